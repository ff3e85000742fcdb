/*
 * npm installs drizzle-orm under packages/db only, so other workspaces cannot import it directly;
 * the query-building helpers they need come from here, in the very version the schema was built with.
 */
export {
  and,
  arrayContains,
  arrayOverlaps,
  asc,
  between,
  count,
  desc,
  eq,
  exists,
  gt,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  not,
  notInArray,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
export { isDatabaseReachable, isDatabaseUnavailable, keepClientErrorsHandled } from "./availability.ts";
export {
  type CreatePoolOptions,
  createDrizzle,
  createPool,
  type Database,
  DEFAULT_DATA_DIR,
  DEFAULT_EMBEDDED_PORT,
  DEFAULT_POOL_MAX,
  EMBEDDED_CREDENTIALS,
  MIGRATIONS_FOLDER,
  migrateDatabase,
  type OpenDatabaseOptions,
  openDatabase,
  type PortalDb,
  type Schema,
  STATEMENT_TIMEOUT_MS,
} from "./client.ts";
export { installJobQueue, JOB_QUEUE_SCHEMA, jobQueueDatabase } from "./job-queue.ts";
export type { SqlRow } from "./rows.ts";
export * from "./schema.ts";
export { inTransaction } from "./transaction.ts";
