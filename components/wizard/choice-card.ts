// The looks of the wizard's choice cards (frameworks, presets, features), in one place.

/**
 * The keyboard focus: a dark outline set off from the card by a gap, so it never reads as "selected"
 * (a teal border, a tinted card and a tick or a badge). A teal ring for both made a focused card look chosen.
 */
export const FOCUS_RING = 'focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-foreground';

/** A chosen card. */
export const SELECTED = 'border-primary bg-primary/5 ring-1 ring-primary';
