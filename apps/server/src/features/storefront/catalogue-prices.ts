/**
 * Staff's prices of the catalogue (decision 048): a plan's price, "was" price and whether a site sells
 * it, and an add-on's price, per site, kept in `catalogue_price_changes` on top of the file. Every change
 * is a new row (who, when, what) and a line in the staff audit log, written in one transaction.
 *
 * Every page and cart reads the catalogue, so each process keeps it in memory and learns of a change
 * the way live message counts do: the change's transaction notifies `catalogue_prices`, and every
 * process listening reads the latest prices again (one statement, a few rows). A process that was not
 * listening (its connection lost) reads them again when it listens again. A cart's own statement also
 * reads the newest change's id, so a cart priced after a change is priced by it on any process, even
 * before the notification arrives; orders keep the amounts they were made with, whatever comes later.
 */
import {
  type AccountUser,
  AppError,
  type CataloguePriceChange,
  type CataloguePriceChanged,
  type StaffCatalogue,
} from "@portal/contracts";
import { inTransaction } from "@portal/db";
import {
  type CataloguePrice,
  type CataloguePriceOverride,
  cataloguePriceAfter,
  cataloguePriceProblems,
  isSiteId,
  SITE_BY_ID,
  SITES,
  type SiteId,
  type SitePriceList,
} from "@portal/domain";
import type { FastifyBaseLogger } from "fastify";
import type pg from "pg";
import { recordStaffAction, requireStaffArea } from "../../auth/staff.ts";
import {
  CATALOGUE_FILE,
  type Catalogues,
  cataloguesOver,
  readCatalogueFile,
  type SitePrices,
  sitePricesOf,
} from "./catalogue.ts";

export const CATALOGUE_PRICES_CHANNEL = "catalogue_prices";
const RELISTEN_MS = 1_000;
/** Changes are written one at a time, so their ids are committed in order (see the schema). */
const WRITE_LOCK = "catalogue-prices";
/** The resume score is given away (decision 046): it has no price for staff to set. */
const FREE_SERVICES: ReadonlySet<string> = new Set(["resume-score"]);

/** A catalogue read from the database's prices, kept current while it listens; `close` stops it. */
export interface LiveCatalogues extends Catalogues {
  close(): Promise<void>;
}

interface LatestRow {
  site_id: string;
  item_kind: "plan" | "add-on";
  item_id: string;
  currency: string;
  price_minor: number | null;
  list_price_minor: number | null;
}

/** The newest change's id and every item's latest change, in one statement (one snapshot). */
const LATEST_PRICES = `
  SELECT coalesce((SELECT max(id) FROM catalogue_price_changes), 0) AS version,
         coalesce((SELECT json_agg(latest) FROM (
                     SELECT DISTINCT ON (site_id, item_kind, item_id)
                            site_id, item_kind, item_id, currency, price_minor, list_price_minor
                       FROM catalogue_price_changes ORDER BY site_id, item_kind, item_id, id DESC) latest),
                  '[]') AS latest`;

function pricesBySite(json: unknown, latest: readonly LatestRow[]): ReadonlyMap<SiteId, SitePrices> {
  return new Map(
    SITES.map((site) => {
      // A price set in a currency the site no longer sells in means nothing there.
      const overrides: CataloguePriceOverride[] = latest
        .filter((row) => row.site_id === site.id && row.currency === site.currency)
        .map((row) => ({
          kind: row.item_kind,
          id: row.item_id,
          priceMinor: row.price_minor === null ? null : Number(row.price_minor),
          listPriceMinor: row.list_price_minor === null ? null : Number(row.list_price_minor),
        }));
      return [site.id, sitePricesOf(json, site.id, overrides)] as const;
    }),
  );
}

/**
 * The portal's catalogues: the file read once, staff's latest prices on top, read before the first
 * request and again after every change any process makes.
 */
