import type { SubscriptionStatus } from '../../../shared/schemas/subscriptions';
import { Field } from '../../components/ui/field';
import { Input, Select } from '../../components/ui/inputs';
import { FILTER_STATUSES, STATUS_LABELS } from './status';

export function SubscriptionFilters({ search, onSearch, status, onStatus }: {
  search: string;
  onSearch: (text: string) => void;
  status: SubscriptionStatus | '';
  onStatus: (status: SubscriptionStatus | '') => void;
}) {
  return (
    <div role="search" className="grid gap-3 sm:grid-cols-[1fr_14rem]">
      <Field label="Search" hint="A name, or a member's full user ID">
        <Input type="search" value={search} onChange={(e) => onSearch(e.target.value)} placeholder="e.g. Amina" maxLength={100} />
      </Field>
      <Field label="Status">
        <Select value={status} onChange={(e) => onStatus(e.target.value as SubscriptionStatus | '')}>
          <option value="">All</option>
          {FILTER_STATUSES.map((s) => (
            <option key={s} value={s}>{STATUS_LABELS[s]}</option>
          ))}
        </Select>
      </Field>
    </div>
  );
}
