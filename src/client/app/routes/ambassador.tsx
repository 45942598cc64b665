import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { LogIn, Target } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ambassadorGoalText, ambassadorTeamNote, todayUtc } from '../../../shared/domain/campaign';
import { SCREENS } from '../../../shared/routes';
import { PageShell } from '../../components/layout/page-shell';
import { Button } from '../../components/ui/button';
import { MemberOverview } from '../../features/ambassador/member-overview';
import { Benefits, HowItWorks } from '../../features/ambassador/program-info';
import { RankLadder } from '../../features/ambassador/rank-ladder';
import { ReferralList } from '../../features/ambassador/referral-list';
import { campaignQuery } from '../../lib/campaign';
import { useSession } from '../../features/auth/session';
import { currentLocale } from '../../i18n/i18n';
import { useDocumentMeta } from '../../lib/use-document-meta';

export default function AmbassadorScreen() {
  const { i18n } = useLingui();
  useDocumentMeta(SCREENS.ambassador);
  const { user, isLoading } = useSession();
  // Nothing until the session is known, so a member never sees the visitor's button flash by.
  const action = isLoading || user ? null : <VisitorAction />;
  return (
    <PageShell>
      <section className="palette-light bg-gradient-to-br from-brand-900 via-brand-800 to-brand-950 text-white">
        <div className="mx-auto grid max-w-5xl gap-8 px-4 py-12 lg:grid-cols-[1fr_20rem] lg:items-center lg:py-16">
          <div>
            <p className="text-sm font-semibold uppercase tracking-widest text-gold-300">{i18n._('Grow the community')}</p>
            <h1 className="mt-3 font-display text-4xl font-bold text-white sm:text-5xl">{i18n._('Ambassador Program')}</h1>
            <p className="mt-5 max-w-2xl text-lg text-brand-50">
              {i18n._('Our community grows one trusted conversation at a time. As an ambassador, you invite the people you know to join us, using your own referral link. Every person who signs up through it and verifies their e-mail counts as your referral, and brings the first month of interest-free help closer for all of us.')}
            </p>
            {!user && <div className="mt-8 min-h-12">{action}</div>}
          </div>
          <GoalCard />
        </div>
      </section>

      <div className="mx-auto max-w-5xl space-y-14 px-4 py-12">
        {user && <MemberOverview />}
        <ProgramSection id="how" title={i18n._('How it works')}>
          <HowItWorks />
        </ProgramSection>
        <ProgramSection id="ranks" title={i18n._('Ranks')} intro={i18n._('Your rank grows with the number of verified people who joined through your link.')}>
          <RankLadder />
        </ProgramSection>
        <ProgramSection id="benefits" title={i18n._('Why become an ambassador')}>
          <Benefits />
        </ProgramSection>
        {user && (
          <ProgramSection id="referrals" title={i18n._('Your referrals')} intro={i18n._('Everyone who signed up through your link, newest first.')}>
            <ReferralList />
          </ProgramSection>
        )}
        {action && (
          <section aria-labelledby="start-title" className="rounded-2xl border border-brand-200 bg-brand-50 p-6 text-center sm:p-8">
            <h2 id="start-title" className="font-display text-2xl font-semibold">{i18n._('Ready to invite someone?')}</h2>
            <p className="mx-auto mt-2 max-w-xl text-slate-700">{i18n._('Think of one person who would welcome an interest-free way to help and be helped. Start with them.')}</p>
            <div className="mt-5 flex justify-center">{action}</div>
          </section>
        )}
      </div>
    </PageShell>
  );
}

/**
 * The goal as admins set it. The prerendered page carries tokens here that the server fills with the
 * current settings and their data, so a changed goal or deadline shows on the next visit.
 */
function GoalCard() {
  const { i18n } = useLingui();
  const campaign = useQuery(campaignQuery).data;
  const t = i18n._.bind(i18n);
  return (
    <div className="rounded-2xl bg-white p-6 text-slate-800 shadow-lg">
      <Target aria-hidden className="h-9 w-9 text-gold-600" />
      <h2 className="mt-3 text-sm font-semibold uppercase tracking-wide text-slate-600">{i18n._('Our goal')}</h2>
      <p data-testid="ambassador-goal-text" className="mt-1 min-h-16 font-display text-2xl font-bold leading-snug text-brand-900">
        {campaign && ambassadorGoalText(t, campaign, todayUtc(), currentLocale())}
      </p>
      <p className="mt-3 min-h-10 text-sm text-slate-600">{campaign && ambassadorTeamNote(t, campaign, currentLocale())}</p>
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
  const { i18n } = useLingui();
  return (
    <Button asChild variant="gold" size="lg">
      <Link to="/auth">
        <LogIn aria-hidden className="h-5 w-5" />
        {i18n._('Login to Join')}
      </Link>
    </Button>
  );
}
