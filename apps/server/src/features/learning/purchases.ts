/**
 * Courses and bundles bought through the storefront (decision 051). A course or bundle goes into the cart
 * as a line of its own at the plan of its price tier (`course-t2`, `course-bundle-t3`), priced per site
 * by the storefront's catalogue: the tier is read here from the provider (through the cache), never taken
 * from the browser. Once the order is paid, the storefront's fulfilment hands this feature its lines:
 * each enrols the seeker at the provider under the reference `<order id>:<course or bundle>` (the
 * provider enrols once per reference) and is recorded in `learning_enrolments` in the fulfilment's
 * transaction, so a retried or repeated fulfilment enrols once. When the provider does not answer the
 * fulfilment fails and the queue tries again later; the order stays paid and unfulfilled until then.
 */
import { type AccountUser, AppError, type Cart, type CartOwner, type CourseOffer } from "@portal/contracts";
import { LEARNING_PRICE_TIERS, type SiteId } from "@portal/domain";
import type pg from "pg";
import type { Catalogues, Fulfiller } from "../storefront/index.ts";
import type { CourseService } from "./courses.ts";
import type { LearningProvider } from "./provider-client.ts";

export type CourseKind = "course" | "bundle";

/** The storefront service each kind is sold as. */
export const COURSE_SERVICE = { course: "course", bundle: "course-bundle" } as const;
const ITEM_ID = /^[a-z0-9-]{1,100}$/;

export interface CoursePurchaseDependencies {
  pool: pg.Pool;
  courses: CourseService;
  provider: Pick<LearningProvider, "enrol">;
  catalogues: Pick<Catalogues, "soldPlan">;
  /** The storefront's cart, for a line the server has priced (its `addItem`). */
  cart: {
    addItem(
      owner: CartOwner,
      siteId: SiteId,
      input: { planId: string; itemRef: string; itemTitle: string },
    ): Promise<Cart>;
  };
}

export function createCoursePurchases(options: CoursePurchaseDependencies) {
  const { pool, courses, provider, catalogues } = options;
  const planOf = (kind: CourseKind, tier: string) => `${COURSE_SERVICE[kind]}-${tier}`;

  async function itemOf(kind: CourseKind, id: string) {
    if (!ITEM_ID.test(id)) throw new AppError("NOT_FOUND", "notFound");
    const found = kind === "course" ? await courses.course(id) : await courses.bundle(id);
    if (!found.value) throw new AppError("NOT_FOUND", "notFound");
    return found.value;
  }

  /** Whether the seeker is enrolled already: in the course itself or a bundle holding it, or the bundle. */
  async function owns(userId: string, kind: CourseKind, id: string): Promise<boolean> {
    const { rows } = await pool.query(
      kind === "course"
        ? "SELECT 1 FROM learning_enrolments WHERE user_id = $1 AND $2 = ANY(course_ids) LIMIT 1"
        : "SELECT 1 FROM learning_enrolments WHERE user_id = $1 AND service_id = 'course-bundle' AND item_ref = $2 LIMIT 1",
      [userId, id],
    );
    return rows.length > 0;
  }

  const fulfil: Fulfiller = async (client, order) => {
    const { rows } = await client.query<{ email: string; name: string; language: string }>(
      "SELECT email, name, language FROM users WHERE id = $1",
      [order.userId],
    );
    const learner = rows[0];
    if (!learner) throw new Error(`order ${order.id}: its buyer is gone`);
    for (const item of order.items) {
      const done = await client.query(
        "SELECT 1 FROM learning_enrolments WHERE order_id = $1 AND item_ref = $2",
        [order.id, item.itemRef],
      );
      if (done.rows.length > 0) continue;
      const isBundle = item.serviceId === COURSE_SERVICE.bundle;
      // The provider enrols once per reference: a retry after a lost answer finds the same enrolment.
      const made = await provider.enrol({
        reference: `${order.id}:${item.itemRef}`,
        learner: { sub: order.userId, email: learner.email, name: learner.name, language: learner.language },
        ...(isBundle ? { bundleId: item.itemRef } : { courseIds: [item.itemRef] }),
      });
      const courseIds = isBundle
        ? ((await courses.bundle(item.itemRef)).value?.courseIds ?? [])
        : [item.itemRef];
      await client.query(
        `INSERT INTO learning_enrolments (order_id, item_ref, user_id, service_id, provider_enrolment_id, course_ids)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (order_id, item_ref) DO NOTHING`,
        [order.id, item.itemRef, order.userId, item.serviceId, made.id, courseIds],
      );
    }
  };

  return {
    /** A course's price per tier on the site, cheapest first (tiers the site does not sell left out). */
    coursePrices(siteId: SiteId): { tier: string; priceMinor: number }[] {
      return LEARNING_PRICE_TIERS.flatMap((tier) => {
        const plan = catalogues.soldPlan(siteId, planOf("course", tier));
        return plan ? [{ tier, priceMinor: plan.priceMinor }] : [];
      }).sort((a, b) => a.priceMinor - b.priceMinor);
    },

    /** Registered with the storefront's fulfilment for both services. */
    fulfillers: new Map<string, Fulfiller>([
      [COURSE_SERVICE.course, fulfil],
      [COURSE_SERVICE.bundle, fulfil],
    ]),

    /** The price of a course or bundle (by its tier) on the site, null when the site does not sell it. */
    async offer(
      user: AccountUser | null,
      siteId: SiteId,
      kind: CourseKind,
      id: string,
      priceTier: string,
    ): Promise<CourseOffer> {
      const plan = catalogues.soldPlan(siteId, planOf(kind, priceTier));
      return {
        priceMinor: plan?.priceMinor ?? null,
        listPriceMinor: plan?.listPriceMinor ?? null,
        owned: user?.role === "seeker" ? await owns(user.id, kind, id) : false,
      };
    },

    /** The course or bundle into the owner's cart at its tier's price; refused when owned or not sold. */
    async addToCart(owner: CartOwner, siteId: SiteId, kind: CourseKind, id: string): Promise<Cart> {
      const item = await itemOf(kind, id);
      const plan = catalogues.soldPlan(siteId, planOf(kind, item.priceTier));
      if (!plan) throw new AppError("CONFLICT", "courseNotSold");
      if (owner.user?.role === "seeker" && (await owns(owner.user.id, kind, id)))
        throw new AppError("CONFLICT", "courseOwned");
      return options.cart.addItem(owner, siteId, { planId: plan.id, itemRef: id, itemTitle: item.title });
    },
  };
}

export type CoursePurchases = ReturnType<typeof createCoursePurchases>;
