/**
 * Promo codes as buyers find them and staff make them. Listed codes are offered on the cart page of
 * their sites (spec: promo codes list); every code can be typed in. Staff make codes with their terms
 * (percentage or amount off, minimum order, largest discount, sites, services, validity, limits, first
 * order only) and end them; a code is never edited or deleted, since orders keep its name and its
 * redemptions count against its limits.
 */
import {
  type AccountUser,
  AppError,
  type CartOwner,
  type NewPromoCode,
  type PromoOffer,
  type StaffPromoCode,
} from "@portal/contracts";
import { inTransaction } from "@portal/db";
import {
  CAREER_SERVICE_IDS,
  type FieldProblem,
  isSiteId,
  SITE_BY_ID,
  type SiteId,
  zonedTime,
} from "@portal/domain";
import type pg from "pg";
import { recordStaffAction, requireStaffArea } from "../../auth/staff.ts";
import { normaliseCode, type PromoRow, promoRefusal } from "./cart.ts";

const CODE_PATTERN = /^[A-Z0-9]{3,20}$/;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Far above any honest amount in any of the sites' currencies, in minor units. */
const MAX_AMOUNT_MINOR = 100_000_000;

interface StaffPromoRow extends PromoRow {
  listed: boolean;
  description: string;
  created_at: Date;
}

function offerOf(row: PromoRow, currency: string): PromoOffer {
  return {
    code: row.code,
    kind: row.kind,
    percentBasisPoints: row.percent_basis_points,
    flatMinor: row.flat_minor === null ? null : Number(row.flat_minor),
    currency,
    minOrderMinor: Number(row.min_order_minor),
    maxDiscountMinor: row.max_discount_minor === null ? null : Number(row.max_discount_minor),
    serviceIds: row.service_ids,
    firstOrderOnly: row.first_order_only,
    endsAt: row.ends_at?.toISOString() ?? null,
  };
}

/** The currency a code's amounts are in: its one site's, or none for a percentage on every site. */
function currencyOf(row: PromoRow): string {
  const siteId = row.site_ids?.length === 1 ? row.site_ids[0] : undefined;
  return siteId && isSiteId(siteId) ? SITE_BY_ID[siteId].currency : "";
}

function staffViewOf(row: StaffPromoRow, now = new Date()): StaffPromoCode {
  return {
    ...offerOf(row, currencyOf(row)),
    siteIds: row.site_ids,
    startsAt: row.starts_at.toISOString(),
    perSeekerLimit: row.per_seeker_limit,
    totalLimit: row.total_limit,
    usedCount: row.used_count,
    listed: row.listed,
    description: row.description,
    isActive:
      row.starts_at <= now &&
      (row.ends_at === null || row.ends_at > now) &&
      (row.total_limit === null || row.used_count < row.total_limit),
  };
}

/** A whole number from a form or JSON (an empty field is null); NaN when it is something else. */
function wholeNumber(value: unknown): number | null {
  if (value === undefined || value === null || value === "") return null;
  const number = typeof value === "number" ? value : Number(String(value).trim());
  return Number.isSafeInteger(number) ? number : Number.NaN;
}

/** The instant a site's day starts (midnight in its time zone; UTC for a code of every site). */
function dayStart(text: string, siteId: SiteId | null, addDays = 0): Date | null {
  const match = DAY_PATTERN.exec(text);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + addDays));
  if (Number.isNaN(date.getTime())) return null;
  const local = {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour: 0,
  };
  return siteId ? zonedTime(local, SITE_BY_ID[siteId].timeZone) : date;
}

function textOf(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}

