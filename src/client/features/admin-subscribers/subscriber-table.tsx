import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Users } from 'lucide-react';
import type { ReactNode } from 'react';
import type { SubscriberRow } from '../../../shared/api';
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
import { EmailText } from '../../components/ui/email-text';

interface ListProps {
  items: SubscriberRow[];
  onView: (id: string) => void;
}

/** The numbered list, oldest first, one server page at a time: a table where there is room, else cards. */
export function SubscriberTable({ filter, page, onPage, onView }: {
  filter: SubscriberFilter;
  page: number;
  onPage: (page: number) => void;
  onView: (id: string) => void;
}) {
  const { i18n } = useLingui();
  const query = useSubscriberPage(filter, page);
  if (query.isPending) return <Spinner label={i18n._('Loading subscribers...')} />;
  if (query.isError) return <Notice tone="error" title={translateKnown(i18n, SUBSCRIBER_MESSAGES.loadFailed)} live>{query.error.message}</Notice>;
  const { items, total, total_is_lower_bound } = query.data;
  if (total === 0) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center" role="status">
        <Users aria-hidden className="mx-auto h-10 w-10 text-slate-500" />
        <p className="mt-3 text-slate-700">{isNarrowed(filter) ? i18n._('No subscribers match this search and these filters.') : i18n._('No one has joined yet.')}</p>
      </div>
    );
  }
  return (
    <div aria-busy={query.isPlaceholderData} className={cn(query.isPlaceholderData && 'opacity-60')}>
      <div className="hidden lg:block"><SubscriberRows items={items} onView={onView} /></div>
      <SubscriberCards items={items} onView={onView} />
      <Pagination page={page} pageSize={PAGE_SIZE} total={total} totalIsLowerBound={total_is_lower_bound} onPage={onPage} label={i18n._('Subscriber pages')} />
    </div>
  );
}

const verificationLabel = (i18n: I18n, verified: boolean) => (verified ? i18n._('Verified') : i18n._('Pending'));

/** The subscription statuses in the reader's language. */
const subscriptionText = (i18n: I18n, status: string) =>
  ({ pending: i18n._('Pending'), active: i18n._('Active'), paused: i18n._('Paused'), cancelled: i18n._('Cancelled') })[status] ?? translateKnown(i18n, subscriptionLabel(status));

function ViewButton({ item, onView, className }: { item: SubscriberRow; onView: (id: string) => void; className?: string }) {
  const { i18n } = useLingui();
  return (
    <Button variant="outline" size="sm" className={className} onClick={() => onView(item.id)} aria-label={i18n._('View {name}', { name: item.full_name })}>
      {i18n._('View')}
    </Button>
  );
}

function SubscriberRows({ items, onView }: ListProps) {
  const { i18n } = useLingui();
  return (
    <Table caption={i18n._('Subscribers, oldest first')} minWidth={980}>
      <thead>
        <tr>
          <Th className="w-16 text-end">#</Th>
          <Th>{i18n._('Name')}</Th>
          <Th>{i18n._('E-mail')}</Th>
          <Th>{i18n._('State or province')}</Th>
          <Th>{i18n._('Country')}</Th>
          <Th>{i18n._('Verification')}</Th>
          <Th>{i18n._('Subscription')}</Th>
          <Th>{i18n._('Joined')}</Th>
          <Th><span className="sr-only">{i18n._('Actions')}</span></Th>
        </tr>
      </thead>
      <tbody>
        {items.map((s) => (
          <tr key={s.id} data-testid="subscriber-row">
            <Td className="text-end tabular-nums text-slate-600">{new Intl.NumberFormat().format(s.seq)}</Td>
            <Td className="whitespace-nowrap font-medium text-slate-900">{s.full_name}</Td>
            <Td className="whitespace-nowrap">{s.email}</Td>
            <Td className={cn('whitespace-nowrap', !s.state.trim() && 'text-slate-600')}>{translateKnown(i18n, stateLabel(s.state))}</Td>
            <Td className="whitespace-nowrap">{translateKnown(i18n, countryName(s.country))}</Td>
            <Td><Badge tone={s.verified ? 'green' : 'yellow'}>{verificationLabel(i18n, s.verified)}</Badge></Td>
            <Td>{subscriptionText(i18n, s.subscription_status)}</Td>
            <Td className="whitespace-nowrap">{formatDay(s.created_at)}</Td>
            <Td className="text-end">
              {/* Pulled into the cell's padding so a row is no taller than its text. */}
              <ViewButton item={s} onView={onView} className="-my-1.5" />
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** Below 1024 px: one card per member, every field stacked and the View button full width, so nothing scrolls sideways. */
function SubscriberCards({ items, onView }: ListProps) {
  const { i18n } = useLingui();
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:hidden" aria-label={i18n._('Subscribers, oldest first')}>
      {items.map((s) => (
        <li key={s.id} className="flex flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="subscriber-card">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="font-medium text-slate-900">
                <span className="tabular-nums text-slate-600">#{new Intl.NumberFormat().format(s.seq)}</span> {s.full_name}
              </p>
              <p className="text-sm text-slate-700"><EmailText email={s.email} /></p>
            </div>
            <Badge tone={s.verified ? 'green' : 'yellow'} className="shrink-0">{verificationLabel(i18n, s.verified)}</Badge>
          </div>
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            <Detail label={i18n._('State or province')}>{translateKnown(i18n, stateLabel(s.state))}</Detail>
            <Detail label={i18n._('Country')}>{translateKnown(i18n, countryName(s.country))}</Detail>
            <Detail label={i18n._('Subscription')}>{subscriptionText(i18n, s.subscription_status)}</Detail>
            <Detail label={i18n._('Joined')}>{formatDay(s.created_at)}</Detail>
          </dl>
          <div className="mt-auto pt-3"><ViewButton item={s} onView={onView} className="w-full" /></div>
        </li>
      ))}
    </ul>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-slate-600">{label}</dt>
      <dd className="break-words font-medium text-slate-900">{children}</dd>
    </div>
  );
}
