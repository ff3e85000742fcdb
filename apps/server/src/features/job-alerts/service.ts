/**
 * Job alerts (decision 036): creating, confirming, listing, changing and stopping them. A seeker's alert
 * goes to their account's address and is active at once; a guest's is `unconfirmed` until the link
 * e-mailed to the address is opened (double opt-in: nothing else is sent there before), and guests manage
 * theirs through signed links (a manage token per address and site, an unsubscribe token per alert).
 * The e-mails themselves are made by the alert runs (runs.ts).
 *
 * One address keeps at most JOB_ALERT_LIMITS.perAddressAndSite alerts on a site: a seeker over it is
 * asked which to replace; a guest's extra alert waits unconfirmed, and confirming it offers the
 * address's alerts to replace (only the address's owner, who opened the link, sees them).
 */
import {
  AppError,
  type CreateJobAlertInput,
  type JobAlert,
  type JobAlertConfirmed,
  type JobAlertCreated,
  type JobAlertList,
  type JobAlertOwner,
  type JobAlertsContract,
  MAX_SEARCH_LENGTH,
  type RequestMeta,
  type SearchServiceContract,
  type UpdateJobAlertInput,
} from "@portal/contracts";
import { inTransaction, type jobAlerts, type SqlRow } from "@portal/db";
import {
  type AlertFrequency,
  BRAND_BY_ID,
  DEFAULT_ALERT_FREQUENCY,
  type FieldProblem,
  isLanguage,
  isSiteId,
  isValidEmail,
  isValidName,
  JOB_ALERT_LIMITS,
  nextScheduledAlertRun,
  parseSearchParams,
  SITE_BY_ID,
  type SiteId,
  toSearchParams,
} from "@portal/domain";
import type pg from "pg";
import { safeEqual, sign } from "../../auth/secrets.ts";
import type { RateLimiter, RateLimitRule } from "../../plugins/rate-limit.ts";
import { forgetUndeliverable, type Notifier } from "../notifications/index.ts";
import { describeSearch } from "../saved-searches/index.ts";

/** Alerts made from one address (IP): enough for a family behind one router, not for a script. */
export const ALERT_CREATE_PER_IP: RateLimitRule = {
  name: "job-alerts-create-ip-1h",
  limit: 20,
  windowSeconds: 3600,
};
/** Confirmation e-mails to one address a day: nobody can flood someone else's mailbox. */
export const ALERT_CONFIRM_PER_ADDRESS: RateLimitRule = {
  name: "job-alerts-confirm-address-24h",
  limit: 5,
  windowSeconds: 86_400,
};
/** Changes to alerts by one owner. */
export const ALERT_WRITES_PER_OWNER: RateLimitRule = {
  name: "job-alerts-writes-15m",
  limit: 100,
  windowSeconds: 900,
};

export type JobAlertRow = SqlRow<typeof jobAlerts>;

export interface JobAlertsOptions {
  pool: pg.Pool;
  secret: string;
  notifier: Pick<Notifier, "send">;
  search: Pick<SearchServiceContract, "searchJobs">;
  rateLimiter: Pick<RateLimiter, "enforce">;
}

// ── Tokens ────────────────────────────────────────────────────────────────────────────────────────

export type AlertTokenPurpose = "alert-confirm" | "alert-unsubscribe";

export function alertToken(secret: string, purpose: AlertTokenPurpose, alertId: string): string {
  return `${alertId}.${sign(secret, purpose, alertId)}`;
}

function alertIdOfToken(secret: string, purpose: AlertTokenPurpose, token: string): string | null {
  const [alertId, signature, ...rest] = token.split(".");
  if (!alertId || !signature || rest.length > 0) return null;
  return safeEqual(signature, sign(secret, purpose, alertId)) ? alertId : null;
}

/** The token in every alert e-mail that lets the address's owner manage its alerts on a site. */
export function manageToken(secret: string, email: string, siteId: SiteId): string {
  const address = Buffer.from(email, "utf8").toString("base64url");
  return `${address}.${siteId}.${sign(secret, "alert-manage", email, siteId)}`;
}

function addressOfManageToken(secret: string, token: string): { email: string; siteId: SiteId } | null {
  const [address, siteId, signature, ...rest] = token.split(".");
  if (!address || !siteId || !signature || rest.length > 0 || !isSiteId(siteId)) return null;
  const email = Buffer.from(address, "base64url").toString("utf8");
  return safeEqual(signature, sign(secret, "alert-manage", email, siteId)) ? { email, siteId } : null;
}

function linkInvalid(): AppError {
  return new AppError("NOT_FOUND", "alertLinkInvalid");
}

