'use client';

import { useMemo, useState } from 'react';
import { Check, Search } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { notify } from '@/lib/client/notify';
import { cn } from '@/lib/utils';
import { CATEGORIES, FEATURES, FRAMEWORK_BY_ID, featureName, type FeatureInfo, type Framework } from '@/lib/catalogue/features';
import { conflictingWith } from '@/lib/catalogue/conflicts';
import type { ValidationResult } from '@/lib/catalogue/validate';
import { CARD_BUTTON, CARD_FOCUS_RING, SELECTED } from './choice-card';

interface FeaturesStepProps {
  framework: Framework | null;
  features: string[];
  /** Ids the generator implements; null while unknown. */
  available: ReadonlySet<string> | null;
  validation: ValidationResult;
  disabled: boolean;
  onToggle: (id: string) => void;
  /** An alternative clicked: it replaces the chosen members of its group (and back, on Undo). */
  onChooseAlternative: (chosen: string[], replaced: string[]) => void;
}

function matches(f: FeatureInfo, q: string): boolean {
  if (!q) return true;
  const s = q.toLowerCase();
  return f.name.toLowerCase().includes(s) || f.id.includes(s) || f.description.toLowerCase().includes(s) || f.category.toLowerCase().includes(s);
}

/** The action bar's middle on this step: how many features, and whether the selection is in conflict. */
export function SelectionSummary({ count, validation }: { count: number; validation: ValidationResult }) {
  const conflicts = validation.errors.length;
  return (
    <span className="flex flex-wrap items-center gap-2 text-sm" role="status" data-testid="selection-summary">
      <span className="text-muted-foreground">
        {count} feature{count === 1 ? '' : 's'} selected
      </span>
      {conflicts > 0 && (
        <Badge variant="destructive" title={validation.errors.map((e) => e.message).join('; ')}>
          {conflicts === 1 ? '1 conflict' : `${conflicts} conflicts`} to resolve
        </Badge>
      )}
    </span>
  );
}

