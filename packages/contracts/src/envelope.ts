/** The reply envelope of every JSON API route (DESIGN §4), as zod schemas for OpenAPI and serialisation. */
import { z } from "zod";

export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}

export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  errors: z.array(z.object({ code: z.string(), message: z.string(), field: z.string().optional() })),
});
