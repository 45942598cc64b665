import { BadgeCheck, BarChart3, Building2, FileCheck2, Gift, HandCoins, HandHeart, Landmark, Scale, Sprout, UsersRound } from 'lucide-react';
import { HomeSection } from './section';
import { LinkCard } from './link-card';

const PROBLEMS = [
  { title: 'Debt that grows on its own', text: 'Credit cards, payday loans and car loans charge interest that keeps families paying long after the need has passed.' },
  { title: 'Few halal options', text: 'Islamic finance products are scarce in North America, often cost more, and rarely reach people with urgent, small needs.' },
  { title: 'Facing hardship alone', text: 'A lost job, a hospital stay or a death in the family can push a household into interest-bearing debt within weeks.' },
];

const SOLUTIONS = [
  { icon: HandHeart, title: 'Mutual aid, not lending', text: 'Money given to a member in need is a gift from the community, never a loan, so there is nothing to repay and no interest.' },
  { icon: UsersRound, title: 'Strength in numbers', text: 'A $10 pledge is small for one person. From a million members it becomes a monthly pool of ten million dollars.' },
  { icon: Scale, title: 'Fair and open rules', text: 'Approved members are helped in the order they joined, and every monthly total is published for anyone to check.' },
];

const STEPS = [
  { to: '/auth', icon: UsersRound, title: 'Join the Movement', text: 'Create a free account and verify your e-mail so you count toward the first million.' },
  { to: '/transparency', icon: HandCoins, title: 'Contribute $10/month', text: 'Once we reach one million verified members, each member gives $10 a month for a year.' },
  { to: '/transparency', icon: Landmark, title: 'Build the Pool', text: 'Pledges are pooled each month. The totals are shown on our public transparency page.' },
  { to: '/beneficiary-application', icon: Gift, title: '99% Redistribution', text: '99% of the pool goes to approved members in need; 1% covers running costs. Apply when you need help.' },
  { to: '/shariah-compliance', icon: Sprout, title: 'Collective Liberation', text: 'As members leave interest behind, the pool funds schools, housing, halal farms and jobs.' },
];

const TRUST = [
  { to: '/transparency', icon: BarChart3, title: 'Live Dashboard', text: 'Membership figures update as people join, and every distribution is listed.' },
  { to: '/shariah-compliance', icon: BadgeCheck, title: 'Shariah Governance', text: 'Scholars and Islamic finance experts review how money is collected and given.' },
  { to: '/transparency', icon: FileCheck2, title: 'Audited Reports', text: 'Each month closes with a report of the pool, the amount given and the number of families helped.' },
  { to: '/transparency', icon: Building2, title: 'Nonprofit Structure', text: 'A registered 501(c)(3) nonprofit: no owners, no profits, and a 1% cap on running costs.' },
];

export function ProblemSection() {
  return (
    <HomeSection id="problem" eyebrow="Why we exist" title="The Problem" intro="Interest (riba) is forbidden in Islam, yet for many Muslim families in the US and Canada it is the only way through a hard month.">
      <ul className="grid gap-4 md:grid-cols-3">
        {PROBLEMS.map((p) => (
          <li key={p.title} className="rounded-2xl border border-red-100 bg-white p-5 shadow-sm">
            <h3 className="text-lg font-semibold">{p.title}</h3>
            <p className="mt-2 text-slate-700">{p.text}</p>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

export function SolutionSection() {
  return (
    <HomeSection eyebrow="What we do" title="Our Solution" className="bg-brand-50/60" intro="A pledge, gift and trust community: members support each other directly, with no interest and no profit.">
      <ul className="grid gap-4 md:grid-cols-3">
        {SOLUTIONS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-2xl border border-brand-100 bg-white p-5 shadow-sm">
            <Icon aria-hidden className="h-8 w-8 text-brand-700" />
            <h3 className="mt-3 text-lg font-semibold">{title}</h3>
            <p className="mt-2 text-slate-700">{text}</p>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

export function HowItWorksSection() {
  return (
    <HomeSection eyebrow="Five steps" title="How It Works">
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
  return (
    <HomeSection eyebrow="Accountability" title="Transparency & Trust" className="bg-brand-50/60" intro="You should never have to take our word for it. Here is how you can check.">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {TRUST.map((card) => (
          <li key={card.title}>
            <LinkCard {...card} />
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