export function FeaturesStep({ framework, features, available, validation, disabled, onToggle, onChooseAlternative }: FeaturesStepProps) {
  const [query, setQuery] = useState('');
  const selected = useMemo(() => new Set(framework ? [framework, ...features] : features), [framework, features]);
  const inConflict = useMemo(() => new Set(validation.errors.flatMap((e) => e.conflicting_features)), [validation]);
  const autoAdded = useMemo(() => new Set(validation.added_dependencies), [validation]);
  const q = query.trim();
  const groups = CATEGORIES.map((category) => ({
    category,
    all: FEATURES.filter((f) => f.category === category),
    shown: FEATURES.filter((f) => f.category === category && matches(f, q)),
  })).filter((g) => g.shown.length > 0);
  const availableCount = available ? FEATURES.filter((f) => available.has(f.id)).length : FEATURES.length;

  return (
    <section aria-labelledby="wizard-features-title" className="flex flex-col gap-5">
      <div>
        <h2 id="wizard-features-title" className="text-2xl font-semibold tracking-tight">
          Select Features
        </h2>
        <p className="mt-1 text-muted-foreground">
          {FEATURES.length} features in {CATEGORIES.length} categories
          {availableCount === FEATURES.length ? ', all of them available on every framework.' : `; ${availableCount} can be generated today, the rest are marked Coming soon.`}
        </p>
      </div>
      <div className="relative max-w-md">
        <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
        <Input
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder="Search features..."
          aria-label="Search features"
          className="pl-9"
        />
      </div>

      {groups.length === 0 && (
        <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed border-border p-6">
          <p className="text-sm text-muted-foreground">No features match &ldquo;{q}&rdquo;.</p>
          <Button variant="outline" size="sm" onClick={() => setQuery('')}>
            Clear search
          </Button>
        </div>
      )}

      {groups.map(({ category, all, shown }) => {
        const count = all.filter((f) => selected.has(f.id)).length;
        const headingId = `cat-${category.replace(/[^A-Za-z]/g, '')}`;
        return (
          <section key={category} aria-labelledby={headingId} className="flex flex-col gap-3">
            <h3 id={headingId} className="flex items-center gap-2 text-base font-semibold">
              {category}
              <Badge variant={count > 0 ? 'default' : 'secondary'} aria-label={`${count} selected in ${category}`}>
                {count} selected
              </Badge>
            </h3>
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {shown.map((f) => {
                const isSelected = selected.has(f.id);
                const isFramework = FRAMEWORK_BY_ID.has(f.id);
                const unavailable = available !== null && !available.has(f.id);
                const conflicts = isFramework ? [] : conflictingWith(f.id, selected, ['MULTIPLE_FRAMEWORKS']);
                // What `conflicts` holds are the chosen members of its exclusive group (one primary database,
                // one ORM): alternatives to this one, shown neutrally. Red 'Conflict' is for a selection that
                // validation refuses.
                const alternativeTo = conflicts.map(featureName).join(', ');
                const conflict = isSelected && inConflict.has(f.id);
                const blocked = !isSelected && unavailable;
                const descId = `feat-${f.id}-desc`;
                return (
                  // A card around one checkbox button that holds just the name (its ::after covers the
                  // card): the checkbox's accessible name is its visible text.
                  <li
                    key={f.id}
                    className={cn(
                      'relative flex h-full w-full items-start gap-3 rounded-lg border p-4 text-left transition-colors',
                      CARD_FOCUS_RING,
                      // Dashed and greyed, not faded: opacity took the Conflict badge and the text under 4.5:1.
                      isSelected ? SELECTED : blocked ? 'border-dashed border-border bg-muted/60 hover:border-border' : 'border-border bg-card hover:border-primary/60',
                    )}
                  >
                    <span
                      className={cn(
                        'mt-0.5 flex h-5 w-5 shrink-0 items-center justify-center rounded border',
                        isSelected ? 'border-primary bg-primary text-primary-foreground' : 'border-border bg-background',
                      )}
                      aria-hidden
                    >
                      {isSelected && <Check className="h-3.5 w-3.5" />}
                    </span>
                    <span className="flex min-w-0 flex-col gap-1.5">
                      <span className="flex flex-wrap items-center gap-1.5">
                        <button
                          type="button"
                          role="checkbox"
                          aria-checked={isSelected}
                          aria-describedby={descId}
                          aria-disabled={blocked || undefined}
                          disabled={disabled || (unavailable && !isSelected)}
                          onClick={() => {
                            if (disabled) return;
                            if (!isSelected && conflicts.length > 0) {
                              onChooseAlternative([f.id], conflicts);
                              return notify.info(`${f.name} replaces ${alternativeTo}`, 'A project has one of these; undo to keep the one you had.', {
                                action: { label: 'Undo', onClick: () => onChooseAlternative(conflicts, [f.id]) },
                              });
                            }
                            if (blocked) return;
                            onToggle(f.id);
                          }}
                          className={cn(CARD_BUTTON, 'font-medium')}
                        >
                          {f.name}
                        </button>
                        {f.recommended && <Badge variant="secondary">Recommended</Badge>}
                        {isFramework && framework === f.id && <Badge variant="outline">Base framework</Badge>}
                        {unavailable && <Badge variant="outline">Coming soon</Badge>}
                        {conflict && <Badge variant="destructive">Conflict</Badge>}
                        {alternativeTo && <Badge variant="outline">Alternative to {alternativeTo}</Badge>}
                        {!isSelected && autoAdded.has(f.id) && <Badge variant="outline">Auto-added</Badge>}
                      </span>
                      <span id={descId} className="text-sm text-muted-foreground">
                        {f.description}
                        {alternativeTo && <span className="sr-only"> An alternative to {alternativeTo}: choosing it replaces that one.</span>}
                        {unavailable && <span className="sr-only"> Not available yet.</span>}
                      </span>
                    </span>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </section>
  );
}
