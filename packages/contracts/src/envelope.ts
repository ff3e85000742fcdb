/** The reply envelope of every JSON API route (DESIGN §4), as zod schemas for OpenAPI and serialisation. */
import { z } from "zod";

export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}

export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  errors: z.array(z.object({ code: z.string(), message: z.string(), field: z.string().optional() })),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** The error replies a route declares beside its success (`{ 200: …, ...errorReplies(400, 404) }`). */
export function errorReplies<Status extends number>(
  ...statuses: Status[]
): Record<Status, typeof errorEnvelopeSchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorEnvelopeSchema])) as Record<
    Status,
    typeof errorEnvelopeSchema
  >;
}
