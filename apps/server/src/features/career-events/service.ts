/**
 * Career events (spec: career events and publish). Staff of the content area write an event in the three
 * languages (its times in the site's time zone) and publish it; visitors see a site's published events
 * that have not ended and register — a seeker with their account, anyone else with a name and e-mail
 * address — once per address (a unique index: the same form sent twice is one registration). A
 * calendar file goes with each event, and a reminder is e-mailed the day before (reminders.ts).
 */
import {
  AppError,
  type CareerEvent,
  type CareerEventsContract,
  type StaffCareerEvent,
} from "@portal/contracts";
import { inTransaction, type PollText } from "@portal/db";
import {
  CAREER_EVENT_DESCRIPTION_MAX,
  CAREER_EVENT_KINDS,
  CAREER_EVENT_TEXT_MAX,
  type CareerEventKind,
  type FieldProblem,
  LANGUAGES,
  type Language,
  readEventGuest,
  SITE_BY_ID,
  type SiteId,
  zonedTimeToUtc,
} from "@portal/domain";
import { createEvent } from "ics";
import { LRUCache } from "lru-cache";
import type pg from "pg";
import { recordStaffAction, requireStaffArea } from "../../auth/staff.ts";
import type { RateLimiter } from "../../plugins/rate-limit.ts";

const REGISTRATIONS_PER_ADDRESS = { name: "event-register-ip-1h", limit: 30, windowSeconds: 3600 };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface EventRow {
  id: string;
  site_id: string;
  kind: CareerEventKind;
  title: PollText;
  description: PollText;
  starts_at: Date;
  ends_at: Date;
  place: string;
  published_at: Date | null;
}

function eventOf(row: EventRow, language: Language, isRegistered: boolean): CareerEvent {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title[language] || row.title.en,
    description: row.description[language] || row.description.en,
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    place: row.place,
    isRegistered,
  };
}

/** How long a site's upcoming events, as a guest sees them, are served from memory. */
const UPCOMING_FRESH_MS = 30_000;

