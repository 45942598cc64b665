import { useLingui } from '@lingui/react';
import type { AuditAction, AuditEntityType } from '../../../shared/domain/audit';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input, Select } from '../../components/ui/inputs';
import type { AuditFilters as Filters } from './api';
import { actionLabels, recordTypeLabels } from './labels';

type FilterValues = Omit<Filters, 'page'>;

export function AuditFilters({ value, onChange }: { value: FilterValues; onChange: (next: Partial<FilterValues>) => void }) {
  const { i18n } = useLingui();
  const any = Boolean(value.entity_type || value.action || value.from || value.to);
  return (
    <div role="search" className="grid items-end gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto]">
      <Field label={i18n._('Record type')}>
        <Select value={value.entity_type} onChange={(e) => onChange({ entity_type: e.target.value as AuditEntityType | '' })}>
          <option value="">{i18n._('All records')}</option>
          {Object.entries(recordTypeLabels(i18n)).map(([key, label]) => <option key={key} value={key}>{label}</option>)}
        </Select>
      </Field>
      <Field label={i18n._('Action')}>
        <Select value={value.action} onChange={(e) => onChange({ action: e.target.value as AuditAction | '' })}>
          <option value="">{i18n._('All actions')}</option>
          {Object.entries(actionLabels(i18n)).map(([key, label]) => <option key={key} value={key}>{label}</option>)}
        </Select>
      </Field>
      <Field label={i18n._('From (UTC)')}>
        <Input type="date" value={value.from} max={value.to || undefined} onChange={(e) => onChange({ from: e.target.value })} />
      </Field>
      <Field label={i18n._('To (UTC)')}>
        <Input type="date" value={value.to} min={value.from || undefined} onChange={(e) => onChange({ to: e.target.value })} />
      </Field>
      <Button variant="ghost" className="h-11 justify-self-start" disabled={!any} onClick={() => onChange({ entity_type: '', action: '', from: '', to: '' })}>
        {i18n._('Clear filters')}
      </Button>
    </div>
  );
}
