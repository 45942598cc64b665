import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DistributionReport } from '../../../shared/api';
import { monthLabel } from '../../../shared/domain/dates';
import { formatUsd } from '../../lib/format';

const compactUsd = (dollars: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact' }).format(dollars);

/** Pool and distributed amount per month, oldest on the left. Loaded only when reports exist. */
export default function ReportsChart({ reports }: { reports: DistributionReport[] }) {
  const data = [...reports].reverse().map((r) => ({
    month: monthLabel(r.month_year, 'short'),
    Pool: r.total_pool_cents / 100,
    Distributed: r.total_distributed_cents / 100,
  }));
  return (
    <figure aria-label="Chart of the monthly pool and the amount distributed" className="h-72 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, left: 8, bottom: 8 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis dataKey="month" tick={{ fill: '#334155', fontSize: 12 }} />
          <YAxis tickFormatter={compactUsd} tick={{ fill: '#334155', fontSize: 12 }} width={64} />
          <Tooltip formatter={(value) => formatUsd(Math.round(Number(value) * 100))} />
          <Legend />
          <Bar dataKey="Pool" fill="#065f46" radius={[4, 4, 0, 0]} />
          <Bar dataKey="Distributed" fill="#d97706" radius={[4, 4, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}
