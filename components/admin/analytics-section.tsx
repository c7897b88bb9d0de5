'use client';

// Analytics, computed on the server over every project: framework shares, the most used features,
// projects per day over the last 30 days, averages, and the feedback given after generations.
import * as React from 'react';
import { Clock, FileArchive, FolderGit2, UserRound } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { frameworkColor } from '@/components/studio/project-badges';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { featureName } from '@/lib/catalogue/features';
import { adminApi } from '@/lib/client/admin';
import { formatBytes, formatDateTime, formatDuration, formatMonthDay } from '@/lib/format';
import type { FeedbackRating } from '@/lib/feedback/values';
import type { FeedbackSummary } from '@/lib/schemas/feedback';
import { LoadError, Loading } from '@/components/ui/load-state';
import { StatCard } from './parts';
import { useResource } from '@/lib/client/use-resource';

/** Share bars of catalogue ids (frameworks or features), labelled with their names. */
function Bars({ rows, color, testId }: { rows: { id: string; count: number; percent: number }[]; color: (id: string) => string; testId: string }) {
  return (
    <ul className="flex flex-col gap-3" data-testid={testId}>
      {rows.map((r) => (
        <li key={r.id} className="grid gap-1">
          <div className="flex items-baseline justify-between gap-2 text-sm">
            <span className="truncate font-medium">{featureName(r.id)}</span>
            <span className="shrink-0 tabular-nums text-muted-foreground">
              <span className="font-semibold text-foreground">{r.percent}%</span> · {r.count}
            </span>
          </div>
          <div className="h-2 overflow-hidden rounded-full bg-muted" role="presentation">
            <div className="h-full rounded-full" style={{ width: `${Math.min(100, r.percent)}%`, backgroundColor: color(r.id) }} />
          </div>
        </li>
      ))}
    </ul>
  );
}

const RATING_COLOR: Record<FeedbackRating, string> = { excellent: '#16a34a', good: '#0d9488', okay: '#d97706', poor: '#dc2626' };
/** A rating's word in its colour, a shade darker (lighter on dark) so it reads at 4.5:1: the chart's colours are 3.2 to 3.7:1 on white. */
const RATING_TEXT: Record<FeedbackRating, string> = {
  excellent: 'text-green-700 dark:text-green-400',
  good: 'text-teal-700 dark:text-teal-400',
  okay: 'text-amber-700 dark:text-amber-400',
  poor: 'text-red-700 dark:text-red-400',
};

