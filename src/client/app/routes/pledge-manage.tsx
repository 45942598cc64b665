import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { SCREENS } from '../../../shared/routes';
import { PageShell } from '../../components/layout/page-shell';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Notice } from '../../components/ui/notice';
import { Spinner } from '../../components/ui/spinner';
import { TextLink } from '../../components/ui/text-link';
import { pledgeLinkQuery, useLinkPledgeActions } from '../../features/pledge/api';
import { EligibilityNote } from '../../features/pledge/eligibility-note';
import { PledgeActionButtons } from '../../features/pledge/pledge-actions';
import { translateKnown } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { formatDay, formatMoney } from '../../lib/format';
import { useDocumentMeta } from '../../lib/use-document-meta';

const STATUS_LABELS = { pending: /*i18n*/ 'Not started yet', active: /*i18n*/ 'Active', paused: /*i18n*/ 'Paused', cancelled: /*i18n*/ 'Cancelled' } as const;

/**
 * The page a receipt's signed link opens: no sign-in, the token in the address is checked by the
 * server on every request, and only pausing and cancelling are offered.
 */
export default function PledgeLinkScreen() {
  useDocumentMeta(SCREENS.pledgeManage);
  const { i18n } = useLingui();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <PageShell className="bg-cream">
      <div className="mx-auto max-w-2xl space-y-6 px-4 py-8 sm:py-10">
        <h1 className="font-display text-3xl font-bold">{i18n._('Pause or cancel my pledge')}</h1>
        {token ? <LinkedPledge token={token} /> : <LinkProblem message={i18n._('This link is not valid. Please use the link exactly as it appears in your e-mail, or sign in to manage your pledge.')} />}
      </div>
    </PageShell>
  );
}

function LinkedPledge({ token }: { token: string }) {
  const { i18n } = useLingui();
  const state = useQuery(pledgeLinkQuery(token));
  const actions = useLinkPledgeActions(token);
  if (state.isPending) return <Spinner />;
  if (state.isError) {
    const message = state.error instanceof ApiError ? translateKnown(i18n, state.error.message) : i18n._('We could not load your pledge');
    return <LinkProblem message={message} />;
  }
  const pledge = state.data;
  const label = pledge.status ? translateKnown(i18n, STATUS_LABELS[pledge.status as keyof typeof STATUS_LABELS] ?? pledge.status) : i18n._('None');
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle>{i18n._('Your pledge')}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <dl className="space-y-2">
            <div className="flex flex-wrap gap-2"><dt className="text-slate-600">{i18n._('Status')}:</dt><dd className="font-medium" data-testid="pledge-status">{label}</dd></div>
            <div className="flex flex-wrap gap-2"><dt className="text-slate-600">{i18n._('Monthly pledge')}:</dt><dd className="font-medium">{formatMoney(pledge.monthly_amount_cents, pledge.currency)}</dd></div>
            {pledge.paused_until && (
              <div className="flex flex-wrap gap-2"><dt className="text-slate-600">{i18n._('Paused until')}:</dt><dd className="font-medium" data-testid="pledge-paused-until">{formatDay(pledge.paused_until)}</dd></div>
            )}
            {pledge.next_billing_date && (
              <div className="flex flex-wrap gap-2"><dt className="text-slate-600">{i18n._('Next charge')}:</dt><dd className="font-medium">{formatDay(pledge.next_billing_date)}</dd></div>
            )}
          </dl>
          <PledgeActionButtons state={pledge} actions={actions} />
          <p className="text-sm text-slate-700">
            {i18n._('To resume early, change the amount or the payment method, please sign in.')}{' '}
            <TextLink to={SCREENS.pledge.path}>{i18n._('Go to My pledge')}</TextLink>
          </p>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{i18n._('Your eligibility for assistance')}</CardTitle>
        </CardHeader>
        <CardContent>
          <EligibilityNote eligibility={pledge.eligibility} />
        </CardContent>
      </Card>
    </>
  );
}

function LinkProblem({ message }: { message: string }) {
  const { i18n } = useLingui();
  return (
    <Notice tone="error" title={i18n._('This link cannot be used')} live>
      <p>{message}</p>
      <p className="mt-2"><TextLink to={SCREENS.pledge.path}>{i18n._('Sign in to manage your pledge')}</TextLink></p>
    </Notice>
  );
}
