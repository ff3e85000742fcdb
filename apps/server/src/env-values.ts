/**
 * Readers of environment values shared by the configuration's parts (config.ts and the feature
 * configurations it spreads in): a yes/no and a JSON text checked against a schema.
 */
import { z } from "zod";

export const booleanFromEnv = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((value) => value === "true" || value === "1" || value === "yes");

/** A JSON text, parsed and then checked by `schema`; bad JSON is named as such. */
export function jsonText<T extends z.ZodType>(schema: T) {
  return z
    .string()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: "custom", message: "is not valid JSON" });
        return z.NEVER;
      }
    })
    .pipe(schema);
}
