'use client';

import { useEffect, useRef } from 'react';
import { CheckCircle2, Circle, Loader2 } from 'lucide-react';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/utils';
import { GENERATION_STEP_COUNT, progressPercent, type GenerationStep } from '@/lib/wizard/generation';
import type { RunLogLine as LogLine } from '@/lib/wizard/reducer';

interface GeneratingScreenProps {
  projectName: string;
  steps: GenerationStep[];
  /** The last step under way: every step from `completed` up to it is in progress (the server's seven share one request). */
  current: number;
  completed: number;
  failed: boolean;
  log: LogLine[];
}

const time = (at: number) => new Date(at).toTimeString().slice(0, 8);

export function GeneratingScreen({ projectName, steps, current, completed, failed, log }: GeneratingScreenProps) {
  const percent = progressPercent(completed);
  const logRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = logRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [log.length]);
  return (
    <section aria-labelledby="wizard-generating-title" className="flex flex-col gap-5">
      <div>
        <h2 id="wizard-generating-title" className="text-2xl font-semibold tracking-tight">
          Generating {projectName}
        </h2>
        <p className="mt-1 text-muted-foreground">The server builds every part in one request; the zip downloads as soon as it arrives.</p>
      </div>
      <div className="flex flex-col gap-2">
        <Progress value={percent} aria-label="Generation progress" />
        <p className="flex justify-between text-sm text-muted-foreground" aria-live="polite">
          <span data-testid="step-counter">
            {completed} of {GENERATION_STEP_COUNT} steps done
          </span>
          <span>{percent}%</span>
        </p>
      </div>
      <ol className="grid gap-2 sm:grid-cols-2">
        {steps.map((s, i) => {
          const done = i < completed;
          const active = !done && i <= current && !failed;
          return (
            <li
              key={s.title}
              className={cn('flex items-start gap-2 rounded-md border p-3 text-sm', active ? 'border-primary' : 'border-border', !done && !active && 'opacity-60')}
            >
              {done ? (
                <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-label="Done" />
              ) : active ? (
                <Loader2 className="mt-0.5 h-4 w-4 shrink-0 animate-spin text-primary" aria-label="In progress" />
              ) : (
                <Circle className="mt-0.5 h-4 w-4 shrink-0 text-muted-foreground" aria-label="Pending" />
              )}
              <span className="flex min-w-0 flex-col">
                <span className="font-medium">{s.title}</span>
                <span className="truncate text-xs text-muted-foreground">{s.detail}</span>
              </span>
            </li>
          );
        })}
      </ol>
      <div>
        <h3 className="mb-2 text-sm font-medium">Live log</h3>
        <div
          ref={logRef}
          role="log"
          aria-label="Generation log"
          aria-live="polite"
          className="h-48 overflow-y-auto rounded-md border border-border bg-muted/60 p-3 font-mono text-xs leading-relaxed"
        >
          {log.map((l, i) => (
            <div key={i} className={cn(l.level === 'error' && 'text-destructive', l.level === 'success' && 'text-primary')}>
              <span className="text-muted-foreground">[{time(l.at)}]</span> {l.text}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
