import { useLingui } from '@lingui/react';
import { Scale } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Notice } from '../../components/ui/notice';
import { Spinner } from '../../components/ui/spinner';
import { translateKnown } from '../../i18n/i18n';
import { formatCount, formatUsd } from '../../lib/format';
import { NoGuaranteeNote } from './no-guarantee-note';
import { useAidLimits } from './use-aid-limits';

/** The fund's fair limits in plain words, read before applying; the refusals of an application point here. */
export function FairLimits() {
  const { i18n } = useLingui();
  const limits = useAidLimits();
  const rules = limits.data
    ? [
        limits.data.min_membership_days !== null &&
          i18n._('{days, plural, one {You can apply once you have been a member for # day.} other {You can apply once you have been a member for {count} days.}}', { days: limits.data.min_membership_days, count: formatCount(limits.data.min_membership_days) }),
        limits.data.payout_gap_months !== null &&
          i18n._('{months, plural, one {A member receives at most one payout in any month.} other {A member receives at most one payout in any {count} months.}}', { months: limits.data.payout_gap_months, count: formatCount(limits.data.payout_gap_months) }),
        limits.data.yearly_cap_cents !== null &&
          i18n._('A member receives at most {amount} in all from the pools of any 12 months in a row.', { amount: formatUsd(limits.data.yearly_cap_cents) }),
      ].filter((rule): rule is string => typeof rule === 'string')
    : [];
  return (
    <Card>
      <CardHeader className="flex flex-row items-center gap-3">
        <Scale aria-hidden className="h-6 w-6 shrink-0 text-brand-700" />
        <CardTitle>{i18n._('Fair limits')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-slate-700" data-testid="fair-limits">
        {limits.isPending ? (
          <Spinner />
        ) : limits.isError ? (
          <Notice tone="error">{translateKnown(i18n, limits.error.message)}</Notice>
        ) : rules.length > 0 ? (
          <>
            <p>{i18n._('So that help reaches as many families as possible, the fund applies these limits to every member alike:')}</p>
            <ul className="list-disc space-y-1 ps-5">
              {rules.map((rule) => <li key={rule}>{rule}</li>)}
            </ul>
            <p className="text-sm">{i18n._('If a share would go past one of them, you keep your place in the queue and are paid once it allows.')}</p>
          </>
        ) : (
          <p>{i18n._('The fund sets no limit today on how long you must be a member, how often you may be paid or how much you may receive in a year.')}</p>
        )}
        <NoGuaranteeNote />
      </CardContent>
    </Card>
  );
}
