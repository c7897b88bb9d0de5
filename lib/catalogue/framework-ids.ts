// The base frameworks' ids, apart from their catalogue entries (lib/catalogue/features.ts refuses to load
// when the two disagree): the wizard's first step tells frameworks from features with these, without
// loading the whole catalogue into the generator page.

export const FRAMEWORK_IDS = ['gin', 'echo', 'fiber', 'chi', 'stdlib'] as const;

/** A base framework id: one of the catalogue's frameworks. */
export type Framework = (typeof FRAMEWORK_IDS)[number];

export function isFramework(id: string): id is Framework {
  return (FRAMEWORK_IDS as readonly string[]).includes(id);
}
