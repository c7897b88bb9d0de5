// Feedback on a generation as zod schemas, over its values (lib/feedback/values.ts): the handler parses
// with the request schema, and the OpenAPI document and the admin analytics derive from these.
import { z } from 'zod';
import { FEATURE_BY_ID, FRAMEWORKS, listText } from '@/lib/catalogue/features';
import { PROJECT_NAME_MAX } from '@/lib/catalogue/project-name';
import { FEEDBACK_COMMENT_MAX, FEEDBACK_RATINGS, FEEDBACK_THANKS } from '@/lib/feedback/values';

const ratingSchema = z.enum(FEEDBACK_RATINGS, { error: `rating must be one of ${FEEDBACK_RATINGS.join(', ')}` });

export const feedbackRequestSchema = z.object({
  rating: ratingSchema,
  comment: z
    .string({ error: 'comment must be a string' })
    .trim()
    .max(FEEDBACK_COMMENT_MAX, `comment must be at most ${FEEDBACK_COMMENT_MAX} characters`)
    .nullish()
    .describe(`Optional, at most ${FEEDBACK_COMMENT_MAX} characters; blank counts as none`),
  projectName: z
    .string({ error: 'projectName must be a string' })
    .trim()
    .max(PROJECT_NAME_MAX, `projectName must be at most ${PROJECT_NAME_MAX} characters`)
    .nullish()
    .describe('The project the feedback is about'),
  framework: z.enum(FRAMEWORKS, { error: `framework must be ${listText(FRAMEWORKS)}` }).describe('Base framework of the project'),
  features: z
    .array(
      z.string().refine((id) => FEATURE_BY_ID.has(id), 'unknown feature id'),
      { error: 'features must be a list of feature ids' },
    )
    .max(100)
    .default([])
    .describe('Feature ids of the project, as in GET /features'),
});
export type FeedbackRequest = z.input<typeof feedbackRequestSchema>;

export const feedbackCreatedSchema = z.object({ message: z.string().describe(`'${FEEDBACK_THANKS}'`) });
export type FeedbackCreated = z.infer<typeof feedbackCreatedSchema>;

/** What the admin analytics say of feedback. */
export const feedbackSummarySchema = z.object({
  total: z.number().int(),
  ratings: z
    .array(z.object({ rating: ratingSchema, count: z.number().int(), percent: z.number().describe('Share of all feedback, one decimal') }))
    .describe('Every rating, excellent to poor, zeros included'),
  recent_comments: z
    .array(
      z.object({
        id: z.string().describe('UUID'),
        rating: ratingSchema,
        comment: z.string(),
        framework: z.string(),
        project_name: z.string().nullable(),
        created_at: z.string().describe('ISO 8601'),
        user_email: z.string().nullable().describe('The signed-in author; null for guests and removed accounts'),
      }),
    )
    .describe('The ten newest feedbacks with a comment, newest first'),
});
export type FeedbackSummary = z.infer<typeof feedbackSummarySchema>;
