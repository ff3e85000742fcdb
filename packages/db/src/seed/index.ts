export { ARCHETYPES, type ArchetypeSpec, type Family, type Level, localiseSkill } from "./archetypes.ts";
export {
  type Catalogue,
  type CatalogueArchetype,
  type CatalogueTitle,
  loadCatalogue,
  portalSkillName,
  SITE_SHARES,
  type SiteGeography,
} from "./catalogue.ts";
export { companyCountFor, type SeedCompany } from "./companies.ts";
export { escapeHtml } from "./description.ts";
export { FIXED_COMPANIES, FIXED_JOB_CODES, FIXED_JOB_COUNT, fixedJobs } from "./fixed-jobs.ts";
export { CLOSED_SHARE, EXPIRED_SHARE, type SeedJob, UNDISCLOSED_SALARY_SHARE } from "./jobs.ts";
export { mulberry32 } from "./random.ts";
export { DEFAULT_SEED, type SeedDatabaseOptions, type SeedSummary, seedDatabase } from "./seed.ts";
export { type City, loadCities, plainPlaceName, sharedDataDir } from "./shared-data.ts";
