import { useLingui } from '@lingui/react';
import type { AuditEntry } from '../../../shared/api';
import { fieldLabel, formatValue } from './labels';

/** "Field: old → new", one line a field; a side the record does not have is left out. */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const { i18n } = useLingui();
  return (
    <div className="space-y-2">
      {entry.changes.length === 0 ? (
        <p className="text-sm text-slate-600">{i18n._('No details recorded')}</p>
      ) : (
        <ul className="space-y-1 text-sm" data-testid="audit-changes">
          {entry.changes.map((change) => (
            <li key={change.field} className="break-words">
              <span className="font-medium text-slate-900">{fieldLabel(i18n, change.field)}:</span>{' '}
              {'before' in change && <span className={'after' in change ? 'text-slate-600' : undefined}>{formatValue(i18n, change.field, change.before)}</span>}
              {'before' in change && 'after' in change && (
                <>
                  {' '}<span aria-hidden className="rtl:inline-block rtl:-scale-x-100">→</span>
                  <span className="sr-only">{i18n._('changed to')}</span>{' '}
                </>
              )}
              {'after' in change && <span>{formatValue(i18n, change.field, change.after)}</span>}
            </li>
          ))}
        </ul>
      )}
      <details>
        <summary className="cursor-pointer text-sm font-medium text-brand-800">{i18n._('Before and after')}</summary>
        <div className="mt-2 space-y-2">
          <Snapshot label={i18n._('Before')} value={entry.before} />
          <Snapshot label={i18n._('After')} value={entry.after} />
        </div>
      </details>
    </div>
  );
}

function Snapshot({ label, value }: { label: string; value: unknown }) {
  const { i18n } = useLingui();
  return (
    <div>
      <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">{label}</p>
      {value === null ? (
        <p className="text-sm text-slate-600">{i18n._('None')}</p>
      ) : (
        <pre dir="ltr" className="mt-1 max-h-64 overflow-auto whitespace-pre-wrap break-all rounded-lg bg-slate-50 p-2 text-start text-xs text-slate-800">{JSON.stringify(value, null, 2)}</pre>
      )}
    </div>
  );
}
