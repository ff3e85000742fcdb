/**
 * Every row we hold about one account, found from the database's own foreign keys (decision 052): the
 * user's row, the rows that point at it, the rows that point at those, and so on. A feature that adds a
 * table pointing at its seeker's rows is in the export and the deletion without a line written here.
 * Only the direction towards children is followed, so a job the seeker applied to or a company that
 * messaged them is named by id, never copied.
 */
import type pg from "pg";

interface ForeignKey {
  child: string;
  childColumn: string;
  parent: string;
  parentColumn: string;
  /** The SQL type of the key ("uuid", "bigint"), for the array its values are passed in. */
  type: string;
}

/**
 * Rows that point at the seeker's but are somebody else's record about them: a recruiter's private
 * notes on an application. They go with the application on deletion (the foreign key cascades), and
 * are not part of the seeker's export.
 */
export const OTHER_PEOPLES_TABLES: ReadonlySet<string> = new Set(["application_notes"]);

/**
 * Rows that name the account's e-mail address or mobile number without pointing at its row: written
 * before the account existed (a guest's job alert, callback request or event registration), or addressed to it (messages
 * waiting in the outbox, one-time codes, an address that bounced). The conditions read the account's
 * `the_email` (lower-cased), `the_mobile` ("+<code><digits>"), `the_code`, `the_digits` and `the_id`,
 * from ADDRESS_PARAMETERS_SQL.
 */
export const ADDRESSED_ROWS: readonly { table: string; where: string }[] = [
  { table: "job_alerts", where: "t.user_id IS NULL AND lower(t.email) = a.the_email" },
  { table: "event_registrations", where: "t.user_id IS NULL AND t.email = a.the_email" },
  {
    table: "callback_requests",
    // Also the seeker's own (their user id is only set null when the account goes: staff's lead is theirs).
    where: "t.user_id = a.the_id OR (t.dialling_code = a.the_code AND t.mobile_number = a.the_digits)",
  },
  { table: "outbox", where: "lower(t.recipient) = a.the_email OR t.recipient = a.the_mobile" },
  { table: "one_time_codes", where: "lower(t.destination) = a.the_email OR t.destination = a.the_mobile" },
  {
    table: "undeliverable_recipients",
    where: "lower(t.recipient) = a.the_email OR t.recipient = a.the_mobile",
  },
];

/** The account's addresses as a one-row relation `a`, from addressParameters' values. */
export const ADDRESS_PARAMETERS_SQL =
  "(SELECT $1::text AS the_email, $2::text AS the_mobile, $3::text AS the_code, $4::text AS the_digits, $5::uuid AS the_id) a";

/** The parameters of ADDRESSED_ROWS for a user's row. */
export function addressParameters(user: Record<string, unknown>): (string | null)[] {
  const code = typeof user.mobile_dialling_code === "string" ? user.mobile_dialling_code : null;
  const digits = typeof user.mobile_number === "string" ? user.mobile_number : null;
  return [
    String(user.email).toLowerCase(),
    code && digits ? `+${code}${digits}` : null,
    code,
    digits,
    String(user.id),
  ];
}

/** Columns that hold secrets or the storage's own keys: never exported. */
const SECRET_COLUMN = /(^|_)(hash|token|secret|key)$/;

export type TableRows = Map<string, Record<string, unknown>[]>;

let cachedKeys: Promise<ForeignKey[]> | undefined;