// ── Searches ──────────────────────────────────────────────────────────────────────────────────────

/**
 * The alert's search in canonical form, or the field problems of the results page's codec. An alert
 * needs something to look for: keywords, a skill, a title or a company, not a place alone.
 */
export function alertSearch(
  search: string,
  siteId: SiteId,
): { search: string } | { problems: FieldProblem[] } {
  const text = search.trim().replace(/^\?/, "");
  if (text.length > MAX_SEARCH_LENGTH) {
    return { problems: [{ field: "query", messageKey: "tooLong", params: { max: MAX_SEARCH_LENGTH } }] };
  }
  const { request, errors } = parseSearchParams(new URLSearchParams(text), siteId);
  if (errors.length > 0) {
    return {
      problems: errors.map((error) => ({
        field: error.field,
        messageKey: error.code,
        ...(error.params ? { params: error.params } : {}),
      })),
    };
  }
  const hasKeywords = Boolean(
    request.query || request.skills?.length || request.designations?.length || request.companies?.length,
  );
  if (!hasKeywords) return { problems: [{ field: "query", messageKey: "searchKeywordRequired" }] };
  return { search: toSearchParams({ ...request, page: 1 }).toString() };
}

/** When an alert made or resumed now runs next: the site's next morning, or at once for instant alerts. */
export function firstRunOf(frequency: AlertFrequency, siteId: SiteId, now = new Date()): Date {
  return frequency === "instant" ? now : nextScheduledAlertRun(frequency, SITE_BY_ID[siteId].timeZone, now);
}

export function toJobAlert(row: JobAlertRow): JobAlert {
  const siteId = isSiteId(row.site_id) ? row.site_id : "india";
  const described = describeSearch(row.query, siteId);
  return {
    id: row.id,
    search: row.query,
    query: described.query,
    location: described.location,
    frequency: row.frequency,
    status: row.status,
    pausedBecause: row.paused_because,
    email: row.email,
    createdAt: row.created_at.toISOString(),
    lastSentAt: row.last_sent_at?.toISOString() ?? null,
    nextEmailAt:
      row.status === "active" && row.frequency !== "instant" ? row.next_run_at.toISOString() : null,
  };
}

const LIMIT = JOB_ALERT_LIMITS.perAddressAndSite;

