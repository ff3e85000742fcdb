/**
 * A recruiter registers with their company: the work address on the website's domain (or free mail),
 * one company per domain, every refusal with its message and nothing stored, and the company verified
 * only once a work address is confirmed by its link.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/test-app.ts";
import { linkTokenIn, TestClient, waitForOutbox } from "../../testing/test-client.ts";

const testApp = useTestApp();

function companyDetails(overrides: Record<string, string> = {}) {
  const tag = randomUUID().slice(0, 8);
  return {
    name: "Priya Raman",
    email: `priya@acme-${tag}.example.com`,
    password: "Hire@2026x",
    jobTitle: "Talent Acquisition Lead",
    companyName: `Acme Analytics ${tag}`,
    website: `https://www.acme-${tag}.example.com`,
    industry: "IT - Software / Software Services",
    size: "51-200",
    city: "Bengaluru",
    address: "12 MG Road",
    ...overrides,
  };
}

function fieldMessages(reply: { json(): { errors: { field?: string; message: string }[] } }) {
  return Object.fromEntries(reply.json().errors.map((error) => [error.field, error.message]));
}

async function companyCount(): Promise<number> {
  const { rows } = await testApp.pool.query<{ count: number }>(
    "SELECT count(*)::int AS count FROM companies",
  );
  return rows[0]?.count ?? 0;
}

describe("recruiter registration", () => {
  it("creates the company and its admin, logs them in, and verifies the company by the e-mailed link", async () => {
    const client = new TestClient(testApp.app);
    const details = companyDetails();
    const reply = await client.post("/api/employer/registration", details);
    expect(reply.statusCode).toBe(200);
    const user = reply.json().data.user;
    expect(user).toMatchObject({ role: "recruiter", emailVerified: false, email: details.email });
    expect(user.company).toMatchObject({ name: details.companyName, role: "admin" });
    const slug = user.company.slug as string;
    expect(slug).toMatch(/^acme-analytics-/);

    const page = async () => (await client.get(`/api/companies/${slug}`)).json().data;
    expect(await page()).toMatchObject({
      name: details.companyName,
      website: details.website,
      size: "51-200",
      city: "Bengaluru",
      isVerified: false,
      openJobs: 0,
    });

    const mail = await waitForOutbox(testApp.pool, details.email, { template: "verify-email" });
    const verified = await new TestClient(testApp.app).post("/api/rio/email/verify-link", {
      token: linkTokenIn(mail.text),
    });
    expect(verified.statusCode).toBe(200);
    expect((await page()).isVerified).toBe(true);
    expect((await client.get("/api/rio/session")).json().data.user.emailVerified).toBe(true);
  });

  it("lets a free-mail recruiter register, but that address never verifies the company", async () => {
    const client = new TestClient(testApp.app);
    const details = companyDetails({ email: `priya.${randomUUID().slice(0, 8)}@gmail.com` });
    const reply = await client.post("/api/employer/registration", details);
    expect(reply.statusCode).toBe(200);
    const slug = reply.json().data.user.company.slug as string;
    const mail = await waitForOutbox(testApp.pool, details.email, { template: "verify-email" });
    await new TestClient(testApp.app).post("/api/rio/email/verify-link", { token: linkTokenIn(mail.text) });
    expect((await client.get(`/api/companies/${slug}`)).json().data.isVerified).toBe(false);
  });

  it("refuses an address of another company's domain, and keeps nothing", async () => {
    const before = await companyCount();
    const reply = await new TestClient(testApp.app).post(
      "/api/employer/registration",
      companyDetails({ email: "priya@someone-else.example.org" }),
    );
    expect(reply.statusCode).toBe(400);
    expect(fieldMessages(reply)).toEqual({
      email:
        "Please use your work e-mail address on your company website's domain, or a personal address (your jobs are then checked before they go live).",
    });
    expect(await companyCount()).toBe(before);
  });

  it("sends a second recruiter of a registered domain to ask for an invitation", async () => {
    const first = companyDetails();
    expect((await new TestClient(testApp.app).post("/api/employer/registration", first)).statusCode).toBe(
      200,
    );
    const before = await companyCount();
    const domain = new URL(first.website).hostname.replace(/^www\./, "");
    const second = await new TestClient(testApp.app).post(
      "/api/employer/registration",
      companyDetails({ email: `ravi@${domain}`, website: domain, companyName: "Acme again" }),
    );
    expect(second.statusCode).toBe(409);
    expect(fieldMessages(second)).toEqual({
      website: "Your company is already registered with us. Please ask one of its admins to invite you.",
    });
    expect(await companyCount()).toBe(before);
  });

  it("tells every problem of the form at once, in the page's language", async () => {
    const reply = await new TestClient(testApp.app, { host: "gulf.localhost" }).post(
      "/api/employer/registration",
      { email: "priya@", website: "gmail.com", industry: "Astrology", size: "7" },
      { headers: { "x-language-code": "ar" } },
    );
    expect(reply.statusCode).toBe(400);
    const fields = Object.keys(fieldMessages(reply)).sort();
    expect(fields).toEqual([
      "city",
      "companyName",
      "email",
      "industry",
      "name",
      "password",
      "size",
      "website",
    ]);
    expect(fieldMessages(reply).website).toBe(
      "يرجى إدخال الموقع الإلكتروني الخاص بشركتك، لا موقع مزوّد بريد إلكتروني.",
    );
  });
});
