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
import { useStateCounts } from './use-subscribers';

/** Members per state or province for the current search and filters, counted by the server, largest first. */
export function StateCounts({ filter }: { filter: SubscriberFilter }) {
  const { i18n } = useLingui();
  const query = useStateCounts(filter);
  if (query.isPending) return <Spinner label={i18n._('Counting members by state...')} />;
  if (query.isError) return <Notice tone="error" title={translateKnown(i18n, SUBSCRIBER_MESSAGES.loadFailed)} live>{query.error.message}</Notice>;
  const total = query.data.reduce((sum, s) => sum + s.count, 0);
  if (total === 0) return <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700" role="status">{i18n._('No subscribers match this search and these filters.')}</p>;
  const percent = new Intl.NumberFormat(intlLocale(currentLocale()), { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
  // Narrow enough that each count stays next to its state on a wide screen.
  return (
    <div className="max-w-2xl">
      <Table caption={i18n._('Subscribers by state')} minWidth={420} className={cn(query.isPlaceholderData && 'opacity-60')} aria-busy={query.isPlaceholderData}>
        <thead>
          <tr>
            <Th>{i18n._('State or province')}</Th>
            <Th>{i18n._('Country')}</Th>
            <Th className="text-end">{i18n._('Members')}</Th>
            <Th className="text-end">{i18n._('Share of members')}</Th>
          </tr>
        </thead>
        <tbody>
          {query.data.map((s) => (
            <tr key={`${s.country} ${s.state}`} data-testid="state-row">
              <Td className="font-medium">{translateKnown(i18n, s.state)}</Td>
              <Td>{translateKnown(i18n, countryName(s.country))}</Td>
              <Td className="text-end tabular-nums">{formatCount(s.count)}</Td>
              <Td className="text-end tabular-nums text-slate-600">{percent.format(s.count / total)}</Td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <Td className="font-semibold">{i18n._('Total')}</Td>
            <Td />
            <Td className="text-end font-semibold tabular-nums">{formatCount(total)}</Td>
            <Td />
          </tr>
        </tfoot>
      </Table>
    </div>
  );
}
