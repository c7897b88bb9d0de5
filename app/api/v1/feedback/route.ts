import { parseJson, route } from '@/lib/api/handler';
import { otherMethods } from '@/lib/api/methods';
import { json } from '@/lib/api/responses';
import { optionalUser } from '@/lib/auth/request';
import { recordFeedback } from '@/lib/feedback';
import { enforceFeedbackLimit } from '@/lib/rate-limit';
import { FEEDBACK_THANKS } from '@/lib/feedback/values';
import { feedbackRequestSchema } from '@/lib/schemas/feedback';

export const runtime = 'nodejs';

/** How a generation went, from the Complete screen; guests too. A signed-in caller is linked to it. */
export const POST = route(async (req) => {
  await enforceFeedbackLimit(req);
  const body = await parseJson(req, feedbackRequestSchema);
  const caller = await optionalUser(req);
  await recordFeedback(body, caller?.user.id ?? null);
  return json({ message: FEEDBACK_THANKS }, 201);
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
