import { useLingui } from '@lingui/react';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DistributionReport } from '../../../shared/api';
import { textDirection } from '../../../shared/i18n/locales';
import { currentLocale } from '../../i18n/i18n';
import { formatCompactUsd, formatUsd } from '../../lib/format';
import { formatMonth } from '../../lib/format-month';

/** Pool and distributed amount per month, oldest first in reading order (on the right in Arabic). Loaded only when reports exist. */
export default function ReportsChart({ reports }: { reports: DistributionReport[] }) {
  const { i18n } = useLingui();
  const rtl = textDirection(currentLocale()) === 'rtl';
  const data = [...reports].reverse().map((r) => ({
    month: formatMonth(r.month_year, 'short'),
    pool: r.total_pool_cents / 100,
    distributed: r.total_distributed_cents / 100,
  }));
  return (
    <figure aria-label={i18n._('Chart of the monthly pool and the amount distributed')} className="h-72 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, left: 8, bottom: 8 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis dataKey="month" reversed={rtl} tick={{ fill: '#334155', fontSize: 12 }} />
          <YAxis orientation={rtl ? 'right' : 'left'} tickFormatter={formatCompactUsd} tick={{ fill: '#334155', fontSize: 12 }} width={64} />
          <Tooltip formatter={(value) => formatUsd(Math.round(Number(value) * 100))} />
          <Legend />
          <Bar dataKey="pool" name={i18n._('Pool')} fill="#065f46" radius={[4, 4, 0, 0]} />
          <Bar dataKey="distributed" name={i18n._('Distributed')} fill="#d97706" radius={[4, 4, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}
