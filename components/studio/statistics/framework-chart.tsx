'use client';

import { Cell, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import { featureName } from '@/lib/catalogue/features';
import { formatPercent } from '@/lib/format';
import { frameworkColor } from '../project-badges';

export interface FrameworkSlice {
  framework: string;
  count: number;
}

/** Percentage bars, a donut and its legend for the framework distribution. */
export function FrameworkBreakdown({ slices, total }: { slices: FrameworkSlice[]; total: number }) {
  return (
    <div className="grid items-center gap-6 md:grid-cols-2">
      <ul className="grid gap-4" aria-label="Projects per framework">
        {slices.map((s) => (
          <li key={s.framework} className="grid gap-1.5">
            <div className="flex items-center justify-between text-sm">
              <span className="flex items-center gap-2 font-medium">
                <span className="h-2.5 w-2.5 rounded-full" style={{ backgroundColor: frameworkColor(s.framework) }} aria-hidden />
                {featureName(s.framework)}
              </span>
              <span className="text-muted-foreground">
                {s.count} {s.count === 1 ? 'project' : 'projects'} · {formatPercent(s.count, total)}
              </span>
            </div>
            <div
              className="h-2.5 overflow-hidden rounded-full bg-muted"
              role="progressbar"
              aria-label={`${featureName(s.framework)} share`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round((s.count / total) * 100)}
            >
              <div className="h-full rounded-full" style={{ width: `${(s.count / total) * 100}%`, backgroundColor: frameworkColor(s.framework) }} />
            </div>
          </li>
        ))}
      </ul>
      <figure className="grid justify-items-center gap-3">
        <div className="h-56 w-full max-w-xs" role="img" aria-label={`Donut chart: ${slices.map((s) => `${featureName(s.framework)} ${formatPercent(s.count, total)}`).join(', ')}`}>
          <ResponsiveContainer width="100%" height="100%">
            <PieChart>
              <Pie data={slices} dataKey="count" nameKey="framework" innerRadius="55%" outerRadius="85%" paddingAngle={slices.length > 1 ? 2 : 0} isAnimationActive={false}>
                {slices.map((s) => (
                  <Cell key={s.framework} fill={frameworkColor(s.framework)} stroke={slices.length > 1 ? 'var(--color-background)' : 'none'} />
                ))}
              </Pie>
              <Tooltip formatter={(value, name) => [`${value} (${formatPercent(Number(value), total)})`, String(name)]} />
            </PieChart>
          </ResponsiveContainer>
        </div>
        <figcaption>
          <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm" aria-label="Legend">
            {slices.map((s) => (
              <li key={s.framework} className="flex items-center gap-1.5">
                <span className="h-2.5 w-2.5 rounded-sm" style={{ backgroundColor: frameworkColor(s.framework) }} aria-hidden />
                {featureName(s.framework)} <span className="text-muted-foreground">{formatPercent(s.count, total)}</span>
              </li>
            ))}
          </ul>
        </figcaption>
      </figure>
    </div>
  );
}
