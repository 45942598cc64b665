import { useLingui } from '@lingui/react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DistributionReport } from '../../../shared/api';
import { textDirection } from '../../../shared/i18n/locales';
import { currentLocale } from '../../i18n/i18n';
import { formatCompactUsd, formatUsd } from '../../lib/format';
import { formatMonth } from '../../lib/format-month';

const SERIES = [
  { key: 'pool', color: '#065f46', swatch: 'bg-emerald-800' },
  { key: 'distributed', color: '#d97706', swatch: 'bg-amber-600' },
] as const;

/** Pool and distributed amount per month, oldest first in reading order (on the right in Arabic). Loaded only when reports exist. */
export default function ReportsChart({ reports }: { reports: DistributionReport[] }) {
  const { i18n } = useLingui();
  const rtl = textDirection(currentLocale()) === 'rtl';
  const data = [...reports].reverse().map((r) => ({
    month: formatMonth(r.month_year, 'short'),
    pool: r.total_pool_cents / 100,
    distributed: r.total_distributed_cents / 100,
  }));
  const names = { pool: i18n._('Pool'), distributed: i18n._('Distributed') };
  return (
    <figure aria-label={i18n._('Chart of the monthly pool and the amount distributed')} className="flex h-72 w-full flex-col">
      <div className="min-h-0 flex-1">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 8, right: 8, left: 8, bottom: 8 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
            <XAxis dataKey="month" reversed={rtl} tick={{ fill: '#334155', fontSize: 12 }} />
            <YAxis orientation={rtl ? 'right' : 'left'} tickFormatter={formatCompactUsd} tick={{ fill: '#334155', fontSize: 12 }} width={64} />
            <Tooltip formatter={(value) => formatUsd(Math.round(Number(value) * 100))} />
            {SERIES.map((s) => (
              <Bar key={s.key} dataKey={s.key} name={names[s.key]} fill={s.color} radius={[4, 4, 0, 0]} />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </div>
      {/* Our own legend: the library's names each swatch "legend icon" in English, and a swatch is decoration. */}
      <figcaption>
        <ul className="flex flex-wrap justify-center gap-x-6 gap-y-1 text-sm text-slate-700">
          {SERIES.map((s) => (
            <li key={s.key} className="flex items-center gap-2">
              <span aria-hidden="true" className={`inline-block h-3 w-3 rounded-sm ${s.swatch}`} />
              {names[s.key]}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
