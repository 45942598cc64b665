import { useId } from 'react';
import { Select } from '../../components/ui/inputs';

const MONTHS = Array.from({ length: 12 }, (_, i) => new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, i, 1))));

/**
 * Month and year selects that read like "January 2025" while the value is YYYY-MM, so the
 * spec's two readings (label text vs stored format) both hold.
 */
export function MonthPicker({ value, onChange, years }: { value: string; onChange: (value: string) => void; years: number[] }) {
  const id = useId();
  const [year = '', month = ''] = value.split('-');
  const set = (y: string, m: string) => onChange(y && m ? `${y}-${m}` : '');
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">Month</legend>
      <div className="mt-1.5 grid grid-cols-[1fr_8rem] gap-2">
        <label htmlFor={`${id}-m`} className="sr-only">Month</label>
        <Select id={`${id}-m`} value={month} onChange={(e) => set(year || String(years[0]), e.target.value)}>
          <option value="">Choose a month</option>
          {MONTHS.map((name, i) => <option key={name} value={String(i + 1).padStart(2, '0')}>{name}</option>)}
        </Select>
        <label htmlFor={`${id}-y`} className="sr-only">Year</label>
        <Select id={`${id}-y`} value={year} onChange={(e) => set(e.target.value, month)}>
          <option value="">Year</option>
          {years.map((y) => <option key={y} value={y}>{y}</option>)}
        </Select>
      </div>
    </fieldset>
  );
}
