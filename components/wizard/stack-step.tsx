'use client';

import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import type { Framework } from '@/lib/catalogue/framework-ids';
import type { Preset } from '@/lib/catalogue/presets';
import type { StackChoices } from '@/lib/wizard/frameworks';
import { CARD_BUTTON, CARD_FOCUS_RING, FOCUS_RING, SELECTED } from './choice-card';
import { Check } from './step-icons';

interface StackStepProps {
  /** The framework cards and the presets' features, from the catalogue. */
  choices: StackChoices;
  framework: Framework | null;
  /** What the generator builds (null: unknown); a framework without its adapter yet is shown Coming soon, as features are. */
  available: ReadonlySet<string> | null;
  /** The preset the selection currently is, if any: shown as applied. */
  preset: Preset | null;
  disabled: boolean;
  onChoose: (framework: Framework | null) => void;
  onPreset: (preset: Preset) => void;
}

function Presets({ choices, preset, disabled, onPreset }: Pick<StackStepProps, 'choices' | 'preset' | 'disabled' | 'onPreset'>) {
  const frameworkName = (id: Framework) => choices.frameworks.find((f) => f.id === id)?.name ?? id;
  return (
    <section aria-labelledby="wizard-presets-title" className="flex flex-col gap-2.5 rounded-lg border border-dashed border-border p-3 sm:p-4">
      <h3 id="wizard-presets-title" className="text-sm font-semibold">
        Start from a preset
      </h3>
      <ul className="flex flex-wrap gap-2">
        {choices.presets.map((p) => {
          const applied = preset?.id === p.id;
          return (
            <li key={p.id}>
              <button
                type="button"
                aria-pressed={applied}
                aria-describedby={`preset-${p.id}-desc`}
                title={p.description}
                disabled={disabled}
                onClick={() => onPreset(p)}
                className={cn(
                  'inline-flex min-h-9 items-center gap-1.5 rounded-full border px-3 py-1 text-left text-sm transition-colors disabled:cursor-not-allowed disabled:opacity-60',
                  FOCUS_RING,
                  applied ? 'border-primary bg-primary/10 text-primary' : 'border-border bg-card hover:border-primary/60',
                )}
              >
                {applied && <Check className="h-3.5 w-3.5 shrink-0" />}
                <span className="font-medium">{p.name}</span>
                <span className="text-xs text-muted-foreground" aria-hidden>
                  {frameworkName(p.framework)}
                </span>
              </button>
              <span id={`preset-${p.id}-desc`} className="sr-only">
                {frameworkName(p.framework)} with {choices.presetFeatures[p.id]}. {p.description}
              </span>
            </li>
          );
        })}
      </ul>
      <p role="status" className="text-xs text-muted-foreground" data-testid="preset-status">
        {preset
          ? `${preset.name} preset applied: ${frameworkName(preset.framework)} with ${choices.presetFeatures[preset.id]}. Change any of them on the next steps.`
          : 'A framework and a set of features in one click; every choice stays editable.'}
      </p>
    </section>
  );
}

export function StackStep({ choices, framework, available, preset, disabled, onChoose, onPreset }: StackStepProps) {
  const chosen = choices.frameworks.find((f) => f.id === framework);
  return (
    <section aria-labelledby="wizard-stack-title" className="flex flex-col gap-4">
      <div>
        <h2 id="wizard-stack-title" className="text-2xl font-semibold tracking-tight">
          Choose Base Framework
        </h2>
        <p className="mt-1 text-muted-foreground">Every project is built on one web framework. The rest of your choices adapt to it.</p>
      </div>
      <Presets choices={choices} preset={preset} disabled={disabled} onPreset={onPreset} />
      {/* One card per catalogue framework: one column on a phone, then two, three, and the five in one row from
          1280px (tests/e2e/wizard.spec.ts holds them to one row, so another framework means choosing the layout again). */}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
        {choices.frameworks.map((fw) => {
          const isChosen = framework === fw.id;
          const blocked = framework !== null && !isChosen;
          const unavailable = available !== null && !available.has(fw.id);
          return (
            // The card is a region around one button that holds just the name (its ::after covers the
            // card, so a click anywhere chooses): a button whose accessible name is its visible text.
            <div
              key={fw.id}
              data-testid="framework-card"
              className={cn(
                'relative flex min-w-0 flex-col gap-3 rounded-lg border p-5 text-left shadow-sm xl:p-4 transition-colors',
                CARD_FOCUS_RING,
                // Dashed and greyed, not faded: opacity took the text under 4.5:1.
                isChosen
                  ? unavailable
                    ? 'border-dashed border-primary bg-muted/60 ring-1 ring-primary hover:border-border'
                    : SELECTED
                  : blocked || unavailable
                    ? 'border-dashed border-border bg-muted/60 hover:border-border'
                    : 'border-border bg-card hover:border-primary/60',
              )}
            >
              <span className="flex flex-wrap items-center gap-2">
                <button
                  type="button"
                  aria-pressed={isChosen}
                  aria-describedby={`fw-${fw.id}-desc`}
                  disabled={blocked || disabled || (unavailable && !isChosen)}
                  onClick={() => onChoose(isChosen ? null : fw.id)}
                  className={cn(CARD_BUTTON, 'text-lg font-semibold')}
                >
                  {fw.name}
                </button>
                {fw.popular && <Badge>Popular</Badge>}
                {isChosen && <Badge variant="secondary">Base framework</Badge>}
                {blocked && <Badge variant="outline">One framework only</Badge>}
                {unavailable && !blocked && <Badge variant="outline">Coming soon</Badge>}
              </span>
              <span id={`fw-${fw.id}-desc`} className="text-sm">
                {fw.description}
                {unavailable && <span className="sr-only"> Not available yet.</span>}
              </span>
              <span className="text-sm text-muted-foreground">{fw.details}</span>
              <span className="mt-auto flex flex-col gap-1.5">
                <span className="text-xs font-medium uppercase tracking-wide text-muted-foreground">Best for</span>
                <span className="flex flex-wrap gap-1.5">
                  {fw.bestFor.map((t) => (
                    <Badge key={t} variant="outline" weight="normal">
                      {t}
                    </Badge>
                  ))}
                </span>
              </span>
            </div>
          );
        })}
      </div>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {chosen ? `${chosen.name} is your base framework. Click it again to pick another one.` : 'Pick one framework to continue.'}
      </p>
    </section>
  );
}
