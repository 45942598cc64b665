import { useLingui } from '@lingui/react';
import { PRODUCT_TYPE_LABELS, PRODUCT_TYPES } from '../../../shared/schemas/products';
import { Field } from '../../components/ui/field';
import { Input, Select } from '../../components/ui/inputs';
import type { ProductFilters } from './use-products';

/** Name search and the type and status filters; the server does the filtering. */
export function ProductFilterBar({ filters, onChange }: { filters: ProductFilters; onChange: (next: ProductFilters) => void }) {
  const { i18n } = useLingui();
  return (
    <div role="search" className="grid grid-cols-2 gap-3 sm:grid-cols-[minmax(0,1fr)_10rem_10rem]">
      <Field label={i18n._('Search by name')} className="col-span-2 sm:col-span-1">
        <Input type="search" placeholder={i18n._('Product name')} value={filters.q} onChange={(e) => onChange({ ...filters, q: e.target.value })} />
      </Field>
      <Field label={i18n._('Type')}>
        <Select value={filters.type} onChange={(e) => onChange({ ...filters, type: e.target.value as ProductFilters['type'] })}>
          <option value="">{i18n._('All types')}</option>
          {PRODUCT_TYPES.map((t) => (
            <option key={t} value={t}>{i18n._(PRODUCT_TYPE_LABELS[t])}</option>
          ))}
        </Select>
      </Field>
      <Field label={i18n._('Status')}>
        <Select value={filters.active} onChange={(e) => onChange({ ...filters, active: e.target.value as ProductFilters['active'] })}>
          <option value="">{i18n._('All')}</option>
          <option value="true">{i18n._('Active')}</option>
          <option value="false">{i18n._('Inactive')}</option>
        </Select>
      </Field>
    </div>
  );
}
