// The feedback route (app/api/v1/feedback): the body is the schema the handler parses with.
import { FEEDBACK_COMMENT_MAX, FEEDBACK_RATINGS } from '@/lib/feedback/values';
import { feedbackCreatedSchema, feedbackRequestSchema } from '@/lib/schemas/feedback';
import { errorBodySchema } from '@/lib/schemas/errors';
import type { OpenApiRegistry } from '../registry';

export function registerFeedbackRoutes(api: OpenApiRegistry): void {
  api.tag('Feedback', 'How a generation went, rated after the download. Guests need no token.');
  const ErrorBody = api.schema('Error', errorBodySchema);
  const err = (description: string) => ({ description, schema: ErrorBody });

  api.route({
    method: 'post',
    path: '/api/v1/feedback',
    operationId: 'sendFeedback',
    summary: 'Rate a generated project',
    description:
      `A rating (${FEEDBACK_RATINGS.join(', ')}) and an optional comment of at most ${FEEDBACK_COMMENT_MAX} characters about a project ` +
      'just generated. A signed-in caller (session or bearer token) is linked to it. Limited per client address (RATE_LIMIT_FEEDBACK).',
    tags: ['Feedback'],
    auth: 'optional',
    body: api.schema('FeedbackRequest', feedbackRequestSchema, 'input'),
    bodyExample: { rating: 'excellent', comment: 'Built and ran on the first try.', projectName: 'my-api', framework: 'gin', features: ['postgresql', 'docker'] },
    responses: {
      201: { description: 'Stored', schema: api.schema('FeedbackCreated', feedbackCreatedSchema) },
      400: err('An unknown rating, framework or feature, a comment that is too long, or a body that is not JSON'),
      401: err('A bearer token that is invalid or expired'),
      413: err('The body is larger than MAX_BODY_BYTES'),
      429: { ...err('Too much feedback from this address'), headers: { 'Retry-After': { description: 'Seconds until the limit resets', schema: { type: 'integer' } } } },
    },
  });
}