export function createJobAlertsService(options: JobAlertsOptions): JobAlertsContract {
  const { pool, secret, notifier, search, rateLimiter } = options;

  async function ownedAlerts(owner: JobAlertOwner, siteId: SiteId): Promise<JobAlertRow[]> {
    if ("user" in owner) {
      const { rows } = await pool.query<JobAlertRow>(
        "SELECT * FROM job_alerts WHERE user_id = $1 AND site_id = $2 ORDER BY created_at DESC",
        [owner.user.id, siteId],
      );
      return rows;
    }
    const address = addressOfManageToken(secret, owner.manageToken);
    if (!address || address.siteId !== siteId) throw linkInvalid();
    const { rows } = await pool.query<JobAlertRow>(
      `SELECT * FROM job_alerts WHERE site_id = $1 AND email = $2 AND user_id IS NULL AND status <> 'unconfirmed'
        ORDER BY created_at DESC`,
      [siteId, address.email],
    );
    return rows;
  }

  /** The owner's alert, for a change; another's (or none) is not found, whatever its id. */
  async function ownedAlert(client: pg.ClientBase, owner: JobAlertOwner, id: string): Promise<JobAlertRow> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) throw new AppError("NOT_FOUND", "notFound");
    const { rows } = await client.query<JobAlertRow>("SELECT * FROM job_alerts WHERE id = $1 FOR UPDATE", [
      id,
    ]);
    const row = rows[0];
    if (!row) throw new AppError("NOT_FOUND", "notFound");
    if ("user" in owner) {
      if (row.user_id !== owner.user.id) throw new AppError("NOT_FOUND", "notFound");
    } else {
      const address = addressOfManageToken(secret, owner.manageToken);
      if (!address) throw linkInvalid();
      if (row.user_id !== null || row.email !== address.email || row.site_id !== address.siteId) {
        throw new AppError("NOT_FOUND", "notFound");
      }
    }
    return row;
  }

  function ownerSubject(owner: JobAlertOwner): string {
    return "user" in owner
      ? owner.user.id
      : (addressOfManageToken(secret, owner.manageToken)?.email ?? "unknown");
  }

  async function countMatching(siteId: SiteId, canonical: string): Promise<number> {
    const { request } = parseSearchParams(new URLSearchParams(canonical), siteId);
    const response = await search.searchJobs({ ...request, page: 1, pageSize: 1 });
    return response.total;
  }

  return {
    async create(user, input: CreateJobAlertInput, meta: RequestMeta): Promise<JobAlertCreated> {
      const siteId = meta.siteId;
      const problems: FieldProblem[] = [];
      const searched = alertSearch(input.search, siteId);
      if ("problems" in searched) problems.push(...searched.problems);
      const email = (user ? user.email : (input.email ?? "").trim()).toLowerCase();
      if (!user && !isValidEmail(email)) {
        problems.push({ field: "email", messageKey: email ? "invalidEmail" : "emailRequired" });
      }
      const name = user ? null : input.name?.trim() || null;
      if (name && !isValidName(name)) problems.push({ field: "name", messageKey: "invalidName" });
      if (problems.length > 0 || "problems" in searched) {
        throw new AppError("VALIDATION", "validationFailed", { details: problems });
      }
      await rateLimiter.enforce([
        [ALERT_CREATE_PER_IP, meta.ip],
        ...(user ? ([[ALERT_WRITES_PER_OWNER, user.id]] as const) : []),
      ]);
      const frequency = input.frequency ?? DEFAULT_ALERT_FREQUENCY;
      const language = isLanguage(meta.language) ? meta.language : "en";

      const row = await inTransaction(pool, async (client) => {
        if (user) {
          // One seeker's alerts change one at a time, so the limit holds under concurrent requests.
          await client.query("SELECT 1 FROM users WHERE id = $1 FOR UPDATE", [user.id]);
          if (input.replaceId) {
            await ownedAlert(client, { user }, input.replaceId);
            await client.query("DELETE FROM job_alerts WHERE id = $1", [input.replaceId]);
          }
          const { rows } = await client.query<{ count: number }>(
            "SELECT count(*)::int AS count FROM job_alerts WHERE site_id = $1 AND email = $2",
            [siteId, email],
          );
          if ((rows[0]?.count ?? 0) >= LIMIT) {
            throw new AppError("UNPROCESSABLE", "alertLimit", {
              details: [{ messageKey: "alertLimit", params: { max: LIMIT } }],
            });
          }
        }
        const { rows } = await client.query<JobAlertRow>(
          `INSERT INTO job_alerts (site_id, language, user_id, email, name, query, frequency, status, confirmed_at,
                                   next_run_at, brand_id, origin)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING *`,
          [
            siteId,
            language,
            user?.id ?? null,
            email,
            name,
            searched.search,
            frequency,
            user ? "active" : "unconfirmed",
            user ? new Date() : null,
            firstRunOf(frequency, siteId),
            meta.brand.id,
            meta.origin,
          ],
        );
        const created = rows[0];
        if (!created) throw new Error("job alert insert returned nothing");
        if (!user) {
          await rateLimiter.enforce([[ALERT_CONFIRM_PER_ADDRESS, `${siteId}:${email}`]]);
          const described = describeSearch(created.query, siteId);
          await notifier.send(
            {
              channel: "email",
              to: email,
              template: "job-alert-confirm",
              params: {
                name: name ?? "",
                search: [described.query, described.location].filter(Boolean).join(" · "),
                link: `${meta.origin}${language === "en" ? "" : `/${language}`}/seeker/job-alert-success?confirm=${alertToken(secret, "alert-confirm", created.id)}`,
              },
              siteId,
              brand: BRAND_BY_ID[meta.brand.id],
              language,
            },
            { client },
          );
        }
        return created;
      });
      return {
        alert: toJobAlert(row),
        needsConfirmation: row.status === "unconfirmed",
        matchingJobs: await countMatching(siteId, row.query),
      };
    },

    async created(id) {
      if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
      const { rows } = await pool.query<JobAlertRow>("SELECT * FROM job_alerts WHERE id = $1", [id]);
      const row = rows[0];
      if (!row || !isSiteId(row.site_id)) return null;
      return {
        alert: toJobAlert(row),
        needsConfirmation: row.status === "unconfirmed",
        matchingJobs: await countMatching(row.site_id, row.query),
      };
    },

    async confirm(token): Promise<JobAlertConfirmed> {
      const id = alertIdOfToken(secret, "alert-confirm", token);
      if (!id) throw linkInvalid();
      return inTransaction(pool, async (client) => {
        const { rows } = await client.query<JobAlertRow>(
          "SELECT * FROM job_alerts WHERE id = $1 FOR UPDATE",
          [id],
        );
        const row = rows[0];
        if (!row || !isSiteId(row.site_id)) throw linkInvalid();
        const manage = manageToken(secret, row.email, row.site_id);
        if (row.status !== "unconfirmed")
          return { alert: toJobAlert(row), replaceOneOf: null, manageToken: manage };
        // Confirmations of one address are made one at a time, so the limit holds.
        await client.query("SELECT pg_advisory_xact_lock(hashtext($1))", [
          `job-alerts:${row.site_id}:${row.email}`,
        ]);
        const others = await client.query<JobAlertRow>(
          `SELECT * FROM job_alerts WHERE site_id = $1 AND email = $2 AND status <> 'unconfirmed' AND id <> $3
            ORDER BY created_at DESC`,
          [row.site_id, row.email, row.id],
        );
        if (others.rows.length >= LIMIT) {
          return { alert: toJobAlert(row), replaceOneOf: others.rows.map(toJobAlert), manageToken: manage };
        }
        const updated = await client.query<JobAlertRow>(
          `UPDATE job_alerts SET status = 'active', confirmed_at = now(), updated_at = now(), matched_until = now(),
                  next_run_at = $2
            WHERE id = $1 RETURNING *`,
          [row.id, firstRunOf(row.frequency, row.site_id)],
        );
        // Opening the link proves the address works again.
        await forgetUndeliverable(client, row.email);
        return { alert: toJobAlert(updated.rows[0] as JobAlertRow), replaceOneOf: null, manageToken: manage };
      });
    },

    async list(owner, siteId): Promise<JobAlertList> {
      return { alerts: (await ownedAlerts(owner, siteId)).map(toJobAlert), limit: LIMIT };
    },

    async update(owner, id, changes: UpdateJobAlertInput): Promise<JobAlert> {
      await rateLimiter.enforce([[ALERT_WRITES_PER_OWNER, ownerSubject(owner)]]);
      return inTransaction(pool, async (client) => {
        const row = await ownedAlert(client, owner, id);
        if (!isSiteId(row.site_id)) throw new AppError("NOT_FOUND", "notFound");
        let query = row.query;
        if (changes.search !== undefined) {
          const searched = alertSearch(changes.search, row.site_id);
          if ("problems" in searched) {
            throw new AppError("VALIDATION", "validationFailed", { details: searched.problems });
          }
          query = searched.search;
        }
        const frequency = changes.frequency ?? row.frequency;
        let status = row.status;
        let pausedBecause = row.paused_because;
        if (changes.isPaused === true && status === "active") {
          status = "paused";
          pausedBecause = "owner";
        } else if (changes.isPaused === false && status === "paused") {
          status = "active";
          pausedBecause = null;
        }
        const resumed = row.status === "paused" && status === "active";
        const rescheduled = resumed || frequency !== row.frequency;
        const { rows } = await client.query<JobAlertRow>(
          `UPDATE job_alerts SET query = $2, frequency = $3, status = $4, paused_because = $5, updated_at = now(),
                  next_run_at = CASE WHEN $6 THEN $7::timestamptz ELSE next_run_at END,
                  matched_until = CASE WHEN $8 THEN now() ELSE matched_until END
            WHERE id = $1 RETURNING *`,
          [
            row.id,
            query,
            frequency,
            status,
            pausedBecause,
            rescheduled,
            firstRunOf(frequency, row.site_id),
            resumed,
          ],
        );
        return toJobAlert(rows[0] as JobAlertRow);
      });
    },

    async remove(owner, id): Promise<void> {
      await rateLimiter.enforce([[ALERT_WRITES_PER_OWNER, ownerSubject(owner)]]);
      await inTransaction(pool, async (client) => {
        const row = await ownedAlert(client, owner, id);
        await client.query("DELETE FROM job_alerts WHERE id = $1", [row.id]);
      });
    },

    async unsubscribe(token): Promise<JobAlert> {
      const id = alertIdOfToken(secret, "alert-unsubscribe", token);
      if (!id) throw linkInvalid();
      const { rows } = await pool.query<JobAlertRow>(
        `UPDATE job_alerts SET status = 'paused', paused_because = 'unsubscribed', updated_at = now()
          WHERE id = $1 AND status = 'active' RETURNING *`,
        [id],
      );
      if (rows[0]) return toJobAlert(rows[0]);
      const existing = await pool.query<JobAlertRow>("SELECT * FROM job_alerts WHERE id = $1", [id]);
      if (!existing.rows[0]) throw linkInvalid();
      return toJobAlert(existing.rows[0]);
    },

    async matchingJobs(siteId, searchText) {
      const searched = alertSearch(searchText, siteId);
      return "problems" in searched ? 0 : countMatching(siteId, searched.search);
    },
  };
}
