export { ARCHETYPES, type ArchetypeSpec, type Family, type Level, localiseSkill } from "./archetypes";
export {
  type Catalogue,
  type CatalogueArchetype,
  type CatalogueTitle,
  loadCatalogue,
  portalSkillName,
  SITE_SHARES,
  type SiteGeography,
} from "./catalogue";
export { companyCountFor, type SeedCompany } from "./companies";
export { escapeHtml } from "./description";
export { FIXED_COMPANIES, FIXED_JOB_CODES, FIXED_JOB_COUNT, fixedJobs } from "./fixed-jobs";
export { CLOSED_SHARE, EXPIRED_SHARE, type SeedJob, UNDISCLOSED_SALARY_SHARE } from "./jobs";
export { mulberry32 } from "./random";
export { DEFAULT_SEED, type SeedDatabaseOptions, type SeedSummary, seedDatabase } from "./seed";
export { type City, loadCities, plainPlaceName, sharedDataDir } from "./shared-data";
