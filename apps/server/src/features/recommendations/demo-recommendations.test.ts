/** The demo seeker's recommendations: every list and the "not interested" page have something to show. */
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/test-app.ts";
import { TestClient } from "../../testing/test-client.ts";
import { DEMO_SEEKER, seedDemoAccounts } from "../accounts/index.ts";
import { seedDemoApplications } from "../applications/index.ts";
import { seedDemoProfiles } from "../profiles/index.ts";
import { seedDemoRecommendations } from "./demo-recommendations.ts";

const testApp = useTestApp();
let seeker: TestClient;

beforeAll(async () => {
  await seedDemoAccounts(testApp.pool);
  await seedDemoProfiles(testApp.pool);
  await seedDemoApplications(testApp.pool);
  await seedDemoRecommendations(testApp.pool);
  // A second start adds nothing.
  await seedDemoRecommendations(testApp.pool);
  seeker = new TestClient(testApp.app);
  await seeker.post("/api/rio/login", { email: DEMO_SEEKER.email, password: DEMO_SEEKER.password });
});

describe("demo recommendations", () => {
  it("fills recommended, suggested, network and not-interested lists, once", async () => {
    const recommended = (await seeker.get("/api/seeker/recommended-jobs?limit=5")).json().data;
    expect(recommended.basedOn).toBe("profile");
    expect(recommended.jobs.length).toBeGreaterThan(0);
    const suggested = (await seeker.get("/api/seeker/suggested-jobs")).json().data.jobs;
    expect(suggested.length).toBeGreaterThan(0);
    const network = (await seeker.get("/api/seeker/network-jobs?limit=20")).json().data.jobs as Array<{
      reasons: Array<{ kind: string }>;
    }>;
    expect(network.some((job) => job.reasons.some((reason) => reason.kind === "colleague"))).toBe(true);
    const hidden = (await seeker.get("/api/seeker/not-interested")).json().data;
    expect(hidden.jobs).toHaveLength(1);
    expect(hidden.companies).toHaveLength(1);
    const colleagues = await testApp.pool.query("SELECT 1 FROM users WHERE email LIKE 'demo.colleague%'");
    expect(colleagues.rowCount).toBe(8);
  });

  it("gives the demo seeker's applied jobs 'also applied to' jobs", async () => {
    const { rows } = await testApp.pool.query<{ job_id: string }>(
      `SELECT a.job_id FROM applications a JOIN users u ON u.id = a.user_id
       WHERE u.email = $1 AND a.status <> 'withdrawn' ORDER BY a.applied_at DESC LIMIT 1`,
      [DEMO_SEEKER.email],
    );
    const jobId = rows[0]?.job_id;
    const guest = new TestClient(testApp.app);
    const jobs = (await guest.get(`/api/jobs/${jobId}/also-applied`)).json().data.jobs;
    expect(jobs.length).toBeGreaterThan(0);
  });
});