/** Single-column foreign keys of the public schema (the schema changes only with a migration). */
function foreignKeys(client: pg.ClientBase | pg.Pool): Promise<ForeignKey[]> {
  cachedKeys ??= client
    .query<ForeignKey>(
      `SELECT c.conrelid::regclass::text AS child, a.attname AS "childColumn",
              c.confrelid::regclass::text AS parent, pa.attname AS "parentColumn",
              format_type(pa.atttypid, pa.atttypmod) AS type
         FROM pg_constraint c
         JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
         JOIN pg_attribute pa ON pa.attrelid = c.confrelid AND pa.attnum = c.confkey[1]
        WHERE c.contype = 'f' AND cardinality(c.conkey) = 1
          AND c.connamespace = 'public'::regnamespace
        ORDER BY 1, 2`,
    )
    .then((result) => result.rows)
    .catch((error: unknown) => {
      cachedKeys = undefined;
      throw error;
    });
  return cachedKeys;
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The account's rows, table by table (`users` first), as JSON values. */
export async function rowsAbout(client: pg.ClientBase | pg.Pool, userId: string): Promise<TableRows> {
  const keys = await foreignKeys(client);
  const found: TableRows = new Map();
  const seen = new Map<string, Set<string>>();
  const add = (table: string, rows: Record<string, unknown>[]): Record<string, unknown>[] => {
    const known = seen.get(table) ?? new Set<string>();
    seen.set(table, known);
    const fresh = rows.filter((row) => {
      const text = JSON.stringify(row);
      if (known.has(text)) return false;
      known.add(text);
      return true;
    });
    if (fresh.length > 0) found.set(table, [...(found.get(table) ?? []), ...fresh]);
    return fresh;
  };
  const { rows } = await client.query<{ row: Record<string, unknown> }>(
    "SELECT to_jsonb(u) AS row FROM users u WHERE u.id = $1",
    [userId],
  );
  const user = rows[0]?.row;
  if (!user) return found;
  const waiting: { table: string; rows: Record<string, unknown>[] }[] = [
    { table: "users", rows: add("users", [user]) },
  ];
  for (const addressed of ADDRESSED_ROWS) {
    const named = await client.query<{ row: Record<string, unknown> }>(
      `SELECT to_jsonb(t) AS row FROM ${quoted(addressed.table)} t, ${ADDRESS_PARAMETERS_SQL} WHERE ${addressed.where}`,
      addressParameters(user),
    );
    waiting.push({
      table: addressed.table,
      rows: add(
        addressed.table,
        named.rows.map((r) => r.row),
      ),
    });
  }
  while (waiting.length > 0) {
    const { table, rows: parents } = waiting.shift() as { table: string; rows: Record<string, unknown>[] };
    for (const key of keys) {
      if (key.parent !== table || OTHER_PEOPLES_TABLES.has(key.child)) continue;
      const values = [...new Set(parents.map((row) => row[key.parentColumn]).filter((v) => v != null))];
      if (values.length === 0) continue;
      const children = await client.query<{ row: Record<string, unknown> }>(
        `SELECT to_jsonb(t) AS row FROM ${quoted(key.child)} t
          WHERE t.${quoted(key.childColumn)} = ANY($1::${key.type}[])`,
        [values],
      );
      const fresh = add(
        key.child,
        children.rows.map((r) => r.row),
      );
      if (fresh.length > 0) waiting.push({ table: key.child, rows: fresh });
    }
  }
  return found;
}

/** The rows as the owner downloads them: without secrets and storage keys. */
export function withoutSecrets(rows: TableRows): Record<string, Record<string, unknown>[]> {
  return Object.fromEntries(
    [...rows].map(([table, list]) => [
      table,
      list.map((row) =>
        Object.fromEntries(Object.entries(row).filter(([column]) => !SECRET_COLUMN.test(column))),
      ),
    ]),
  );
}

/** Files the rows name: every non-null `storage_key`, with the file's own name where the row keeps one. */
export function filesOf(rows: TableRows): { table: string; key: string; fileName: string | null }[] {
  const files: { table: string; key: string; fileName: string | null }[] = [];
  for (const [table, list] of rows) {
    for (const row of list) {
      if (typeof row.storage_key !== "string") continue;
      files.push({
        table,
        key: row.storage_key,
        fileName: typeof row.file_name === "string" ? row.file_name : null,
      });
    }
  }
  return files;
}
