import { useLingui } from '@lingui/react';
import { formatMonth } from '../../lib/format-month';
import { useMyQueueEstimate } from './queue-api';

/** Under the member's place in the queue: the pool month that would reach it at the recent pace, or why there is none. */
export function QueueEstimateNote() {
  const { i18n } = useLingui();
  const query = useMyQueueEstimate();
  if (!query.data || query.data.position === null) return null;
  const month = query.data.estimated_pool_month;
  return (
    <p className="text-slate-800" data-testid="queue-estimated-month">
      {month
        ? i18n._('Estimated month: at the pace of recent pools you would be paid from the pool of {month}, shared once that month is over. This is an estimate, not a promise.', { month: formatMonth(month) })
        : i18n._('No month has been shared yet, so there is no estimated month for you yet.')}
    </p>
  );
}
