import { useLingui } from '@lingui/react';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { PledgeOverview } from '../../../shared/payments-api';
import { SCREENS } from '../../../shared/routes';
import { PLEDGE_MESSAGES } from '../../../shared/schemas/pledge';
import { PageShell } from '../../components/layout/page-shell';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Notice } from '../../components/ui/notice';
import { Spinner } from '../../components/ui/spinner';
import { RequireSession } from '../../features/auth/require-session';
import { NoteCard } from '../../features/encouragement/note-card';
import { meQuery } from '../../features/members/use-me';
import { pledgeManageQuery, usePledge, usePledgeManage, useSignedInPledgeActions } from '../../features/pledge/api';
import { EligibilityNote } from '../../features/pledge/eligibility-note';
import { PledgeActionButtons } from '../../features/pledge/pledge-actions';
import { PledgeSetupForm } from '../../features/pledge/pledge-setup-form';
import { PledgeSummary } from '../../features/pledge/pledge-summary';
import { ProcessingCharges } from '../../features/pledge/processing-charges';
import { translateKnown } from '../../i18n/i18n';
import { useDocumentMeta } from '../../lib/use-document-meta';

/** How long the page keeps asking after the member comes back; the webhook usually lands within seconds. */
const WAIT_LIMIT_MS = 30_000;

export default function PledgeScreen() {
  useDocumentMeta(SCREENS.pledge);
  return (
    <PageShell className="bg-cream">
      <RequireSession>{() => <Pledge />}</RequireSession>
    </PageShell>
  );
}

function Pledge() {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const returned = params.has('session');
  const cancelled = params.has('cancelled');
  const [gaveUp, setGaveUp] = useState(false);
  const [changing, setChanging] = useState(false);
  const awaiting = (data: PledgeOverview | undefined) => returned && data?.latest_setup?.status === 'open';
  const overview = usePledge((data) => awaiting(data) && !gaveUp);
  const waiting = awaiting(overview.data);
  const confirmed = returned && overview.data?.latest_setup?.status === 'complete';

  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setGaveUp(true), WAIT_LIMIT_MS);
    return () => clearTimeout(timer);
  }, [waiting]);

  // What the member can do (pause, cancel) was read while the pledge still waited on the provider, and
  // the dashboard's card reads the pledge's status from the member's own record: both are asked again.
  useEffect(() => {
    if (!confirmed) return;
    void queryClient.invalidateQueries({ queryKey: pledgeManageQuery.queryKey, exact: true });
    void queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
  }, [confirmed, queryClient]);

  const leave = (url: string) => window.location.assign(url);

  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-8 sm:py-10">
      <Link to={SCREENS.dashboard.path} className="inline-flex items-center gap-1 text-sm font-medium text-brand-800 underline">
        <ArrowLeft aria-hidden className="h-4 w-4 rtl:rotate-180" />
        {i18n._('Back to Dashboard')}
      </Link>
      <h1 className="font-display text-3xl font-bold">{i18n._('My pledge')}</h1>
      {overview.isPending ? (
        <Spinner />
      ) : overview.isError ? (
        <Notice tone="error" title={i18n._('We could not load your pledge')} live>
          {overview.error.message}
        </Notice>
      ) : !overview.data.configured ? (
        <Notice tone="info" title={i18n._('Payments are not set up on this site yet')}>
          {i18n._('Nothing can be charged until they are. Come back to this page then to set up your monthly pledge.')}
        </Notice>
      ) : overview.data.phase === 1 ? (
        <Notice tone="info" title={i18n._('Starts in Phase 2')}>
          {translateKnown(i18n, PLEDGE_MESSAGES.phaseOne)}
        </Notice>
      ) : !overview.data.pledge ? (
        <Notice tone="info">{translateKnown(i18n, PLEDGE_MESSAGES.noPledge)}</Notice>
      ) : (
        <PhaseTwo
          overview={overview.data}
          pledge={overview.data.pledge}
          notices={
            <>
              {cancelled && overview.data.pledge.status !== 'active' && (
                <Notice tone="warning" title={i18n._('Nothing was saved')} live>
                  {i18n._('You left the payment page before finishing. You can try again below.')}
                </Notice>
              )}
              {waiting && !gaveUp && (
                <Notice tone="info" title={i18n._('Waiting for the payment provider')} live>
                  {i18n._('Your details were sent. We are waiting for the provider to confirm them; this usually takes a few seconds.')}
                </Notice>
              )}
              {waiting && gaveUp && (
                <Notice tone="warning" title={i18n._('Not confirmed yet')} live>
                  {i18n._('The payment provider has not confirmed your details yet. This can take a few minutes: your pledge becomes active as soon as it does, and you can leave this page.')}
                </Notice>
              )}
              {confirmed && overview.data.pledge.status === 'active' && (
                <Notice tone="info" title={i18n._('Your pledge is active')} live>
                  {i18n._('Thank you. Your payment method is saved with the provider, and your pledge is active.')}
                </Notice>
              )}
            </>
          }
          changing={changing}
          onChange={() => setChanging(true)}
          onLeaving={leave}
          hideForm={waiting && !gaveUp}
        />
      )}
      <NoteCard />
    </div>
  );
}

