import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES, type AuditAction, type AuditEntityType } from '../../../shared/domain/audit';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input, Select } from '../../components/ui/inputs';
import type { AuditFilters as Filters } from './api';

type FilterValues = Omit<Filters, 'page'>;

export function AuditFilters({ value, onChange }: { value: FilterValues; onChange: (next: Partial<FilterValues>) => void }) {
  const any = Boolean(value.entity_type || value.action || value.from || value.to);
  return (
    <div role="search" className="grid items-end gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto]">
      <Field label="Record type">
        <Select value={value.entity_type} onChange={(e) => onChange({ entity_type: e.target.value as AuditEntityType | '' })}>
          <option value="">All records</option>
          {Object.entries(AUDIT_ENTITY_TYPES).map(([key, label]) => <option key={key} value={key}>{label}</option>)}
        </Select>
      </Field>
      <Field label="Action">
        <Select value={value.action} onChange={(e) => onChange({ action: e.target.value as AuditAction | '' })}>
          <option value="">All actions</option>
          {Object.entries(AUDIT_ACTIONS).map(([key, label]) => <option key={key} value={key}>{label}</option>)}
        </Select>
      </Field>
      <Field label="From (UTC)">
        <Input type="date" value={value.from} max={value.to || undefined} onChange={(e) => onChange({ from: e.target.value })} />
      </Field>
      <Field label="To (UTC)">
        <Input type="date" value={value.to} min={value.from || undefined} onChange={(e) => onChange({ to: e.target.value })} />
      </Field>
      <Button variant="ghost" className="h-11 justify-self-start" disabled={!any} onClick={() => onChange({ entity_type: '', action: '', from: '', to: '' })}>
        Clear filters
      </Button>
    </div>
  );
}
