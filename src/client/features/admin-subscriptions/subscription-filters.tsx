import { useLingui } from '@lingui/react';
import type { SubscriptionStatus } from '../../../shared/schemas/subscriptions';
import { Field } from '../../components/ui/field';
import { Input, Select } from '../../components/ui/inputs';
import { translateKnown } from '../../i18n/i18n';
import { FILTER_STATUSES, STATUS_LABELS } from './status';

export function SubscriptionFilters({ search, onSearch, status, onStatus }: {
  search: string;
  onSearch: (text: string) => void;
  status: SubscriptionStatus | '';
  onStatus: (status: SubscriptionStatus | '') => void;
}) {
  const { i18n } = useLingui();
  return (
    <div role="search" className="grid gap-3 sm:grid-cols-[1fr_14rem]">
      <Field label={i18n._('Search')} hint={i18n._("A name, or a member's full user ID")}>
        <Input type="search" value={search} onChange={(e) => onSearch(e.target.value)} placeholder={i18n._('e.g. Amina')} maxLength={100} />
      </Field>
      <Field label={i18n._('Status')}>
        <Select value={status} onChange={(e) => onStatus(e.target.value as SubscriptionStatus | '')}>
          <option value="">{i18n._('All')}</option>
          {FILTER_STATUSES.map((s) => (
            <option key={s} value={s}>{translateKnown(i18n, STATUS_LABELS[s])}</option>
          ))}
        </Select>
      </Field>
    </div>
  );
}
