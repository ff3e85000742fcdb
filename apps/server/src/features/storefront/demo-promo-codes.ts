/**
 * Promo codes of the demo (demo mode only): a welcome percentage for a first order on every site,
 * offered on the cart page, and a flat rupee amount off resume writing in India, to be typed in. Added once; a code already there is left as it is.
 */
import type pg from "pg";

export const DEMO_PROMO_CODES = [
  {
    code: "WELCOME10",
    kind: "percent",
    percentBasisPoints: 1000,
    flatMinor: null,
    siteIds: null,
    serviceIds: null,
    maxDiscountMinor: null,
    firstOrderOnly: true,
    perSeekerLimit: 1,
    listed: true,
    description: "10% off a first order",
  },
  {
    code: "RESUME500",
    kind: "flat",
    percentBasisPoints: null,
    flatMinor: 50_000,
    siteIds: ["india"],
    serviceIds: ["resume-writing", "linkedin-makeover"],
    maxDiscountMinor: null,
    firstOrderOnly: false,
    perSeekerLimit: 1,
    listed: false,
    description: "₹500 off resume writing or a LinkedIn makeover",
  },
] as const;

export async function seedDemoPromoCodes(pool: pg.Pool): Promise<void> {
  for (const code of DEMO_PROMO_CODES)
    await pool.query(
      `INSERT INTO promo_codes (code, kind, percent_basis_points, flat_minor, site_ids, service_ids,
                                max_discount_minor, first_order_only, per_seeker_limit, listed, description)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT (code) DO NOTHING`,
      [
        code.code,
        code.kind,
        code.percentBasisPoints,
        code.flatMinor,
        code.siteIds,
        code.serviceIds,
        code.maxDiscountMinor,
        code.firstOrderOnly,
        code.perSeekerLimit,
        code.listed,
        code.description,
      ],
    );
}
