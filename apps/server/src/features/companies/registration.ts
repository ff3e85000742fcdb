/**
 * A company as its first recruiter registers it: the row, under a slug of its own. Runs inside the
 * caller's transaction (the accounts feature creates the recruiter in the same one).
 */
import type { CompanySize, SiteId } from "@portal/domain";
import { slugify } from "@portal/domain";
import type pg from "pg";

export interface NewCompany {
  name: string;
  website: string;
  domain: string;
  industryName: string;
  size: CompanySize;
  siteId: SiteId;
  city: string;
  address: string | null;
}

/** Whether a company already registered the website's domain (one company per domain). */
export async function companyWithDomainExists(
  client: pg.Pool | pg.PoolClient,
  domain: string,
): Promise<boolean> {
  const { rows } = await client.query("SELECT 1 FROM companies WHERE domain = $1", [domain]);
  return rows.length > 0;
}

/**
 * Inserts the company; null when another took its domain first (the unique index decides between two
 * registrations at once). The slug is the name's, with a number when that is taken (also by a
 * registration committed meanwhile: the insert then tries the next number).
 */
export async function insertCompany(
  client: pg.PoolClient,
  company: NewCompany,
): Promise<{ id: number; slug: string } | null> {
  const base = slugify(company.name) || "company";
  const { rows: taken } = await client.query<{ slug: string }>(
    "SELECT slug FROM companies WHERE slug = $1 OR slug LIKE $1 || '-%'",
    [base],
  );
  const used = new Set(taken.map((row) => row.slug));
  let suffix = 1;
  const nextSlug = () => {
    let slug = suffix === 1 ? base : `${base}-${suffix}`;
    while (used.has(slug)) {
      suffix += 1;
      slug = `${base}-${suffix}`;
    }
    used.add(slug);
    return slug;
  };
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const slug = nextSlug();
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO companies (slug, name, industry_name, employer_type, website, domain, size, site_id, city, address)
       VALUES ($1, $2, $3, 'company', $4, $5, $6, $7, $8, $9)
       ON CONFLICT DO NOTHING
       RETURNING id`,
      [
        slug,
        company.name,
        company.industryName,
        company.website,
        company.domain,
        company.size,
        company.siteId,
        company.city,
        company.address,
      ],
    );
    const id = rows[0]?.id;
    if (id !== undefined) return { id, slug };
    if (await companyWithDomainExists(client, company.domain)) return null;
  }
  throw new Error(`No free slug for the company ${company.name}`);
}
