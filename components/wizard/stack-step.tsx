'use client';

import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import type { Framework } from '@/lib/catalogue/features';
import { FRAMEWORK_OPTIONS } from '@/lib/wizard/frameworks';

interface StackStepProps {
  framework: Framework | null;
  disabled: boolean;
  onChoose: (framework: Framework | null) => void;
}

export function StackStep({ framework, disabled, onChoose }: StackStepProps) {
  const chosen = FRAMEWORK_OPTIONS.find((f) => f.id === framework);
  return (
    <section aria-labelledby="wizard-stack-title" className="flex flex-col gap-4">
      <div>
        <h2 id="wizard-stack-title" className="text-2xl font-semibold tracking-tight">
          Choose Base Framework
        </h2>
        <p className="mt-1 text-muted-foreground">Every project is built on one web framework. The rest of your choices adapt to it.</p>
      </div>
      <div className="grid gap-4 md:grid-cols-3">
        {FRAMEWORK_OPTIONS.map((fw) => {
          const isChosen = framework === fw.id;
          const blocked = framework !== null && !isChosen;
          return (
            <button
              key={fw.id}
              type="button"
              aria-pressed={isChosen}
              aria-label={fw.name}
              aria-describedby={`fw-${fw.id}-desc`}
              disabled={blocked || disabled}
              onClick={() => onChoose(isChosen ? null : fw.id)}
              className={cn(
                'flex flex-col gap-3 rounded-lg border bg-card p-5 text-left shadow-sm transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary',
                isChosen ? 'border-primary ring-1 ring-primary' : 'border-border hover:border-primary/60',
                blocked && 'cursor-not-allowed opacity-60',
              )}
            >
              <span className="flex flex-wrap items-center gap-2">
                <span className="text-lg font-semibold">{fw.name}</span>
                {fw.popular && <Badge>Popular</Badge>}
                {isChosen && <Badge variant="secondary">Base framework</Badge>}
                {blocked && <Badge variant="outline">One framework only</Badge>}
              </span>
              <span id={`fw-${fw.id}-desc`} className="text-sm">
                {fw.description}
              </span>
              <span className="text-sm text-muted-foreground">{fw.details}</span>
              <span className="mt-auto flex flex-col gap-1.5">
                <span className="text-xs font-medium uppercase tracking-wide text-muted-foreground">Best for</span>
                <span className="flex flex-wrap gap-1.5">
                  {fw.bestFor.map((t) => (
                    <Badge key={t} variant="outline" className="font-normal">
                      {t}
                    </Badge>
                  ))}
                </span>
              </span>
            </button>
          );
        })}
      </div>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {chosen ? `${chosen.name} is your base framework. Click it again to pick another one.` : 'Pick one framework to continue.'}
      </p>
    </section>
  );
}
