import type { AuditEntry } from '../../../shared/api';
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES } from '../../../shared/domain/audit';
import { Badge } from '../../components/ui/badge';
import { Table, Td, Th } from '../../components/ui/table';

/** Stored timestamps are UTC, and so are the date filters: show the same clock. */
const utcMinute = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;

const labelOf = (labels: Record<string, string>, key: string) => labels[key] ?? key;

const TONES = { delete: 'red', reject: 'red', approve: 'green', verify: 'green', create: 'green', sign_in_failed: 'yellow', lockout: 'red', account_closed: 'red' } as const;

export function AuditTable({ items }: { items: AuditEntry[] }) {
  return (
    <Table caption="Admin changes and security events, newest first" minWidth={820}>
      <thead>
        <tr>
          <Th>When (UTC)</Th>
          <Th>Who</Th>
          <Th>Action</Th>
          <Th>Record</Th>
          <Th>Changes</Th>
        </tr>
      </thead>
      <tbody>
        {items.map((entry) => (
          <tr key={entry.id} data-testid="audit-row">
            <Td className="whitespace-nowrap tabular-nums">
              <time dateTime={entry.created_at}>{utcMinute(entry.created_at)}</time>
            </Td>
            <Td>{entry.actor_email}</Td>
            <Td><Badge tone={TONES[entry.action as keyof typeof TONES] ?? 'gray'}>{labelOf(AUDIT_ACTIONS, entry.action)}</Badge></Td>
            <Td className="w-44">
              <p>{labelOf(AUDIT_ENTITY_TYPES, entry.entity_type)}</p>
              {entry.entity_id && <p className="break-all font-mono text-xs text-slate-600">{entry.entity_id}</p>}
            </Td>
            <Td className="w-[22rem]"><Changes entry={entry} /></Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

function Changes({ entry }: { entry: AuditEntry }) {
  return (
    <details>
      <summary className="cursor-pointer text-sm font-medium text-brand-800">Before and after</summary>
      <div className="mt-2 space-y-2">
        <Snapshot label="Before" value={entry.before} />
        <Snapshot label="After" value={entry.after} />
      </div>
    </details>
  );
}

function Snapshot({ label, value }: { label: string; value: unknown }) {
  return (
    <div>
      <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">{label}</p>
      {value === null ? (
        <p className="text-sm text-slate-600">None</p>
      ) : (
        <pre className="mt-1 max-h-64 max-w-[22rem] overflow-auto whitespace-pre-wrap break-all rounded-lg bg-slate-50 p-2 text-xs text-slate-800">{JSON.stringify(value, null, 2)}</pre>
      )}
    </div>
  );
}
