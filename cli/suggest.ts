// "Did you mean ...?" for an id the catalogue does not know: the closest ids by edit distance.
import { FEATURES, FRAMEWORKS } from '@/lib/catalogue/features';
import type { ValidationResult } from '@/lib/catalogue/validate';

function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length];
}

/** Catalogue ids close to `id`: a typo or two away (one for short ids), or sharing it as a part ("postgres"). */
export function closeMatches(id: string, candidates: readonly string[] = [...FRAMEWORKS, ...FEATURES.map((f) => f.id)]): string[] {
  const wanted = id.toLowerCase();
  const limit = wanted.length <= 3 ? 1 : Math.max(2, Math.floor(wanted.length / 3));
  return candidates
    .map((c) => ({ c, d: distance(wanted, c) }))
    .filter(({ c, d }) => d <= limit || (wanted.length >= 3 && (c.includes(wanted) || wanted.includes(c))))
    .sort((x, y) => x.d - y.d)
    .slice(0, 3)
    .map(({ c }) => c);
}

/** The validation with a "Did you mean" suggestion on each unknown id that resembles a catalogue id. */
export function withCloseMatches(validation: ValidationResult): ValidationResult {
  const errors = validation.errors.map((e) => {
    if (e.error_code !== 'UNKNOWN_FEATURE' && e.error_code !== 'INVALID_FRAMEWORK') return e;
    const matches = e.conflicting_features.flatMap((id) => closeMatches(id, e.error_code === 'INVALID_FRAMEWORK' ? FRAMEWORKS : undefined));
    return matches.length > 0 ? { ...e, suggestions: [`Did you mean ${matches.join(' or ')}?`, ...e.suggestions] } : e;
  });
  return { ...validation, errors };
}
