import { useLingui } from '@lingui/react';
import type { AuditEntry } from '../../../shared/api';
import { Badge } from '../../components/ui/badge';
import { Table, Td, Th } from '../../components/ui/table';
import { AuditChanges } from './audit-changes';
import { actionLabels, labelOf, recordTypeLabels, settingsGroupLabels } from './labels';

/** Stored timestamps are UTC, and so are the date filters: show the same clock. */
const utcMinute = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;

const TONES = { delete: 'red', reject: 'red', approve: 'green', verify: 'green', create: 'green', sign_in_failed: 'yellow', lockout: 'red', account_closed: 'red' } as const;

/** A table where there is room; below that a card per record, so nothing needs sideways scrolling. */
export function AuditEntries({ items }: { items: AuditEntry[] }) {
  const { i18n } = useLingui();
  return (
    <>
      <div className="hidden lg:block"><AuditTable items={items} /></div>
      <ul className="space-y-3 lg:hidden" aria-label={i18n._('Admin changes and security events, newest first')}>
        {items.map((entry) => (
          <li key={entry.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="audit-card">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <ActionBadge action={entry.action} />
              <When iso={entry.created_at} />
            </div>
            <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
              <div>
                <dt className="text-slate-600">{i18n._('Who')}</dt>
                <dd><Actor entry={entry} /></dd>
              </div>
              <div>
                <dt className="text-slate-600">{i18n._('Record')}</dt>
                <dd><Subject entry={entry} /></dd>
              </div>
            </dl>
            <div className="mt-3 border-t border-slate-100 pt-3"><AuditChanges entry={entry} /></div>
          </li>
        ))}
      </ul>
    </>
  );
}

function AuditTable({ items }: { items: AuditEntry[] }) {
  const { i18n } = useLingui();
  return (
    <Table caption={i18n._('Admin changes and security events, newest first')} minWidth={900}>
      <thead>
        <tr>
          <Th>{i18n._('When (UTC)')}</Th>
          <Th>{i18n._('Who')}</Th>
          <Th>{i18n._('Action')}</Th>
          <Th>{i18n._('Record')}</Th>
          <Th>{i18n._('Changes')}</Th>
        </tr>
      </thead>
      <tbody>
        {items.map((entry) => (
          <tr key={entry.id} data-testid="audit-row">
            <Td className="whitespace-nowrap"><When iso={entry.created_at} /></Td>
            <Td><Actor entry={entry} /></Td>
            <Td><ActionBadge action={entry.action} /></Td>
            <Td className="w-52"><Subject entry={entry} /></Td>
            <Td className="w-[24rem]"><AuditChanges entry={entry} /></Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

function When({ iso }: { iso: string }) {
  return <time dateTime={iso} dir="ltr" className="text-sm tabular-nums text-slate-700">{utcMinute(iso)}</time>;
}

function ActionBadge({ action }: { action: string }) {
  const { i18n } = useLingui();
  return <Badge tone={TONES[action as keyof typeof TONES] ?? 'gray'}>{labelOf(actionLabels(i18n), action)}</Badge>;
}

/** The admin by name, and the e-mail the trail keeps even after their account is gone. */
function Actor({ entry }: { entry: AuditEntry }) {
  return (
    <>
      {entry.actor_name && <p className="font-medium text-slate-900">{entry.actor_name}</p>}
      <p className="break-words text-slate-700">{entry.actor_email}</p>
    </>
  );
}

function Subject({ entry }: { entry: AuditEntry }) {
  const { i18n } = useLingui();
  return (
    <>
      <p>
        {labelOf(recordTypeLabels(i18n), entry.entity_type)}
        {entry.target_name && <>: <span className="font-medium text-slate-900">{entry.target_name}</span></>}
      </p>
      {entry.entity_id &&
        (entry.entity_type === 'settings' ? (
          <p className="text-xs text-slate-600">{labelOf(settingsGroupLabels(i18n), entry.entity_id)}</p>
        ) : (
          <p className="break-all font-mono text-xs text-slate-600">{entry.entity_id}</p>
        ))}
    </>
  );
}
