/**
 * The jobs feature's reads for browse pages and sitemaps (contract:
 * apps/web/app/features/browse/browse-service.ts).
 * Every query is bounded by an index: companies by their unique slug, jobs by primary-key range or by
 * the site's open-jobs index, so sitemaps stay fast at a million jobs and never hold them all.
 */

import type { BrowseServiceContract } from "@portal/contracts";
import type { SiteId } from "@portal/domain";
import type pg from "pg";
import { IS_LIVE } from "./job-rows.ts";

export function createBrowseService(pool: pg.Pool): BrowseServiceContract {
  return {
    async findCompany(siteId: SiteId, slug: string) {
      const { rows } = await pool.query<{ name: string; slug: string }>(
        `SELECT c.name, c.slug FROM companies c
         WHERE c.slug = $1 AND EXISTS (SELECT 1 FROM jobs j WHERE j.company_id = c.id AND j.site_id = $2)`,
        [slug, siteId],
      );
      return rows[0] ?? null;
    },

    async companySlugs(names) {
      if (names.length === 0) return new Map();
      const { rows } = await pool.query<{ name: string; slug: string }>(
        "SELECT name, slug FROM companies WHERE name = ANY($1::text[]) ORDER BY id",
        [names],
      );
      const slugs = new Map<string, string>();
      // Two employers may share a name; the oldest keeps it, as in every list the portal shows.
      for (const row of rows) if (!slugs.has(row.name)) slugs.set(row.name, row.slug);
      return slugs;
    },

    async jobIdRange() {
      const { rows } = await pool.query<{ min_id: string | null; max_id: string | null }>(
        "SELECT min(id) AS min_id, max(id) AS max_id FROM jobs",
      );
      const row = rows[0];
      return {
        minId: row?.min_id == null ? null : Number(row.min_id),
        maxId: row?.max_id == null ? null : Number(row.max_id),
      };
    },

    async latestPostedAt(siteId) {
      const { rows } = await pool.query<{ posted_at: Date | null }>(
        "SELECT max(posted_at) AS posted_at FROM jobs WHERE site_id = $1 AND status = 'open'",
        [siteId],
      );
      return rows[0]?.posted_at?.toISOString() ?? null;
    },

    async openJobPages(siteId, afterId, beforeId, limit) {
      const { rows } = await pool.query<{ id: string; slug: string; updated_at: Date }>(
        `SELECT j.id, j.slug, j.updated_at FROM jobs j
         WHERE j.id > $2 AND j.id < $3 AND j.site_id = $1 AND ${IS_LIVE}
         ORDER BY j.id LIMIT $4`,
        [siteId, afterId, beforeId, limit],
      );
      return rows.map((row) => ({
        id: Number(row.id),
        slug: row.slug,
        updatedAt: row.updated_at.toISOString(),
      }));
    },
  };
}
