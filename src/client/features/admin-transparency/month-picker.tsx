import { useLingui } from '@lingui/react';
import { useId } from 'react';
import { intlLocale } from '../../../shared/i18n/locales';
import { Select } from '../../components/ui/inputs';
import { currentLocale } from '../../i18n/i18n';

/** The twelve month names in the page's language, January first. */
const monthNames = () => {
  const format = new Intl.DateTimeFormat(intlLocale(currentLocale()), { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, i) => format.format(new Date(Date.UTC(2000, i, 1))));
};

/**
 * Month and year selects that read like "January 2025" while the value is YYYY-MM, so the
 * spec's two readings (label text vs stored format) both hold.
 */
export function MonthPicker({ value, onChange, years }: { value: string; onChange: (value: string) => void; years: number[] }) {
  const { i18n } = useLingui();
  const id = useId();
  const [year = '', month = ''] = value.split('-');
  const set = (y: string, m: string) => onChange(y && m ? `${y}-${m}` : '');
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">{i18n._('Month')}</legend>
      <div className="mt-1.5 grid grid-cols-[1fr_8rem] gap-2">
        <label htmlFor={`${id}-m`} className="sr-only">{i18n._('Month')}</label>
        <Select id={`${id}-m`} value={month} onChange={(e) => set(year || String(years[0]), e.target.value)}>
          <option value="">{i18n._('Choose a month')}</option>
          {monthNames().map((name, i) => <option key={name} value={String(i + 1).padStart(2, '0')}>{name}</option>)}
        </Select>
        <label htmlFor={`${id}-y`} className="sr-only">{i18n._('Year')}</label>
        <Select id={`${id}-y`} value={year} onChange={(e) => set(e.target.value, month)}>
          <option value="">{i18n._('Year')}</option>
          {years.map((y) => <option key={y} value={y}>{y}</option>)}
        </Select>
      </div>
    </fieldset>
  );
}
