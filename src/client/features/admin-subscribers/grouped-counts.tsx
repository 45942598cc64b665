import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { countryName } from '../../../shared/domain/regions';
import { SUBSCRIBER_MESSAGES, type SubscriberFilter } from '../../../shared/schemas/admin-subscribers';
import { Notice } from '../../components/ui/notice';
import { Spinner } from '../../components/ui/spinner';
import { Table, Td, Th } from '../../components/ui/table';
import { intlLocale } from '../../../shared/i18n/locales';
import { currentLocale, translateKnown } from '../../i18n/i18n';
import { cn } from '../../lib/cn';
import { formatCount } from '../../lib/format';
import type { Grouping } from './filters';
import { useGroupCounts, type GroupCount } from './use-subscribers';

/** What a grouping changes in the table: its words, its width and the columns that name a group. */
function groupingView(i18n: I18n, grouping: Grouping) {
  const country = (row: GroupCount) => translateKnown(i18n, countryName(row.country));
  return grouping === 'state'
    ? {
        pending: i18n._('Counting members by state...'),
        caption: i18n._('Subscribers by state'),
        // Narrow enough that each count stays next to its state on a wide screen.
        minWidth: 420,
        headers: [i18n._('State or province'), i18n._('Country')],
        labels: (row: GroupCount) => [translateKnown(i18n, row.state ?? ''), country(row)],
      }
    : {
        pending: i18n._('Counting members by country...'),
        caption: i18n._('Subscribers by country'),
        minWidth: 320,
        headers: [i18n._('Country')],
        labels: (row: GroupCount) => [country(row)],
      };
}

/** Members per state or province, or per country, for the current search and filters, counted by the server, largest first. */
export function GroupedCounts({ grouping, filter }: { grouping: Grouping; filter: SubscriberFilter }) {
  const { i18n } = useLingui();
  const query = useGroupCounts(grouping, filter);
  const view = groupingView(i18n, grouping);
  if (query.isPending) return <Spinner label={view.pending} />;
  if (query.isError) return <Notice tone="error" title={translateKnown(i18n, SUBSCRIBER_MESSAGES.loadFailed)} live>{query.error.message}</Notice>;
  const total = query.data.reduce((sum, row) => sum + row.count, 0);
  if (total === 0) return <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700" role="status">{i18n._('No subscribers match this search and these filters.')}</p>;
  const percent = new Intl.NumberFormat(intlLocale(currentLocale()), { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <div className="max-w-2xl">
      <Table caption={view.caption} minWidth={view.minWidth} className={cn(query.isPlaceholderData && 'opacity-60')} aria-busy={query.isPlaceholderData}>
        <thead>
          <tr>
            {view.headers.map((header) => <Th key={header}>{header}</Th>)}
            <Th className="text-end">{i18n._('Members')}</Th>
            <Th className="text-end">{i18n._('Share of members')}</Th>
          </tr>
        </thead>
        <tbody>
          {query.data.map((row) => (
            <tr key={`${row.country} ${row.state ?? ''}`} data-testid={`${grouping}-row`}>
              {view.labels(row).map((label, i) => <Td key={i} className={i === 0 ? 'font-medium' : undefined}>{label}</Td>)}
              <Td className="text-end tabular-nums">{formatCount(row.count)}</Td>
              <Td className="text-end tabular-nums text-slate-600">{percent.format(row.count / total)}</Td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <Td className="font-semibold">{i18n._('Total')}</Td>
            {view.headers.slice(1).map((header) => <Td key={header} />)}
            <Td className="text-end font-semibold tabular-nums">{formatCount(total)}</Td>
            <Td />
          </tr>
        </tfoot>
      </Table>
    </div>
  );
}
