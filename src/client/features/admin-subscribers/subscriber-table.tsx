import { useLingui } from '@lingui/react';
import { Users } from 'lucide-react';
import { SUBSCRIBER_MESSAGES, type SubscriberFilter } from '../../../shared/schemas/admin-subscribers';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Notice } from '../../components/ui/notice';
import { Pagination } from '../../components/ui/pagination';
import { Spinner } from '../../components/ui/spinner';
import { Table, Td, Th } from '../../components/ui/table';
import { translateKnown } from '../../i18n/i18n';
import { cn } from '../../lib/cn';
import { isNarrowed, PAGE_SIZE } from './filters';
import { countryName } from '../../../shared/domain/regions';
import { formatDay, stateLabel, subscriptionLabel } from './labels';
import { useSubscriberPage } from './use-subscribers';

/** The numbered list, oldest first, one server page at a time. */
export function SubscriberTable({ filter, page, onPage, onView }: {
  filter: SubscriberFilter;
  page: number;
  onPage: (page: number) => void;
  onView: (id: string) => void;
}) {
  const { i18n } = useLingui();
  const query = useSubscriberPage(filter, page);
  if (query.isPending) return <Spinner label="Loading subscribers..." />;
  if (query.isError) return <Notice tone="error" title={SUBSCRIBER_MESSAGES.loadFailed} live>{query.error.message}</Notice>;
  const { items, total, total_is_lower_bound } = query.data;
  if (total === 0) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center" role="status">
        <Users aria-hidden className="mx-auto h-10 w-10 text-slate-500" />
        <p className="mt-3 text-slate-700">{isNarrowed(filter) ? 'No subscribers match this search and these filters.' : 'No one has joined yet.'}</p>
      </div>
    );
  }
  return (
    <div aria-busy={query.isPlaceholderData}>
      <Table caption="Subscribers, oldest first" minWidth={980} className={cn(query.isPlaceholderData && 'opacity-60')}>
        <thead>
          <tr>
            <Th className="w-16 text-end">#</Th>
            <Th>Name</Th>
            <Th>E-mail</Th>
            <Th>{i18n._('State or province')}</Th>
            <Th>{i18n._('Country')}</Th>
            <Th>Verification</Th>
            <Th>Subscription</Th>
            <Th>Joined</Th>
            <Th><span className="sr-only">Actions</span></Th>
          </tr>
        </thead>
        <tbody>
          {items.map((s) => (
            <tr key={s.id} data-testid="subscriber-row">
              <Td className="text-end tabular-nums text-slate-600">{new Intl.NumberFormat().format(s.seq)}</Td>
              <Td className="whitespace-nowrap font-medium text-slate-900">{s.full_name}</Td>
              <Td className="whitespace-nowrap">{s.email}</Td>
              <Td className={cn('whitespace-nowrap', !s.state.trim() && 'text-slate-600')}>{stateLabel(s.state)}</Td>
              <Td className="whitespace-nowrap">{translateKnown(i18n, countryName(s.country))}</Td>
              <Td><Badge tone={s.verified ? 'green' : 'yellow'}>{s.verified ? 'Verified' : 'Pending'}</Badge></Td>
              <Td>{subscriptionLabel(s.subscription_status)}</Td>
              <Td className="whitespace-nowrap">{formatDay(s.created_at)}</Td>
              <Td className="text-end">
                {/* Pulled into the cell's padding so a row is no taller than its text. */}
                <Button variant="outline" size="sm" className="-my-1.5" onClick={() => onView(s.id)} aria-label={`View ${s.full_name}`}>View</Button>
              </Td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Pagination page={page} pageSize={PAGE_SIZE} total={total} totalIsLowerBound={total_is_lower_bound} onPage={onPage} label="Subscriber pages" />
    </div>
  );
}
