// Feedback on a generation from the Complete screen: stored for guests and signed-in users alike; admins
// read the figures in Analytics (lib/admin/stats).
import 'server-only';
import type { z } from 'zod';
import { getDb, schema } from '@/db';
import type { feedbackRequestSchema } from '@/lib/schemas/feedback';

type FeedbackInput = z.output<typeof feedbackRequestSchema>;

/** Stores one feedback; a blank comment or project name is kept as none. */
export async function recordFeedback(input: FeedbackInput, userId: string | null): Promise<void> {
  const db = await getDb();
  await db.insert(schema.feedback).values({
    rating: input.rating,
    comment: input.comment || null,
    framework: input.framework,
    features: input.features,
    projectName: input.projectName || null,
    userId,
  });
}
