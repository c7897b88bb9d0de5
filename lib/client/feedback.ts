// The Complete screen's feedback call, over apiJson of ./api. Not retried: a retried POST could store
// the same feedback twice; the error toast offers Retry instead.
import type { FeedbackCreated, FeedbackRequest } from '@/lib/schemas/feedback';
import { apiJson } from './api';

/** POST /api/v1/feedback: answers the thanks text. */
export function sendFeedback(body: FeedbackRequest): Promise<FeedbackCreated> {
  return apiJson<FeedbackCreated>('/api/v1/feedback', { method: 'POST', body });
}