function PhaseTwo({ overview, pledge, notices, changing, onChange, onLeaving, hideForm }: {
  overview: PledgeOverview;
  pledge: NonNullable<PledgeOverview['pledge']>;
  notices: ReactNode;
  changing: boolean;
  onChange: () => void;
  onLeaving: (url: string) => void;
  hideForm: boolean;
}) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const manage = usePledgeManage();
  const actions = useSignedInPledgeActions(() => queryClient.invalidateQueries({ queryKey: meQuery.queryKey }));
  const running = pledge.status !== 'pending' && pledge.status !== 'cancelled';
  const setUp = running && overview.payment !== null;
  return (
    <>
      {notices}
      {pledge.status === 'cancelled' && (
        <Notice tone="info" title={i18n._('Your pledge is cancelled')}>
          {i18n._('Nothing more is charged. You can start a new pledge below at any time.')}
        </Notice>
      )}
      {setUp && overview.payment && (
        <Card>
          <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
            <CardTitle>{i18n._('Your pledge')}</CardTitle>
            {!changing && <Button variant="outline" size="sm" onClick={onChange}>{i18n._('Change payment method')}</Button>}
          </CardHeader>
          <CardContent className="space-y-4">
            <PledgeSummary pledge={pledge} payment={overview.payment} pausedUntil={manage.data?.paused_until ?? null} />
            <ProcessingCharges charges={overview.processing} />
            {manage.isPending ? <Spinner /> : manage.isError ? (
              <Notice tone="error" title={i18n._('We could not load what you can change')} live>{manage.error.message}</Notice>
            ) : (
              <PledgeActionButtons state={manage.data} actions={actions} />
            )}
          </CardContent>
        </Card>
      )}
      {!hideForm && (!setUp || changing) && (
        <Card>
          <CardHeader>
            <CardTitle>{setUp ? i18n._('A new payment method') : i18n._('Set up my pledge')}</CardTitle>
          </CardHeader>
          <CardContent className="space-y-4">
            <p className="text-sm text-slate-700">
              {setUp
                ? i18n._('You will type your new bank or card details on our payment provider’s secure page. Your current method stays in use until the new one is confirmed.')
                : i18n._('You will type your bank or card details on our payment provider’s secure page; they never reach this site. You can change your pledge at any time.')}
            </p>
            <PledgeSetupForm overview={overview} onLeaving={onLeaving} />
          </CardContent>
        </Card>
      )}
      {manage.data && (
        <Card>
          <CardHeader>
            <CardTitle>{i18n._('Your eligibility for assistance')}</CardTitle>
          </CardHeader>
          <CardContent>
            <EligibilityNote eligibility={manage.data.eligibility} />
          </CardContent>
        </Card>
      )}
    </>
  );
}
