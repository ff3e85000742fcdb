/**
 * How the free text of a search is read: as a sentence ("java jobs in pune for 3 years experience")
 * when the request does not already say where or how experienced, else as plain keywords.
 */
import { parseNaturalQuery, type SearchRequest, type SiteId } from "@portal/domain";

export interface UnderstoodRequest {
  /** The keywords to search for. */
  keywords: string;
  /** Places to search in: the request's, or the one the sentence named. */
  locations: string[];
  experience: number | undefined;
  /** The place as the sentence named it (the site's spelling), for `understood.location`. */
  location?: string;
  /** What came from the sentence rather than from the request's own fields. */
  fromQuery: { location?: string; experience?: number };
}

export async function understandQuery(
  request: SearchRequest,
  cityNames: (siteId: SiteId) => Promise<string[]>,
): Promise<UnderstoodRequest> {
  const query = request.query?.trim() ?? "";
  const locations = request.locations ?? [];
  const hasPlace = locations.length > 0;
  const hasYears = request.experience !== undefined;
  if (!query) {
    return { keywords: "", locations: [...locations], experience: request.experience, fromQuery: {} };
  }
  // A place named in the sentence is taken out of the keywords even when the request names its own
  // place, which then wins: "java jobs in pune" with Bengaluru chosen searches java in Bengaluru.
  const parsed = parseNaturalQuery(query, await cityNames(request.siteId));
  const location = hasPlace ? undefined : parsed.location;
  const experience = hasYears ? request.experience : parsed.experience;
  return {
    keywords: parsed.keywords,
    locations: location ? [location] : [...locations],
    experience,
    ...(location ? { location } : {}),
    fromQuery: {
      ...(location ? { location } : {}),
      ...(!hasYears && parsed.experience !== undefined ? { experience: parsed.experience } : {}),
    },
  };
}
