/** Where the autosuggest gets its suggestions: the engine's auto-fill call (spec §7). */

import type { Suggestion, SuggestionKind } from "@portal/contracts";
import { callApi } from "../../api/client.ts";

export const SUGGESTION_LIMIT = 8;

/** Suggestions for the text, or null when the call failed or was overtaken (the list then stays as it is). */
export async function fetchSuggestions(
  text: string,
  kinds: readonly SuggestionKind[] | undefined,
  signal: AbortSignal,
): Promise<Suggestion[] | null> {
  const result = await callApi("autoSuggest", {
    query: { prefix: text, kinds: kinds && [...kinds], limit: SUGGESTION_LIMIT },
    signal,
  });
  return result.ok && Array.isArray(result.data) ? result.data : null;
}