/** The Complete screen's feedback: how many gave each rating, and the newest comments with their authors. */
export function FeedbackCards({ feedback }: { feedback: FeedbackSummary }) {
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle size="sm">Feedback</CardTitle>
          <CardDescription>{feedback.total === 0 ? 'How generations went, as rated after the download' : `Share of all ${feedback.total} ratings`}</CardDescription>
        </CardHeader>
        <CardContent>
          {feedback.total === 0 ? (
            <p className="text-sm text-muted-foreground">No feedback yet.</p>
          ) : (
            <Bars
              rows={feedback.ratings.map((r) => ({ id: r.rating, count: r.count, percent: r.percent }))}
              color={(id) => RATING_COLOR[id as FeedbackRating]}
              testId="analytics-feedback-ratings"
            />
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle size="sm">Recent comments</CardTitle>
          <CardDescription>The newest ten, newest first</CardDescription>
        </CardHeader>
        <CardContent>
          {feedback.recent_comments.length === 0 ? (
            <p className="text-sm text-muted-foreground">No comments yet.</p>
          ) : (
            <ul className="flex flex-col divide-y divide-border" data-testid="analytics-feedback-comments">
              {feedback.recent_comments.map((c) => (
                <li key={c.id} className="py-3 first:pt-0 last:pb-0">
                  <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
                    <Badge variant="none" className={RATING_TEXT[c.rating]} style={{ borderColor: RATING_COLOR[c.rating] }}>
                      {c.rating}
                    </Badge>
                    <time dateTime={c.created_at}>{formatDateTime(c.created_at)}</time>
                    <span aria-hidden>·</span>
                    <span>{featureName(c.framework)}</span>
                    <span aria-hidden>·</span>
                    <span className="truncate">{c.user_email ? <bdi>{c.user_email}</bdi> : 'Guest'}</span>
                  </div>
                  {/* The author's text in its own direction, isolated: a direction override in it stays inside. */}
                  <p dir="auto" className="mt-1 whitespace-pre-wrap break-words text-sm" data-testid="analytics-feedback-comment">
                    {c.comment}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

export function AnalyticsSection() {
  const analytics = useResource((signal) => adminApi.analytics(signal), 'analytics', { errorTitle: 'Failed to load analytics' });
  const a = analytics.data;
  if (!a) return analytics.error ? <LoadError error={analytics.error} onRetry={() => void analytics.reload()} title="Failed to load analytics" /> : <Loading label="Computing analytics..." onRetry={() => void analytics.reload()} />;

  const peak = Math.max(1, ...a.daily_projects.map((d) => d.count));
  const last30 = a.daily_projects.reduce((n, d) => n + d.count, 0);
  return (
    <div className="flex flex-col gap-6">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label="Projects" value={a.total_projects} hint={`${last30} in the last 30 days`} icon={FolderGit2} />
        <StatCard label="By signed-in users" value={a.projects_by_owner.signed_in} hint={`${a.projects_by_owner.anonymous} by guests or removed`} icon={UserRound} />
        <StatCard label="Average generation" value={a.average_generation_ms === null ? '—' : formatDuration(a.average_generation_ms)} icon={Clock} />
        <StatCard label="Average zip size" value={a.average_zip_size === null ? '—' : formatBytes(a.average_zip_size)} icon={FileArchive} />
      </div>

      {a.total_projects === 0 ? (
        <Card>
          <CardContent padding="none" className="p-6 py-10 text-center text-sm text-muted-foreground">No projects generated yet: nothing to analyse.</CardContent>
        </Card>
      ) : (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <Card>
            <CardHeader>
              <CardTitle size="sm">Framework shares</CardTitle>
              <CardDescription>Share of all {a.total_projects} projects</CardDescription>
            </CardHeader>
            <CardContent>
              <Bars rows={a.frameworks.map((f) => ({ id: f.framework, count: f.count, percent: f.percent }))} color={frameworkColor} testId="analytics-frameworks" />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle size="sm">Most used features</CardTitle>
              <CardDescription>Share of projects that chose each feature</CardDescription>
            </CardHeader>
            <CardContent>
              {a.top_features.length === 0 ? (
                <p className="text-sm text-muted-foreground">No project chose a feature yet.</p>
              ) : (
                <Bars rows={a.top_features.map((f) => ({ id: f.feature, count: f.count, percent: f.percent }))} color={() => 'var(--color-primary)'} testId="analytics-features" />
              )}
            </CardContent>
          </Card>
        </div>
      )}

      <Card>
        <CardHeader>
          <CardTitle size="sm">Projects per day</CardTitle>
          <CardDescription>The last 30 days (UTC), today on the right</CardDescription>
        </CardHeader>
        <CardContent>
          <div className="flex h-32 items-end gap-[3px]" role="img" aria-label={`Projects per day over the last 30 days: ${last30} in all`}>
            {a.daily_projects.map((d) => (
              <div
                key={d.date}
                className="flex-1 rounded-t-sm bg-primary/80"
                style={{ height: `${d.count === 0 ? 2 : Math.max(6, (d.count / peak) * 100)}%`, opacity: d.count === 0 ? 0.25 : 1 }}
                title={`${formatMonthDay(d.date)}: ${d.count}`}
              />
            ))}
          </div>
          <div className="mt-2 flex justify-between text-xs text-muted-foreground">
            <span>{formatMonthDay(a.daily_projects[0].date)}</span>
            <span>peak {peak === 1 && last30 === 0 ? 0 : peak}</span>
            <span>{formatMonthDay(a.daily_projects.at(-1)!.date)}</span>
          </div>
        </CardContent>
      </Card>

      <FeedbackCards feedback={a.feedback} />
    </div>
  );
}