export async function openCatalogues(options: {
  pool: pg.Pool;
  log: FastifyBaseLogger;
  file?: string;
}): Promise<LiveCatalogues> {
  const { pool, log } = options;
  const json = readCatalogueFile(options.file ?? CATALOGUE_FILE);
  // Swapped whole, so a request reads one version of every price.
  let current = { version: 0, bySite: pricesBySite(json, []) };
  let inFlight: Promise<void> | null = null;
  let listener: pg.PoolClient | null = null;
  let closed = false;

  async function load(db: pg.ClientBase | pg.Pool): Promise<void> {
    const { rows } = await db.query<{ version: string; latest: LatestRow[] }>(LATEST_PRICES);
    const version = Number(rows[0]?.version ?? 0);
    const bySite = pricesBySite(json, rows[0]?.latest ?? []);
    // Two reads may finish out of order: the newer one stays.
    if (version >= current.version) current = { version, bySite };
  }

  /** One read at a time; callers while it runs share it. */
  function loadOnce(db: pg.ClientBase | pg.Pool): Promise<void> {
    inFlight ??= load(db).finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  async function catchUp(db: pg.ClientBase | pg.Pool, version: number): Promise<void> {
    // A shared read may have started before `version` was committed: then one more.
    for (let tries = 0; current.version < version && tries < 3; tries++) await loadOnce(db);
  }

  /** A read that starts now, not one already under way (which may predate what it must see). */
  async function reload(): Promise<void> {
    await inFlight?.catch(() => {});
    await loadOnce(pool);
  }

  async function listen(): Promise<void> {
    if (closed) return;
    try {
      const client = await pool.connect();
      listener = client;
      client.on("notification", (message) => {
        if (message.channel !== CATALOGUE_PRICES_CHANNEL) return;
        catchUp(pool, Number(message.payload) || current.version + 1).catch((error) =>
          log.error({ err: error }, "catalogue prices not read again"),
        );
      });
      client.on("error", (error) => {
        // A dying connection may report several errors (a database shutting down): it goes back once.
        if (listener !== client) return;
        log.error({ err: error }, "catalogue price listener lost; listening again");
        listener = null;
        client.release(error);
        if (!closed) setTimeout(() => void listen(), RELISTEN_MS).unref();
      });
      await client.query(`LISTEN ${CATALOGUE_PRICES_CHANNEL}`);
      // Whatever changed while nobody listened.
      await reload();
    } catch (error) {
      log.error({ err: error }, "catalogue price listener could not start; trying again");
      listener = null;
      if (!closed) setTimeout(() => void listen(), RELISTEN_MS).unref();
    }
  }

  // The first read stops the start when the prices cannot be read, as a bad file does.
  await loadOnce(pool);
  void listen();

  return {
    ...cataloguesOver(() => current.bySite, { version: () => current.version, catchUp }),
    async close() {
      closed = true;
      const client = listener;
      listener = null;
      if (client) {
        await client.query(`UNLISTEN ${CATALOGUE_PRICES_CHANNEL}`).catch(() => {});
        client.release();
      }
      await inFlight?.catch(() => {});
    },
  };
}

function priceOf(list: SitePriceList, kind: "plan" | "add-on", itemId: string): CataloguePrice {
  if (kind === "add-on")
    return {
      priceMinor: list.addOns.find((addOn) => addOn.id === itemId)?.priceMinor ?? null,
      listPriceMinor: null,
    };
  const plan = list.plans.find((entry) => entry.id === itemId);
  return { priceMinor: plan?.priceMinor ?? null, listPriceMinor: plan?.listPriceMinor ?? null };
}

function samePrice(a: CataloguePrice, b: CataloguePrice): boolean {
  return a.priceMinor === b.priceMinor && a.listPriceMinor === b.listPriceMinor;
}

/** An amount from a page or the API: null when none was given; NaN (refused) when it is not a number. */
function amountOf(value: unknown): number | null {
  if (value === undefined || value === null || value === "") return null;
  return typeof value === "number" ? value : Number.NaN;
}

export function createCataloguePrices(options: { pool: pg.Pool; catalogues: Catalogues }) {
  const { pool, catalogues } = options;

  async function staffCatalogue(staff: AccountUser, siteId: SiteId): Promise<StaffCatalogue> {
    requireStaffArea(staff, "catalogue");
    // Staff see the database's prices, even in the moment before this process hears of a change.
    const { rows } = await pool.query<{
      version: string;
      changes: { item_kind: string; item_id: string; created_at: string; staff_name: string }[];
    }>(
      `SELECT coalesce((SELECT max(id) FROM catalogue_price_changes), 0) AS version,
              coalesce((SELECT json_agg(latest) FROM (
                          SELECT DISTINCT ON (item_kind, item_id) item_kind, item_id, created_at, staff_name
                            FROM catalogue_price_changes WHERE site_id = $1 AND currency = $2
                           ORDER BY item_kind, item_id, id DESC) latest), '[]') AS changes`,
      [siteId, SITE_BY_ID[siteId].currency],
    );
    await catalogues.catchUp(pool, Number(rows[0]?.version ?? 0));
    const changes = new Map(
      (rows[0]?.changes ?? []).map((row) => [
        `${row.item_kind}:${row.item_id}`,
        { at: new Date(row.created_at).toISOString(), by: row.staff_name },
      ]),
    );
    const list = catalogues.prices(siteId);
    return {
      siteId,
      currency: list.currency,
      plans: list.plans
        .filter((plan) => !FREE_SERVICES.has(plan.serviceId))
        .map((plan) => ({
          id: plan.id,
          serviceId: plan.serviceId,
          level: plan.level,
          durationDays: plan.durationDays,
          revisions: plan.revisions,
          deliveryDays: plan.deliveryDays,
          sessions: plan.sessions,
          addOnIds: [...plan.addOnIds],
          priceMinor: plan.priceMinor,
          listPriceMinor: plan.listPriceMinor,
          lastChange: changes.get(`plan:${plan.id}`) ?? null,
        })),
      addOns: list.addOns.map((addOn) => ({
        id: addOn.id,
        serviceIds: [...addOn.serviceIds],
        priceMinor: addOn.priceMinor,
        lastChange: changes.get(`add-on:${addOn.id}`) ?? null,
      })),
    };
  }

  async function changeCataloguePrice(
    staff: AccountUser,
    input: CataloguePriceChange,
  ): Promise<CataloguePriceChanged> {
    requireStaffArea(staff, "catalogue");
    const siteId = typeof input.siteId === "string" && isSiteId(input.siteId) ? input.siteId : null;
    const kind = input.kind === "plan" || input.kind === "add-on" ? input.kind : null;
    const itemId = typeof input.itemId === "string" ? input.itemId : "";
    const list = siteId ? catalogues.prices(siteId) : null;
    const known =
      kind === "plan"
        ? list?.plans.some((plan) => plan.id === itemId && !FREE_SERVICES.has(plan.serviceId))
        : list?.addOns.some((addOn) => addOn.id === itemId);
    if (!siteId || !kind || !list || !known) throw new AppError("NOT_FOUND", "catalogueItemUnknown");
    const terms = {
      sold: input.sold === true,
      priceMinor: amountOf(input.priceMinor),
      listPriceMinor: amountOf(input.listPriceMinor),
    };
    const problems = cataloguePriceProblems(kind, terms);
    if (problems.length > 0)
      throw new AppError("VALIDATION", problems[0]?.messageKey ?? "invalidValue", { details: problems });
    const after = cataloguePriceAfter(kind, terms);

    const written = await inTransaction(pool, async (client) => {
      await client.query("SELECT pg_advisory_xact_lock(hashtext($1))", [WRITE_LOCK]);
      // Under the lock no other change can commit: read up to the newest, then compare with it.
      const { rows } = await client.query<{ version: string }>(
        "SELECT coalesce(max(id), 0) AS version FROM catalogue_price_changes",
      );
      await catalogues.catchUp(client, Number(rows[0]?.version ?? 0));
      const before = priceOf(catalogues.prices(siteId), kind, itemId);
      if (input.expected && !samePrice(before, input.expected))
        throw new AppError("CONFLICT", "cataloguePriceChangedMeanwhile");
      if (samePrice(before, after)) return { changed: false, before, version: 0 };
      const inserted = await client.query<{ id: string }>(
        `INSERT INTO catalogue_price_changes (site_id, item_kind, item_id, currency, price_minor, list_price_minor,
                                             staff_id, staff_name)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
        [siteId, kind, itemId, list.currency, after.priceMinor, after.listPriceMinor, staff.id, staff.name],
      );
      const id = inserted.rows[0]?.id ?? "0";
      await recordStaffAction(client, staff, {
        area: "catalogue",
        action: "price.change",
        target: `${itemId} (${siteId})`,
        details: {
          currency: list.currency,
          oldPriceMinor: before.priceMinor,
          newPriceMinor: after.priceMinor,
          ...(kind === "plan"
            ? { oldListPriceMinor: before.listPriceMinor, newListPriceMinor: after.listPriceMinor }
            : {}),
        },
      });
      // Delivered to every listening process when this transaction commits.
      await client.query("SELECT pg_notify($1, $2)", [CATALOGUE_PRICES_CHANNEL, id]);
      return { changed: true, before, version: Number(id) };
    });
    // This process prices by the change from its answer on, without waiting for the notification.
    await catalogues.catchUp(pool, written.version);
    return {
      changed: written.changed,
      before: written.before,
      after,
      catalogue: await staffCatalogue(staff, siteId),
    };
  }

  return { staffCatalogue, changeCataloguePrice };
}

export type CataloguePriceService = ReturnType<typeof createCataloguePrices>;
