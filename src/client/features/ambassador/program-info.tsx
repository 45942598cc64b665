import { Trans, useLingui } from '@lingui/react';
import { ChartNoAxesColumnIncreasing, HandHeart, Link2, MailCheck, Printer, Sparkles, Users, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';

/** Titles and plain texts are catalog ids, translated where they are drawn; markup comes as <Trans>. */
interface Point {
  icon: LucideIcon;
  title: string;
  text: string | ReactNode;
}

const STEPS: Point[] = [
  {
    icon: Users,
    title: /*i18n*/ 'Invite people you trust',
    text: /*i18n*/ 'Talk to family, friends, neighbours and your mosque community. A personal word from someone they know means far more than any advert.',
  },
  {
    icon: Link2,
    title: /*i18n*/ 'Share your referral link',
    text: /*i18n*/ 'Every member has a personal referral code. Your link is our web address with that code at the end, so everyone who signs up through it is linked to you.',
  },
  {
    icon: MailCheck,
    title: /*i18n*/ 'Only verified signups count',
    text: /*i18n*/ 'A referral counts once the new member has verified their e-mail address. That keeps the numbers honest and every member real.',
  },
];

const BENEFITS: Point[] = [
  {
    icon: Sparkles,
    title: /*i18n*/ 'A share in the good that follows',
    text: /*i18n*/ 'The Prophet Muhammad (peace be upon him) taught that whoever guides someone to good has a reward like the one who does it (Sahih Muslim 1893). Every family helped by the fund is help you made possible.',
  },
  {
    icon: HandHeart,
    title: /*i18n*/ 'Bring Phase 2 closer',
    text: /*i18n*/ 'Monthly help begins once one million members are verified. Each person you bring moves that day nearer for everyone.',
  },
  {
    icon: ChartNoAxesColumnIncreasing,
    title: /*i18n*/ 'See your impact',
    text: /*i18n*/ 'Once you are logged in, follow your verified referrals, your rank and how far you are from the next one.',
  },
  {
    icon: Printer,
    title: /*i18n*/ 'Ready-made tools',
    text: (
      <Trans
        id="Copy or share your link in a tap, or print our <0>A4 poster</0>: when you are logged in, its QR code carries your own referral code."
        components={{ 0: <Link to="/poster" /> }}
      />
    ),
  },
];

function PointList({ points, numbered, className }: { points: Point[]; numbered?: boolean; className: string }) {
  const { i18n } = useLingui();
  const List = numbered ? 'ol' : 'ul';
  return (
    <List className={cn('grid gap-4', className)}>
      {points.map(({ icon: Icon, title, text }, index) => (
        <li key={title} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <div className="flex items-center gap-3">
            <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-brand-800 text-gold-300">
              <Icon aria-hidden className="h-5 w-5" />
            </span>
            {/* The list gives the step's number to assistive technology; this is the one that shows. */}
            {numbered && <span aria-hidden className="font-semibold text-brand-700">{`${index + 1}.`}</span>}
            <h3 className="font-semibold text-slate-900">{i18n._(title)}</h3>
          </div>
          <p className="mt-3 text-slate-700 [&_a]:font-medium [&_a]:text-brand-800 [&_a]:underline">{typeof text === 'string' ? i18n._(text) : text}</p>
        </li>
      ))}
    </List>
  );
}

export const HowItWorks = () => <PointList points={STEPS} numbered className="md:grid-cols-3" />;

export const Benefits = () => <PointList points={BENEFITS} className="md:grid-cols-2" />;
