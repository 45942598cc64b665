import { LogIn, Target } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AMBASSADOR_GOAL_SIGNUPS } from '../../../shared/domain/ambassador';
import { DEFAULT_GOAL } from '../../../shared/domain/stats';
import { SCREENS } from '../../../shared/routes';
import { PageShell } from '../../components/layout/page-shell';
import { Button } from '../../components/ui/button';
import { MemberOverview } from '../../features/ambassador/member-overview';
import { Benefits, HowItWorks } from '../../features/ambassador/program-info';
import { RankLadder } from '../../features/ambassador/rank-ladder';
import { ReferralList } from '../../features/ambassador/referral-list';
import { useSession } from '../../features/auth/session';
import { useDocumentMeta } from '../../lib/use-document-meta';

const GOAL_TEXT = `${AMBASSADOR_GOAL_SIGNUPS} verified signups per ambassador by the end of Q1 2026`;

export default function AmbassadorScreen() {
  useDocumentMeta(SCREENS.ambassador);
  const { user, isLoading } = useSession();
  // Nothing until the session is known, so a member never sees the visitor's button flash by.
  const action = isLoading || user ? null : <VisitorAction />;
  return (
    <PageShell>
      <section className="palette-light bg-gradient-to-br from-brand-900 via-brand-800 to-brand-950 text-white">
        <div className="mx-auto grid max-w-5xl gap-8 px-4 py-12 lg:grid-cols-[1fr_20rem] lg:items-center lg:py-16">
          <div>
            <p className="text-sm font-semibold uppercase tracking-widest text-gold-300">Grow the community</p>
            <h1 className="mt-3 font-display text-4xl font-bold text-white sm:text-5xl">Ambassador Program</h1>
            <p className="mt-5 max-w-2xl text-lg text-brand-50">
              Our community grows one trusted conversation at a time. As an ambassador, you invite the people you know
              to join us, using your own referral link. Every person who signs up through it and verifies their e-mail
              counts as your referral, and brings the first month of interest-free help closer for all of us.
            </p>
            {!user && <div className="mt-8 min-h-12">{action}</div>}
          </div>
          <GoalCard />
        </div>
      </section>

      <div className="mx-auto max-w-5xl space-y-14 px-4 py-12">
        {user && <MemberOverview />}
        <ProgramSection id="how" title="How it works">
          <HowItWorks />
        </ProgramSection>
        <ProgramSection id="ranks" title="Ranks" intro="Your rank grows with the number of verified people who joined through your link.">
          <RankLadder />
        </ProgramSection>
        <ProgramSection id="benefits" title="Why become an ambassador">
          <Benefits />
        </ProgramSection>
        {user && (
          <ProgramSection id="referrals" title="Your referrals" intro="Everyone who signed up through your link, newest first.">
            <ReferralList />
          </ProgramSection>
        )}
        {action && (
          <section aria-labelledby="start-title" className="rounded-2xl border border-brand-200 bg-brand-50 p-6 text-center sm:p-8">
            <h2 id="start-title" className="font-display text-2xl font-semibold">Ready to invite someone?</h2>
            <p className="mx-auto mt-2 max-w-xl text-slate-700">Think of one person who would welcome an interest-free way to help and be helped. Start with them.</p>
            <div className="mt-5 flex justify-center">{action}</div>
          </section>
        )}
      </div>
    </PageShell>
  );
}

function GoalCard() {
  return (
    <div className="rounded-2xl bg-white p-6 text-slate-800 shadow-lg">
      <Target aria-hidden className="h-9 w-9 text-gold-600" />
      <h2 className="mt-3 text-sm font-semibold uppercase tracking-wide text-slate-600">Our goal</h2>
      <p className="mt-1 font-display text-2xl font-bold leading-snug text-brand-900">{GOAL_TEXT}</p>
      <p className="mt-3 text-sm text-slate-600">
        If {(DEFAULT_GOAL / AMBASSADOR_GOAL_SIGNUPS).toLocaleString('en-US')} ambassadors each reach it, together they
        bring in {DEFAULT_GOAL.toLocaleString('en-US')} verified members: enough to begin Phase 2.
      </p>
    </div>
  );
}

function ProgramSection({ id, title, intro, children }: { id: string; title: string; intro?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="font-display text-3xl font-bold">{title}</h2>
      {intro && <p className="mt-2 text-slate-700">{intro}</p>}
      <div className="mt-6">{children}</div>
    </section>
  );
}

function VisitorAction() {
  return (
    <Button asChild variant="gold" size="lg">
      <Link to="/auth">
        <LogIn aria-hidden className="h-5 w-5" />
        Login to Join
      </Link>
    </Button>
  );
}
