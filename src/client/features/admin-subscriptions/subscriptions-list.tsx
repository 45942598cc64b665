import { useLingui } from '@lingui/react';
import { Pencil, ReceiptText, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AdminSubscription } from '../../../shared/api';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Table, Td, Th } from '../../components/ui/table';
import { translateKnown } from '../../i18n/i18n';
import { cn } from '../../lib/cn';
import { formatDay, formatUsd } from '../../lib/format';
import { STATUS_LABELS, STATUS_TONES } from './status';
import { EmailText } from '../../components/ui/email-text';

interface ListProps {
  items: AdminSubscription[];
  onEdit: (subscription: AdminSubscription) => void;
  onDelete: (subscription: AdminSubscription) => void;
  onPayments: (subscription: AdminSubscription) => void;
}

/** A table on wide screens; below that a card per pledge, so Edit and Delete never need sideways scrolling. */
export function SubscriptionsList(props: ListProps) {
  const { i18n } = useLingui();
  return (
    <>
      <div className="hidden lg:block"><SubscriptionsTable {...props} /></div>
      <ul className="grid gap-3 sm:grid-cols-2 lg:hidden" aria-label={i18n._('Subscriptions, newest first')}>
        {props.items.map((s) => (
          <li key={s.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">{s.full_name}</p>
                <p className="text-sm text-slate-600"><EmailText email={s.email} /></p>
              </div>
              <Badge tone={STATUS_TONES[s.status]} className="shrink-0">{translateKnown(i18n, STATUS_LABELS[s.status])}</Badge>
            </div>
            <PausedUntil subscription={s} />
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              <Detail label={i18n._('Monthly amount')}>{formatUsd(s.monthly_amount_cents)}</Detail>
              <Detail label={i18n._('Next billing')}>{s.next_billing_date ? formatDay(s.next_billing_date) : i18n._('Not set')}</Detail>
              <Detail label={i18n._('Started')}>{formatDay(s.start_date)}</Detail>
              <Detail label={i18n._('User ID')}><span className="break-all font-mono text-xs">{s.user_id}</span></Detail>
            </dl>
            <Actions subscription={s} {...props} className="mt-3 border-t border-slate-100 pt-3" />
          </li>
        ))}
      </ul>
    </>
  );
}

function SubscriptionsTable({ items, ...props }: ListProps) {
  const { i18n } = useLingui();
  return (
    <Table caption={i18n._('Subscriptions, newest first')} minWidth={860}>
      <thead>
        <tr>
          <Th>{i18n._('Member')}</Th>
          <Th>{i18n._('User ID')}</Th>
          <Th>{i18n._('Status')}</Th>
          <Th className="text-end">{i18n._('Monthly amount')}</Th>
          <Th>{i18n._('Started')}</Th>
          <Th>{i18n._('Next billing')}</Th>
          <Th><span className="sr-only">{i18n._('Actions')}</span></Th>
        </tr>
      </thead>
      <tbody>
        {items.map((s) => (
          <tr key={s.id}>
            <Td>
              <p className="font-medium text-slate-900">{s.full_name}</p>
              <p className="text-xs text-slate-600">{s.email}</p>
            </Td>
            {/* In full, as the search takes only a whole id. */}
            <Td className="w-40"><span className="break-all font-mono text-xs">{s.user_id}</span></Td>
            <Td>
              <Badge tone={STATUS_TONES[s.status]}>{translateKnown(i18n, STATUS_LABELS[s.status])}</Badge>
              <PausedUntil subscription={s} />
            </Td>
            <Td className="text-end tabular-nums">{formatUsd(s.monthly_amount_cents)}</Td>
            <Td className="whitespace-nowrap">{formatDay(s.start_date)}</Td>
            <Td className="whitespace-nowrap">{s.next_billing_date ? formatDay(s.next_billing_date) : <span className="text-slate-600">{i18n._('Not set')}</span>}</Td>
            <Td><Actions subscription={s} {...props} className="justify-end" /></Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900">{children}</dd>
    </div>
  );
}

function Actions({ subscription: s, onEdit, onDelete, onPayments, className }: Omit<ListProps, 'items'> & { subscription: AdminSubscription; className?: string }) {
  const { i18n } = useLingui();
  return (
    <div className={cn('flex flex-wrap gap-1', className)}>
      <Button variant="ghost" size="sm" onClick={() => onPayments(s)} aria-label={i18n._('Payments of {name}', { name: s.full_name })}>
        <ReceiptText aria-hidden className="h-4 w-4" />{i18n._('Payments')}
      </Button>
      <Button variant="ghost" size="sm" onClick={() => onEdit(s)} aria-label={i18n._('Edit the subscription of {name}', { name: s.full_name })}>
        <Pencil aria-hidden className="h-4 w-4" />{i18n._('Edit')}
      </Button>
      <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50" onClick={() => onDelete(s)} aria-label={i18n._('Delete the subscription of {name}', { name: s.full_name })}>
        <Trash2 aria-hidden className="h-4 w-4" />{i18n._('Delete')}
      </Button>
    </div>
  );
}

/** A paused pledge starts again on its own the day after this; admins answering a member need the date. */
function PausedUntil({ subscription }: { subscription: AdminSubscription }) {
  const { i18n } = useLingui();
  if (subscription.status !== 'paused' || !subscription.paused_until) return null;
  return <p className="mt-1 text-xs text-slate-600" data-testid="paused-until">{i18n._('Paused until {date}.', { date: formatDay(subscription.paused_until) })}</p>;
}