/** The row to insert, or every problem found, each on its field. */
function parseNewCode(input: NewPromoCode, now: Date) {
  const problems: FieldProblem[] = [];
  const problem = (field: string, messageKey: string) => problems.push({ field, messageKey });
  const code = normaliseCode(input.code);
  if (!CODE_PATTERN.test(code)) problem("code", "promoCodeFormat");
  const kind = input.kind === "flat" ? "flat" : input.kind === "percent" ? "percent" : null;
  if (!kind) problem("kind", "invalidValue");
  const siteText = textOf(input.siteId);
  const siteId = siteText === "" ? null : isSiteId(siteText) ? siteText : undefined;
  if (siteId === undefined) problem("siteId", "invalidValue");

  let percentBasisPoints: number | null = null;
  if (kind === "percent") {
    const percent = Number(textOf(String(input.percent ?? "")).replace(",", "."));
    const basisPoints = Math.round(percent * 100);
    if (!(basisPoints >= 1 && basisPoints <= 10_000) || Math.abs(percent * 100 - basisPoints) > 1e-6)
      problem("percent", "promoPercentInvalid");
    else percentBasisPoints = basisPoints;
  }
  const flatMinor = kind === "flat" ? wholeNumber(input.flatMinor) : null;
  if (kind === "flat" && !(flatMinor !== null && flatMinor > 0 && flatMinor <= MAX_AMOUNT_MINOR))
    problem("flatMinor", "amountInvalid");
  const minOrderMinor = wholeNumber(input.minOrderMinor) ?? 0;
  if (!(minOrderMinor >= 0 && minOrderMinor <= MAX_AMOUNT_MINOR)) problem("minOrderMinor", "amountInvalid");
  const maxDiscountMinor = wholeNumber(input.maxDiscountMinor);
  if (maxDiscountMinor !== null && !(maxDiscountMinor > 0 && maxDiscountMinor <= MAX_AMOUNT_MINOR))
    problem("maxDiscountMinor", "amountInvalid");
  // Amounts are in one currency, so a code with any amount names exactly one site.
  if (siteId === null && (kind === "flat" || minOrderMinor > 0 || maxDiscountMinor !== null))
    problem("siteId", "promoAmountsNeedSite");

  const serviceIds = (Array.isArray(input.serviceIds) ? input.serviceIds : [input.serviceIds])
    .filter((id) => id !== undefined && id !== null && id !== "")
    .map(String);
  if (serviceIds.some((id) => !(CAREER_SERVICE_IDS as readonly string[]).includes(id)))
    problem("serviceIds", "invalidValue");

  const startsText = textOf(input.startsAt);
  const startsAt = startsText ? dayStart(startsText, siteId ?? null) : now;
  if (!startsAt) problem("startsAt", "invalidValue");
  const endsText = textOf(input.endsAt);
  // The last day counts whole: the code ends when the next day starts.
  const endsAt = endsText ? dayStart(endsText, siteId ?? null, 1) : null;
  if (endsText && !endsAt) problem("endsAt", "invalidValue");
  else if (endsAt && ((startsAt && endsAt <= startsAt) || endsAt <= now))
    problem("endsAt", "promoDatesInvalid");

  const perSeekerLimit = wholeNumber(input.perSeekerLimit);
  if (perSeekerLimit !== null && !(perSeekerLimit >= 1 && perSeekerLimit <= 1_000_000))
    problem("perSeekerLimit", "promoLimitInvalid");
  const totalLimit = wholeNumber(input.totalLimit);
  if (totalLimit !== null && !(totalLimit >= 1 && totalLimit <= 100_000_000))
    problem("totalLimit", "promoLimitInvalid");
  const description = textOf(input.description);
  if (description.length > 200) problem("description", "invalidValue");

  if (problems.length > 0) return { row: null, problems };
  return {
    problems,
    row: {
      code,
      kind,
      percentBasisPoints,
      flatMinor,
      siteIds: siteId ? [siteId] : null,
      serviceIds: serviceIds.length > 0 ? [...new Set(serviceIds)] : null,
      minOrderMinor,
      maxDiscountMinor,
      startsAt: startsAt ?? now,
      endsAt,
      perSeekerLimit,
      totalLimit,
      firstOrderOnly: input.firstOrderOnly === true || input.firstOrderOnly === "on",
      listed: input.listed === true || input.listed === "on",
      description,
    },
  };
}

