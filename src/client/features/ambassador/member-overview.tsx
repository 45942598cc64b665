import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { Notice } from '../../components/ui/notice';
import { Spinner } from '../../components/ui/spinner';
import { ReferralLinkCard } from './referral-link-card';
import { ReferralStats } from './referral-stats';
import { translateKnown } from '../../i18n/i18n';
import { campaignQuery } from '../../lib/campaign';
import { useReferralSummary } from './use-referrals';

/** A signed-in member's standing and link, at the top of the program page. */
export function MemberOverview() {
  const { i18n } = useLingui();
  const summary = useReferralSummary();
  const campaign = useQuery(campaignQuery);
  return (
    <section aria-labelledby="progress-title" className="space-y-6">
      <div>
        <h2 id="progress-title" className="font-display text-3xl font-bold">{i18n._('Your ambassador progress')}</h2>
        <p className="mt-2 text-slate-700">{i18n._('Every verified person who joins through your link moves you toward the next rank.')}</p>
      </div>
      {(summary.isPending || campaign.isPending) && <Spinner label={i18n._('Loading your progress...')} />}
      {(summary.isError || campaign.isError) && <Notice tone="error" title={i18n._('Your progress could not be loaded')}>{translateKnown(i18n, (summary.error ?? campaign.error)?.message ?? '')}</Notice>}
      {summary.isSuccess && campaign.isSuccess && (
        <>
          <ReferralStats summary={summary.data} campaign={campaign.data} />
          <ReferralLinkCard link={summary.data.referral_link} code={summary.data.referral_code} />
        </>
      )}
    </section>
  );
}