export function createCareerEventsService(options: {
  pool: pg.Pool;
  rateLimiter: RateLimiter;
}): CareerEventsContract {
  const { pool } = options;
  // The home page lists them on every view; for guests the list is the same for a site and language.
  // Staff's changes here clear it; other processes see them within UPCOMING_FRESH_MS.
  const forGuests = new LRUCache<string, Promise<CareerEvent[]>>({ max: 200, ttl: UPCOMING_FRESH_MS });

  async function publishedEvent(
    db: pg.ClientBase | pg.Pool,
    siteId: string,
    id: string,
  ): Promise<EventRow | null> {
    if (!UUID.test(id)) return null;
    const { rows } = await db.query<EventRow>(
      "SELECT * FROM career_events WHERE id = $1 AND site_id = $2 AND published_at IS NOT NULL",
      [id, siteId],
    );
    return rows[0] ?? null;
  }

  async function registeredIds(
    viewer: { id: string; role: string } | null,
    ids: string[],
  ): Promise<Set<string>> {
    if (viewer?.role !== "seeker" || ids.length === 0) return new Set();
    const { rows } = await pool.query<{ event_id: string }>(
      "SELECT event_id FROM event_registrations WHERE user_id = $1 AND event_id = ANY($2::uuid[])",
      [viewer.id, ids],
    );
    return new Set(rows.map((row) => row.event_id));
  }

  async function staffEvent(db: pg.ClientBase | pg.Pool, id: string): Promise<StaffCareerEvent> {
    const { rows } = await db.query<EventRow & { registrations: number }>(
      `SELECT e.*, (SELECT count(*)::int FROM event_registrations r WHERE r.event_id = e.id) AS registrations
         FROM career_events e WHERE e.id = $1`,
      [id],
    );
    const row = rows[0];
    if (!row) throw new AppError("NOT_FOUND", "notFound");
    return {
      id: row.id,
      siteId: row.site_id,
      kind: row.kind,
      title: row.title,
      description: row.description,
      startsAt: row.starts_at.toISOString(),
      endsAt: row.ends_at.toISOString(),
      place: row.place,
      publishedAt: row.published_at?.toISOString() ?? null,
      registrations: row.registrations,
    };
  }

  /** The staff form: texts in every language, the day and times in the site's zone, the place. */
  function readEventForm(siteId: SiteId, input: Readonly<Record<string, unknown>>) {
    const problems: FieldProblem[] = [];
    const text = (name: string) => (typeof input[name] === "string" ? (input[name] as string).trim() : "");
    const texts = (field: string, max: number): PollText =>
      Object.fromEntries(
        LANGUAGES.map((language) => {
          const value = text(`${field}.${language}`);
          if (!value) problems.push({ field: `${field}.${language}`, messageKey: "pollTextRequired" });
          else if (value.length > max)
            problems.push({ field: `${field}.${language}`, messageKey: "tooLong", params: { max } });
          return [language, value];
        }),
      ) as PollText;
    const kind = text("kind");
    if (!(CAREER_EVENT_KINDS as readonly string[]).includes(kind))
      problems.push({ field: "kind", messageKey: "invalidValue" });
    const title = texts("title", CAREER_EVENT_TEXT_MAX);
    const description = texts("description", CAREER_EVENT_DESCRIPTION_MAX);
    const zone = SITE_BY_ID[siteId].timeZone;
    const startsAt = zonedTimeToUtc(text("date"), text("startTime"), zone);
    const endsAt = zonedTimeToUtc(text("date"), text("endTime"), zone);
    if (!startsAt) problems.push({ field: "startTime", messageKey: "invalidValue" });
    if (!endsAt || (startsAt && endsAt <= startsAt))
      problems.push({ field: "endTime", messageKey: "invalidValue" });
    const place = text("place");
    if (!place || place.length > 300)
      problems.push({ field: "place", messageKey: place ? "tooLong" : "invalidValue", params: { max: 300 } });
    if (problems.length > 0 || !startsAt || !endsAt)
      throw new AppError("VALIDATION", "validationFailed", { details: problems });
    return { kind: kind as CareerEventKind, title, description, startsAt, endsAt, place };
  }

  return {
    async upcoming(siteId, language, viewer, limit) {
      const read = async () => {
        const { rows } = await pool.query<EventRow>(
          `SELECT * FROM career_events WHERE site_id = $1 AND published_at IS NOT NULL AND ends_at > now()
            ORDER BY starts_at LIMIT $2`,
          [siteId, Math.max(1, Math.min(50, Math.trunc(limit)))],
        );
        const registered = await registeredIds(
          viewer,
          rows.map((row) => row.id),
        );
        return rows.map((row) => eventOf(row, language, registered.has(row.id)));
      };
      if (viewer?.role === "seeker") return read();
      const key = `${siteId}:${language}:${limit}`;
      let cached = forGuests.get(key);
      if (!cached) {
        cached = read();
        forGuests.set(key, cached);
        cached.catch(() => forGuests.delete(key));
      }
      return cached;
    },

    async get(siteId, language, id, viewer) {
      const row = await publishedEvent(pool, siteId, id);
      if (!row) return null;
      return eventOf(row, language, (await registeredIds(viewer, [row.id])).has(row.id));
    },

    async register(siteId, id, viewer, input, meta) {
      const row = await publishedEvent(pool, siteId, id);
      if (!row) throw new AppError("NOT_FOUND", "notFound");
      if (row.ends_at.getTime() <= Date.now()) throw new AppError("CONFLICT", "eventOver");
      let person: { name: string; email: string; userId: string | null };
      if (viewer?.role === "seeker") person = { name: viewer.name, email: viewer.email, userId: viewer.id };
      else {
        const read = readEventGuest(input);
        if (!read.ok) throw new AppError("VALIDATION", "validationFailed", { details: read.problems });
        person = { ...read.value, userId: null };
      }
      await options.rateLimiter.enforce([[REGISTRATIONS_PER_ADDRESS, meta.ip]]);
      const { rowCount } = await pool.query(
        `INSERT INTO event_registrations (event_id, user_id, name, email, language, origin)
         VALUES ($1, $2, $3, lower($4), $5, $6) ON CONFLICT (event_id, email) DO NOTHING`,
        [row.id, person.userId, person.name, person.email, meta.language, meta.origin],
      );
      return { isNew: (rowCount ?? 0) > 0 };
    },

    async calendar(siteId, language, id) {
      const row = await publishedEvent(pool, siteId, id);
      if (!row) throw new AppError("NOT_FOUND", "notFound");
      const event = eventOf(row, language, false);
      const isLink = /^https?:\/\//.test(row.place);
      const made = createEvent({
        uid: `${row.id}@career-events`,
        start: row.starts_at.getTime(),
        startInputType: "utc",
        startOutputType: "utc",
        end: row.ends_at.getTime(),
        endInputType: "utc",
        endOutputType: "utc",
        title: event.title,
        description: event.description,
        location: row.place,
        ...(isLink ? { url: row.place } : {}),
        status: "CONFIRMED",
        productId: "jobnest/career-events",
        alarms: [{ action: "display", description: event.title, trigger: { hours: 1, before: true } }],
      });
      if (made.error || !made.value) throw made.error ?? new Error("calendar file not made");
      return { fileName: `event-${row.starts_at.toISOString().slice(0, 10)}.ics`, body: made.value };
    },

    async staffList(staff, siteId) {
      requireStaffArea(staff, "content");
      const { rows } = await pool.query<{ id: string }>(
        "SELECT id FROM career_events WHERE site_id = $1 ORDER BY starts_at DESC LIMIT 50",
        [siteId],
      );
      return Promise.all(rows.map((row) => staffEvent(pool, row.id)));
    },

    async save(staff, siteId, id, input) {
      requireStaffArea(staff, "content");
      const form = readEventForm(siteId, input);
      return inTransaction(pool, async (client) => {
        const values = [
          form.kind,
          JSON.stringify(form.title),
          JSON.stringify(form.description),
          form.startsAt,
          form.endsAt,
          form.place,
        ];
        let eventId: string;
        if (id) {
          if (!UUID.test(id)) throw new AppError("NOT_FOUND", "notFound");
          const { rows } = await client.query<{ id: string }>(
            `UPDATE career_events SET kind = $1, title = $2, description = $3, starts_at = $4, ends_at = $5,
                    place = $6, updated_at = now()
              WHERE id = $7 AND site_id = $8 RETURNING id`,
            [...values, id, siteId],
          );
          if (!rows[0]) throw new AppError("NOT_FOUND", "notFound");
          eventId = rows[0].id;
        } else {
          const { rows } = await client.query<{ id: string }>(
            `INSERT INTO career_events (kind, title, description, starts_at, ends_at, place, site_id, created_by)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
            [...values, siteId, staff.id],
          );
          eventId = (rows[0] as { id: string }).id;
        }
        forGuests.clear();
        await recordStaffAction(client, staff, {
          area: "content",
          action: id ? "event.edit" : "event.create",
          target: eventId,
          details: { title: form.title.en },
        });
        return staffEvent(client, eventId);
      });
    },

    async publish(staff, id, isPublished) {
      requireStaffArea(staff, "content");
      if (!UUID.test(id)) throw new AppError("NOT_FOUND", "notFound");
      await inTransaction(pool, async (client) => {
        const { rowCount } = await client.query(
          `UPDATE career_events SET published_at = CASE WHEN $2 THEN coalesce(published_at, now()) END, updated_at = now()
            WHERE id = $1`,
          [id, isPublished],
        );
        if (!rowCount) throw new AppError("NOT_FOUND", "notFound");
        forGuests.clear();
        await recordStaffAction(client, staff, {
          area: "content",
          action: isPublished ? "event.publish" : "event.withdraw",
          target: id,
        });
      });
    },
  };
}