export function createPromoCodeService(options: { pool: pg.Pool }) {
  const { pool } = options;

  async function staffCode(code: string): Promise<StaffPromoCode> {
    const { rows } = await pool.query<StaffPromoRow>("SELECT * FROM promo_codes WHERE code = $1", [code]);
    const row = rows[0];
    if (!row) throw new AppError("NOT_FOUND", "promoNotFound");
    return staffViewOf(row);
  }

  return {
    async offers(owner: CartOwner, siteId: SiteId): Promise<PromoOffer[]> {
      const { rows } = await pool.query<PromoRow>(
        `SELECT * FROM promo_codes
          WHERE listed AND starts_at <= now() AND (ends_at IS NULL OR ends_at > now())
            AND (site_ids IS NULL OR $1 = ANY (site_ids))
            AND (total_limit IS NULL OR used_count < total_limit)
          ORDER BY coalesce(flat_minor, 0) DESC, coalesce(percent_basis_points, 0) DESC, code
          LIMIT 20`,
        [siteId],
      );
      const currency = SITE_BY_ID[siteId].currency;
      const usable: PromoOffer[] = [];
      // Per seeker: what they used already, or a first-order code after a first order, is not offered.
      for (const row of rows)
        if ((await promoRefusal(pool, row, siteId, owner.user)) === null) usable.push(offerOf(row, currency));
      return usable;
    },

    async list(staff: AccountUser): Promise<StaffPromoCode[]> {
      requireStaffArea(staff, "catalogue");
      const { rows } = await pool.query<StaffPromoRow>(
        "SELECT * FROM promo_codes ORDER BY created_at DESC, code LIMIT 500",
      );
      const now = new Date();
      return rows.map((row) => staffViewOf(row, now));
    },

    async create(staff: AccountUser, input: NewPromoCode): Promise<StaffPromoCode> {
      requireStaffArea(staff, "catalogue");
      const { row, problems } = parseNewCode(input, new Date());
      if (!row)
        throw new AppError("VALIDATION", problems[0]?.messageKey ?? "invalidValue", { details: problems });
      const inserted = await inTransaction(pool, async (client) => {
        const made = await client.query(
          `INSERT INTO promo_codes (code, kind, percent_basis_points, flat_minor, site_ids, service_ids,
                                  min_order_minor, max_discount_minor, starts_at, ends_at, per_seeker_limit,
                                  total_limit, first_order_only, listed, description)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
         ON CONFLICT (code) DO NOTHING`,
          [
            row.code,
            row.kind,
            row.percentBasisPoints,
            row.flatMinor,
            row.siteIds,
            row.serviceIds,
            row.minOrderMinor,
            row.maxDiscountMinor,
            row.startsAt,
            row.endsAt,
            row.perSeekerLimit,
            row.totalLimit,
            row.firstOrderOnly,
            row.listed,
            row.description,
          ],
        );
        if (made.rowCount)
          await recordStaffAction(client, staff, {
            area: "catalogue",
            action: "promo.create",
            target: row.code,
            details: {
              kind: row.kind,
              percentBasisPoints: row.percentBasisPoints,
              flatMinor: row.flatMinor,
              listed: row.listed,
            },
          });
        return made;
      });
      if (inserted.rowCount === 0)
        throw new AppError("CONFLICT", "promoCodeTaken", {
          details: [{ field: "code", messageKey: "promoCodeTaken" }],
        });
      return staffCode(row.code);
    },

    async end(staff: AccountUser, code: string): Promise<StaffPromoCode> {
      requireStaffArea(staff, "catalogue");
      const normalised = normaliseCode(code);
      await inTransaction(pool, async (client) => {
        const ended = await client.query(
          "UPDATE promo_codes SET ends_at = now() WHERE code = $1 AND (ends_at IS NULL OR ends_at > now())",
          [normalised],
        );
        if (ended.rowCount)
          await recordStaffAction(client, staff, {
            area: "catalogue",
            action: "promo.end",
            target: normalised,
          });
      });
      return staffCode(normalised);
    },
  };
}

export type PromoCodeService = ReturnType<typeof createPromoCodeService>;
