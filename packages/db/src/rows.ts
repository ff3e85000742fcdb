/**
 * Row types of hand-written SQL, taken from the schema rather than written again: `SqlRow<typeof users>`
 * is a `users` row as `pg` returns it for `SELECT *` (snake_case names, as in SQL), so a statement that
 * reads some columns is typed `Pick<SqlRow<typeof users>, "id" | "email">`. Columns computed by the
 * statement (`count(*)`, `AS has_password`) are added beside it.
 *
 * What `pg` returns differs from drizzle's own types in one place: 64-bit integers come back as text
 * (node-postgres does not parse int8, which can exceed a JavaScript number), so they are `string` here.
 */
import type { Column, Table } from "drizzle-orm";

/** The value `pg` returns for a column (its TypeScript type in the schema, but int8 as text). */
type WireValue<C extends Column> = C["_"]["columnType"] extends "PgBigInt53" | "PgBigInt64" | "PgBigSerial53"
  ? string
  : C["_"]["data"];

type ColumnValue<C extends Column> = C["_"]["notNull"] extends true ? WireValue<C> : WireValue<C> | null;

/** A row of `table` as hand-written SQL reads it: SQL column names, the schema's types. */
export type SqlRow<T extends Table> = {
  [Key in keyof T["_"]["columns"] as T["_"]["columns"][Key]["_"]["name"]]: ColumnValue<
    T["_"]["columns"][Key]
  >;
};
