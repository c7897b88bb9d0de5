// The looks of the wizard's choice cards (frameworks, presets, features), in one place.

/**
 * The keyboard focus: a dark outline set off from the card by a gap, so it never reads as "selected"
 * (a teal border, a tinted card and a tick or a badge). A teal ring for both made a focused card look chosen.
 * outline-2 draws it solid: Tailwind's outline style is solid unless set otherwise.
 */
export const FOCUS_RING = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-foreground';

/** The same ring on a card whose button (CARD_BUTTON) has the keyboard focus. */
export const CARD_FOCUS_RING =
  'has-[button:focus-visible]:outline-2 has-[button:focus-visible]:outline-offset-2 has-[button:focus-visible]:outline-foreground';

/**
 * A card's one button: only the name inside (its accessible name is its visible text, WCAG 2.5.3), and an
 * ::after that covers the whole card, so a click anywhere on the card is a click on it.
 */
export const CARD_BUTTON =
  "text-left after:absolute after:inset-0 after:rounded-lg after:content-[''] focus-visible:outline-none disabled:cursor-not-allowed";

/** A chosen card. */
export const SELECTED = 'border-primary bg-primary/5 ring-1 ring-primary';
