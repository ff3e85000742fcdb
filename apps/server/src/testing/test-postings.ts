/** Recruiters and job postings for tests: a confirmed recruiter of a new company, and a valid posting. */
import { randomUUID } from "node:crypto";
import { dayFromToday } from "@portal/domain";
import { expect } from "vitest";
import type { TestApp } from "./test-app.ts";
import { linkTokenIn, TestClient, waitForOutbox } from "./test-client.ts";

export interface Recruiter {
  client: TestClient;
  tag: string;
}

export interface RecruiterOptions {
  /** The site registered on; in.localhost unless said. */
  host?: string;
  /** The address's domain when it is not the company's (a free-mail recruiter). */
  emailDomain?: string;
  /** False leaves the address unconfirmed. */
  confirm?: boolean;
}

/** A company registered through the API by a recruiter whose address (on `emailDomain`, or the company's) is confirmed. */
export async function confirmedRecruiter(
  testApp: TestApp,
  options: RecruiterOptions = {},
): Promise<Recruiter> {
  const tag = randomUUID().slice(0, 8);
  const domain = `post-${tag}.example.com`;
  const email = `hr.${tag}@${options.emailDomain ?? domain}`;
  const client = new TestClient(testApp.app, { host: options.host ?? "in.localhost" });
  const reply = await client.post("/api/employer/registration", {
    name: "Hiring Person",
    email,
    password: "Hire@2026x",
    companyName: `Posting Works ${tag}`,
    website: domain,
    industry: "IT - Software / Software Services",
    size: "11-50",
    city: "Pune",
  });
  expect(reply.statusCode).toBe(200);
  if (options.confirm !== false) {
    const mail = await waitForOutbox(testApp.pool, email, { template: "verify-email" });
    const verified = await client.post("/api/rio/email/verify-link", { token: linkTokenIn(mail.text) });
    expect(verified.statusCode).toBe(200);
  }
  return { client, tag };
}

/** A whole, valid posting for India whose title carries `tag`; `overrides` change any field. */
export function posting(tag: string, overrides: Record<string, unknown> = {}) {
  return {
    title: `Ledger Analyst ${tag}`,
    locations: ["बेंगलुरु", "Pune"],
    experienceMin: 2,
    experienceMax: 5,
    salaryMin: 600_000,
    salaryMax: 900_000,
    currencyCode: "INR",
    salaryTerms: "annual",
    jobCode: "",
    skills: ["reactjs", "Accounting"],
    itSkills: [{ name: "Excel", version: "365", lastUsed: 2025 }],
    industryId: 1,
    functionId: 1,
    roleId: 101,
    qualification: "B.Com",
    description:
      "<p>Keep the books of our growing team, reconcile accounts every month and prepare reports for the finance lead.</p><script>alert(1)</script>",
    workMode: "hybrid",
    jobType: "full-time",
    vacancies: 2,
    expiresOn: dayFromToday(30),
    ...overrides,
  };
}
