/**
 * The cities a job may be posted in: every GeoNames city of the site's countries (the reference list the
 * demo jobs come from, ../shared/data/geo/cities.csv, CC BY 4.0), found by any spelling the place lists
 * know ("Bangalore", "बेंगलुरु", "دبي") and stored under its GeoNames name with its state and country,
 * as search, facets and browse pages expect. Read once, on the first posting.
 */
import { canonicalPlaceName, nameKey, SITE_BY_ID, type SiteId } from "@portal/domain";

export interface DirectoryCity {
  name: string;
  state: string;
  countryCode: string;
}

export interface CityDirectory {
  /** The city a typed name stands for on the site, or null when the site has no such city. */
  find(siteId: SiteId, typed: string): Promise<DirectoryCity | null>;
}

/** A directory over `load()`'s cities; the biggest city keeps a name two cities share. */
export function createCityDirectory(
  load: () => Promise<ReadonlyArray<DirectoryCity & { population: number }>>,
): CityDirectory {
  let byCountry: Promise<Map<string, Map<string, DirectoryCity>>> | undefined;
  const index = () => {
    byCountry ??= load().then((cities) => {
      const countries = new Map<string, Map<string, DirectoryCity>>();
      for (const city of [...cities].sort((a, b) => b.population - a.population)) {
        let names = countries.get(city.countryCode);
        if (!names) {
          names = new Map();
          countries.set(city.countryCode, names);
        }
        const key = nameKey(city.name);
        if (!names.has(key))
          names.set(key, { name: city.name, state: city.state, countryCode: city.countryCode });
      }
      return countries;
    });
    return byCountry;
  };
  return {
    async find(siteId, typed) {
      const countries = await index();
      const key = nameKey(canonicalPlaceName(typed) ?? typed);
      if (!key) return null;
      for (const countryCode of SITE_BY_ID[siteId].countries) {
        const city = countries.get(countryCode)?.get(key);
        if (city) return city;
      }
      return null;
    },
  };
}
