/**
 * The experience select's options, made on the server and sent with the page's data: the reference
 * list they come from is shared with other forms, and loading it in the browser for one select would
 * cost every page its bytes.
 */
import { EXPERIENCE_YEARS } from "@portal/domain";
import { EXPERIENCE_SELECT_MAX_YEARS, type ExperienceOption } from "./search-params.ts";

export function experienceOptions(): ExperienceOption[] {
  return EXPERIENCE_YEARS.filter((option) => option.years <= EXPERIENCE_SELECT_MAX_YEARS).map((option) => ({
    value: option.id,
    years: option.years,
    isFresher: option.isFresher,
  }));
}
