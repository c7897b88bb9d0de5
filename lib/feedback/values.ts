// The values of feedback on a generation (spec section 3: 'Feedback rating values: excellent, good, okay,
// poor'), apart from their zod schemas (lib/schemas/feedback.ts): the wizard's Complete screen shows
// them, and a browser page that imported the schemas would carry zod (about 30 kB gzip) for three constants.
export const FEEDBACK_RATINGS = ['excellent', 'good', 'okay', 'poor'] as const;
export type FeedbackRating = (typeof FEEDBACK_RATINGS)[number];

export const FEEDBACK_COMMENT_MAX = 1000;

/** The answer to feedback, and the title of the thanks toast that follows it. */
export const FEEDBACK_THANKS = 'Thank you for your feedback!';
