'use client';

import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDate, formatMonthDay } from '@/lib/format';

/** Projects per day over the last 30 days, labelled month/day. */
export function ActivityChart({ days }: { days: { date: string; count: number }[] }) {
  const total = days.reduce((n, d) => n + d.count, 0);
  const busiest = days.reduce((best, d) => (d.count > best.count ? d : best), days[0] ?? { date: '', count: 0 });
  return (
    <figure className="grid gap-3">
      <div
        className="h-64 w-full"
        role="img"
        aria-label={`Bar chart of projects per day over the last ${days.length} days: ${total} in all${busiest.count > 0 ? `, most on ${formatMonthDay(busiest.date)} (${busiest.count})` : ''}.`}
      >
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="var(--color-border)" />
            <XAxis dataKey="date" tickFormatter={formatMonthDay} tick={{ fontSize: 12, fill: 'var(--color-muted-foreground)' }} interval="preserveStartEnd" minTickGap={16} />
            <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: 'var(--color-muted-foreground)' }} width={40} />
            <Tooltip labelFormatter={(d) => formatDate(`${String(d)}T12:00:00Z`)} formatter={(v) => [String(v), 'Projects']} cursor={{ fill: 'var(--color-muted)' }} />
            <Bar dataKey="count" name="Projects" fill="var(--color-primary)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="text-sm text-muted-foreground">
        {total} {total === 1 ? 'project' : 'projects'} in the last {days.length} days (days in UTC).
      </figcaption>
    </figure>
  );
}
