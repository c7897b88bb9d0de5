import { cn } from '@/lib/utils';
import type { Framework } from '@/lib/catalogue/features';
import { STEP_TITLES, WIZARD_STEPS, type WizardStep } from '@/lib/wizard/state';
import { Check } from './step-icons';

/**
 * The four numbered steps (framework, data, features, review); after them come the Generating and Complete
 * screens. A step is marked done only when it is behind the current one and finished: the first needs a
 * base framework, which can be unticked again on the features step (or be missing from a link); the data
 * step is optional, so passing it finishes it.
 */
export function StepIndicator({ step, framework, done }: { step: WizardStep; framework: Framework | null; done: boolean }) {
  const index = WIZARD_STEPS.indexOf(step);
  const finished = (s: WizardStep, i: number) => done || (i < index && (s !== 'stack' || framework !== null));
  return (
    <nav aria-label="Generator steps">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-2 text-sm">
        {WIZARD_STEPS.map((s, i) => {
          const complete = finished(s, i);
          const current = !done && i === index;
          return (
            <li key={s} className="flex items-center gap-2" aria-current={current ? 'step' : undefined}>
              <span
                className={cn(
                  'flex h-7 w-7 shrink-0 items-center justify-center rounded-full border text-xs font-semibold',
                  complete && 'border-primary bg-primary text-primary-foreground',
                  current && 'border-primary text-primary',
                  !complete && !current && 'border-border text-muted-foreground',
                )}
              >
                {complete ? <Check className="h-4 w-4" /> : i + 1}
              </span>
              <span className={cn('font-medium', current ? 'text-foreground' : 'text-muted-foreground', !current && 'hidden sm:inline')}>
                {STEP_TITLES[s]}
                {complete && <span className="sr-only"> (done)</span>}
              </span>
              {i < WIZARD_STEPS.length - 1 && <span className="mx-1 hidden h-px w-8 bg-border sm:block" aria-hidden />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
