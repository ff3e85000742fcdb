/**
 * Role separation by route group, read from the route table so that routes added later are covered,
 * and the IDOR rule: another user's data is not found (404), never shown or changed.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { createRecruiterAccount } from "../features/accounts/index.ts";
import { useTestApp } from "../testing/test-app.ts";
import { registerSeeker, TestClient } from "../testing/test-client.ts";
import { accessForRoute } from "./authorization.ts";

const testApp = useTestApp();
let seeker: TestClient;
let recruiter: TestClient;
let guest: TestClient;

beforeAll(async () => {
  seeker = new TestClient(testApp.app);
  await registerSeeker(seeker);
  await createRecruiterAccount(testApp.pool, {
    email: "hiring@saranya.example.com",
    password: "Recruit123",
    name: "Meera Iyer",
    companyId: 1,
    siteId: "india",
  });
  recruiter = new TestClient(testApp.app);
  const login = await recruiter.post("/api/employer/login", {
    email: "hiring@saranya.example.com",
    password: "Recruit123",
  });
  expect(login.statusCode).toBe(200);
  guest = new TestClient(testApp.app);
  await guest.get("/api/rio/session");
});

function concrete(url: string): string {
  return url.replace(/:id\b/g, "00000000-0000-4000-8000-000000000000").replace(/:(\w+)/g, "x");
}

function routesWithAccess(access: string) {
  const seen = new Set<string>();
  return testApp.app.registeredRoutes.filter((route) => {
    const key = `${route.method} ${route.url}`;
    if (seen.has(key) || route.method === "HEAD") return false;
    seen.add(key);
    // A group route opened to everyone (the employer login and registration) says so itself.
    return accessForRoute(route.url, route.access === "public" ? "public" : undefined) === access;
  });
}

describe("route groups", () => {
  it("keeps seeker routes from guests (401) and recruiters (403)", async () => {
    const routes = routesWithAccess("seeker");
    expect(routes.length).toBeGreaterThanOrEqual(8);
    for (const route of routes) {
      const label = `${route.method} ${route.url}`;
      expect((await guest.send(route.method, concrete(route.url), { body: {} })).statusCode, label).toBe(401);
      expect((await recruiter.send(route.method, concrete(route.url), { body: {} })).statusCode, label).toBe(
        403,
      );
    }
  });

  it("keeps recruiter routes from guests (401) and seekers (403)", async () => {
    const routes = routesWithAccess("recruiter");
    expect(routes.length).toBeGreaterThanOrEqual(1);
    for (const route of routes) {
      const label = `${route.method} ${route.url}`;
      expect((await guest.send(route.method, concrete(route.url), { body: {} })).statusCode, label).toBe(401);
      expect((await seeker.send(route.method, concrete(route.url), { body: {} })).statusCode, label).toBe(
        403,
      );
    }
  });

  it("keeps account routes from guests (401) only", async () => {
    const routes = routesWithAccess("user");
    expect(routes.length).toBeGreaterThanOrEqual(3);
    for (const route of routes) {
      expect((await guest.send(route.method, concrete(route.url), { body: {} })).statusCode).toBe(401);
    }
  });

  it("lets each role reach its own routes", async () => {
    expect((await seeker.get("/api/seeker/registration")).statusCode).toBe(200);
    const me = await recruiter.get("/api/employer/me");
    expect(me.statusCode).toBe(200);
    expect(me.json().data.user.company).toEqual({
      id: 1,
      name: "Saranya Softech Pvt Ltd",
      slug: "saranya-softech",
      role: "recruiter",
    });
  });

  it("does not let a seeker log in on the employer login, nor a recruiter on the seeker one", async () => {
    const details = await registerSeeker(new TestClient(testApp.app));
    const asRecruiter = await new TestClient(testApp.app).post("/api/employer/login", {
      email: details.email,
      password: details.password,
    });
    expect(asRecruiter.statusCode).toBe(401);
    const asSeeker = await new TestClient(testApp.app).post("/api/rio/login", {
      email: "hiring@saranya.example.com",
      password: "Recruit123",
    });
    expect(asSeeker.statusCode).toBe(401);
  });

  it("refuses a recruiter the seeker registration", async () => {
    const reply = await recruiter.post("/api/registration/personal", {
      experienceType: "fresher",
      name: "Meera Iyer",
      diallingCode: "91",
      mobile: "9811111111",
      currentCity: "Pune",
    });
    expect(reply.statusCode).toBe(403);
  });
});

describe("another user's data (IDOR)", () => {
  it("answers 404 for another user's session and leaves it alone", async () => {
    const other = new TestClient(testApp.app);
    await registerSeeker(other);
    const otherSessions = (await other.get("/api/account/sessions")).json().data.sessions as { id: string }[];
    const otherId = otherSessions[0]?.id ?? "";

    const attempt = await seeker.delete(`/api/account/sessions/${otherId}`);
    expect(attempt.statusCode).toBe(404);
    expect(attempt.json().errors[0].message).toBe("We could not find what you were looking for.");
    expect((await other.get("/api/seeker/registration")).statusCode).toBe(200);

    const mine = (await seeker.get("/api/account/sessions")).json().data.sessions as { id: string }[];
    expect(mine.map((session) => session.id)).not.toContain(otherId);
  });

  it("shows and changes only the caller's own registration", async () => {
    const other = new TestClient(testApp.app);
    await registerSeeker(other, { currentCity: "Chennai" });
    await seeker.post("/api/seeker/registration/employment", {
      totalExperienceYears: "3",
      totalExperienceMonths: "0",
      designation: "Java Developer",
      company: "Acme",
      startMonth: "2022-01",
      noticePeriod: "30-days",
      salaryMode: "Annually",
      currentSalary: "900000",
    });
    const theirs = (await other.get("/api/seeker/registration")).json().data;
    expect(theirs.steps.employment).toBeUndefined();
    expect(theirs.steps.personal.currentCity).toBe("Chennai");
  });
});
