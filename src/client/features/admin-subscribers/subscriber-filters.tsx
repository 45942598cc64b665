import { useLingui } from '@lingui/react';
import { Download, Globe, MapPin } from 'lucide-react';
import { useEffect, useState } from 'react';
import { COUNTRY_CODES, COUNTRY_NAMES } from '../../../shared/domain/regions';
import { SUBSCRIPTION_FILTERS, type CountryFilter, type SubscriptionFilter, type VerifiedFilter } from '../../../shared/schemas/admin-subscribers';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input, Select } from '../../components/ui/inputs';
import { translateKnown } from '../../i18n/i18n';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { csvUrl, type Grouping, type SubscriberView } from './filters';
import { SUBSCRIPTION_LABELS } from './labels';

const SEARCH_DELAY_MS = 300;

/** Search, the filters, the Group by State and Group by Country switches and the CSV export of what is shown. */
export function SubscriberFilters({ view, onChange }: { view: SubscriberView; onChange: (changes: Partial<SubscriberView>) => void }) {
  const { i18n } = useLingui();
  const [text, setText] = useState(view.q);
  const settled = useDebouncedValue(text, SEARCH_DELAY_MS);
  // Only a settled change of the text searches (and goes back to page 1)...
  useEffect(() => {
    if (settled !== view.q) onChange({ q: settled, page: 1 });
  }, [settled]);
  // ...and a search changed from outside (the browser's Back button) shows up in the box.
  useEffect(() => {
    if (view.q !== settled) setText(view.q);
  }, [view.q]);

  const toggle = (grouping: Grouping) => onChange({ groupBy: view.groupBy === grouping ? null : grouping });

  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <Field label={i18n._('Search')} hint={i18n._('Start of a name, an e-mail address or a referral code')} className="sm:col-span-2 lg:col-span-1">
          <Input type="search" value={text} onChange={(e) => setText(e.target.value)} placeholder={i18n._('e.g. Amina, amina@example.org')} maxLength={200} />
        </Field>
        <Field label={i18n._('Verification')}>
          <Select value={view.verified} onChange={(e) => onChange({ verified: e.target.value as VerifiedFilter, page: 1 })}>
            <option value="all">{i18n._('All members')}</option>
            <option value="verified">{i18n._('Verified')}</option>
            <option value="pending">{i18n._('Pending verification')}</option>
          </Select>
        </Field>
        <Field label={i18n._('Subscription status')}>
          <Select value={view.subscription} onChange={(e) => onChange({ subscription: e.target.value as SubscriptionFilter, page: 1 })}>
            {SUBSCRIPTION_FILTERS.map((status) => (
              <option key={status} value={status}>{status === 'all' ? i18n._('All statuses') : translateKnown(i18n, SUBSCRIPTION_LABELS[status] ?? status)}</option>
            ))}
          </Select>
        </Field>
        <Field label={i18n._('Country')}>
          <Select value={view.country} onChange={(e) => onChange({ country: e.target.value as CountryFilter, page: 1 })}>
            <option value="all">{i18n._('All countries')}</option>
            {COUNTRY_CODES.map((code) => <option key={code} value={code}>{i18n._(COUNTRY_NAMES[code])}</option>)}
          </Select>
        </Field>
      </div>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap gap-2">
          <Button variant={view.groupBy === 'state' ? 'primary' : 'outline'} size="sm" aria-pressed={view.groupBy === 'state'} onClick={() => toggle('state')}>
            <MapPin aria-hidden className="h-4 w-4" />
            {i18n._('Group by State')}
          </Button>
          <Button variant={view.groupBy === 'country' ? 'primary' : 'outline'} size="sm" aria-pressed={view.groupBy === 'country'} onClick={() => toggle('country')}>
            <Globe aria-hidden className="h-4 w-4" />
            {i18n._('Group by Country')}
          </Button>
        </div>
        <Button variant="secondary" size="sm" asChild>
          <a href={csvUrl(view)} download>
            <Download aria-hidden className="h-4 w-4" />
            {i18n._('Export CSV')}
          </a>
        </Button>
      </div>
    </div>
  );
}
