import { useLingui } from '@lingui/react';
import { BadgeCheck, BarChart3, Building2, FileCheck2, Gift, HandCoins, HandHeart, Landmark, Scale, Sprout, UsersRound } from 'lucide-react';
import { HomeSection } from './section';
import { useSiteInfo } from '../site/use-site-info';
import { LinkCard } from './link-card';

const PROBLEMS = [
  { title: /*i18n*/ 'Debt that grows on its own', text: /*i18n*/ 'Credit cards, payday loans and car loans charge interest that keeps families paying long after the need has passed.' },
  { title: /*i18n*/ 'Few halal options', text: /*i18n*/ 'Islamic finance products are scarce in North America, often cost more, and rarely reach people with urgent, small needs.' },
  { title: /*i18n*/ 'Facing hardship alone', text: /*i18n*/ 'A lost job, a hospital stay or a death in the family can push a household into interest-bearing debt within weeks.' },
];

const SOLUTIONS = [
  { icon: HandHeart, title: /*i18n*/ 'Mutual aid, not lending', text: /*i18n*/ 'Money given to a member in need is a gift from the community, never a loan, so there is nothing to repay and no interest.' },
  { icon: UsersRound, title: /*i18n*/ 'Strength in numbers', text: /*i18n*/ 'A $10 pledge is small for one person. From a million members it becomes a monthly pool of ten million dollars.' },
  { icon: Scale, title: /*i18n*/ 'Fair and open rules', text: /*i18n*/ 'Approved members are helped in the order they joined, and every monthly total is published for anyone to check.' },
];

const STEPS = [
  { to: '/auth', icon: UsersRound, title: /*i18n*/ 'Join the Movement', text: /*i18n*/ 'Create a free account and verify your e-mail so you count toward the first million.' },
  { to: '/transparency', icon: HandCoins, title: /*i18n*/ 'Contribute $10/month', text: /*i18n*/ 'Once we reach one million verified members, each member gives $10 a month for a year.' },
  { to: '/transparency', icon: Landmark, title: /*i18n*/ 'Build the Pool', text: /*i18n*/ 'Pledges are pooled each month. The totals are shown on our public transparency page.' },
  { to: '/beneficiary-application', icon: Gift, title: /*i18n*/ '99% Redistribution', text: /*i18n*/ '99% of the pool goes to approved members in need; 1% covers running costs. Apply when you need help.' },
  { to: '/shariah-compliance', icon: Sprout, title: /*i18n*/ 'Collective Liberation', text: /*i18n*/ 'As members leave interest behind, the pool funds schools, housing, halal farms and jobs.' },
];

const NONPROFIT = /*i18n*/ 'Nonprofit Structure';

const TRUST = [
  { to: '/transparency', icon: BarChart3, title: /*i18n*/ 'Live Dashboard', text: /*i18n*/ 'Membership figures update as people join, and every distribution is listed.' },
  { to: '/shariah-compliance', icon: BadgeCheck, title: /*i18n*/ 'Shariah Governance', text: /*i18n*/ 'Scholars and Islamic finance experts review how money is collected and given.' },
  { to: '/transparency', icon: FileCheck2, title: /*i18n*/ 'Audited Reports', text: /*i18n*/ 'Each month closes with a report of the pool, the amount given and the number of families helped.' },
  { to: '/transparency', icon: Building2, title: NONPROFIT, text: /*i18n*/ 'A registered 501(c)(3) nonprofit: no owners, no profits, and a 1% cap on running costs.' },
];

export function ProblemSection() {
  const { i18n } = useLingui();
  return (
    <HomeSection id="problem" eyebrow={/*i18n*/ 'Why we exist'} title={/*i18n*/ 'The Problem'} intro={/*i18n*/ 'Interest (riba) is forbidden in Islam, yet for many Muslim families in the US and Canada it is the only way through a hard month.'}>
      <ul className="grid gap-4 md:grid-cols-3">
        {PROBLEMS.map((p) => (
          <li key={p.title} className="rounded-2xl border border-red-100 bg-white p-5 shadow-sm">
            <h3 className="text-lg font-semibold">{i18n._(p.title)}</h3>
            <p className="mt-2 text-slate-700">{i18n._(p.text)}</p>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

export function SolutionSection() {
  const { i18n } = useLingui();
  return (
    <HomeSection eyebrow={/*i18n*/ 'What we do'} title={/*i18n*/ 'Our Solution'} className="bg-brand-50/60" intro={/*i18n*/ 'A pledge, gift and trust community: members support each other directly, with no interest and no profit.'}>
      <ul className="grid gap-4 md:grid-cols-3">
        {SOLUTIONS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-2xl border border-brand-100 bg-white p-5 shadow-sm">
            <Icon aria-hidden className="h-8 w-8 text-brand-700" />
            <h3 className="mt-3 text-lg font-semibold">{i18n._(title)}</h3>
            <p className="mt-2 text-slate-700">{i18n._(text)}</p>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

export function HowItWorksSection() {
  return (
    <HomeSection eyebrow={/*i18n*/ 'Five steps'} title={/*i18n*/ 'How It Works'}>
      <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {STEPS.map((step, i) => (
          <li key={step.title}>
            <LinkCard {...step} step={i + 1} />
          </li>
        ))}
      </ol>
    </HomeSection>
  );
}

export function TrustSection() {
  const { i18n } = useLingui();
  const ein = useSiteInfo()?.organisation.registration_number;
  return (
    <HomeSection eyebrow={/*i18n*/ 'Accountability'} title={/*i18n*/ 'Transparency & Trust'} className="bg-brand-50/60" intro={/*i18n*/ 'You should never have to take our word for it. Here is how you can check.'}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {TRUST.map((card) => (
          <li key={card.title}>
            <LinkCard {...card}>
              {card.title === NONPROFIT && ein && (
                <p data-site-line="registration" className="mt-1 text-sm font-medium text-slate-800">
                  {i18n._('EIN: {number}', { number: `\u2066${ein}\u2069` })}
                </p>
              )}
            </LinkCard>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
