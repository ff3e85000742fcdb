/** Where the autosuggest gets its suggestions: the engine's suggestion call (spec §7 "auto-fill"). */
import type { Suggestion, SuggestionKind } from "@portal/domain";
import { callApi } from "../../api/client";

export const SUGGESTION_LIMIT = 8;

/** Suggestions for the text, or null when the call failed or was overtaken (the list then stays as it is). */
export async function fetchSuggestions(
  text: string,
  kinds: readonly SuggestionKind[] | undefined,
  signal: AbortSignal,
): Promise<Suggestion[] | null> {
  try {
    const result = await callApi<Suggestion[]>("autoSuggest", {
      query: { query: text, kinds: kinds?.join(","), limit: SUGGESTION_LIMIT },
      signal,
    });
    return result.ok && Array.isArray(result.data) ? result.data : null;
  } catch {
    // A client without the call (an older page against a newer server) just offers no suggestions.
    return null;
  }
}
