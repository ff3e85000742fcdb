/**
 * A company's team through the API: an admin invites, the invitee accepts by the e-mailed link (with a
 * new account, or logged in), roles change, members leave or are removed, the company always keeps an
 * admin, and nobody reaches another company's team (404) or manages without being an admin (403).
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/test-app.ts";
import { linkTokenIn, TestClient, waitForOutbox } from "../../testing/test-client.ts";

const testApp = useTestApp();

async function registerCompany(): Promise<{ client: TestClient; domain: string; company: string }> {
  const tag = randomUUID().slice(0, 8);
  const domain = `team-${tag}.example.com`;
  const client = new TestClient(testApp.app);
  const company = `Team Works ${tag}`;
  const reply = await client.post("/api/employer/registration", {
    name: "Admin Person",
    email: `admin@${domain}`,
    password: "Hire@2026x",
    companyName: company,
    website: domain,
    industry: "IT - Software / Software Services",
    size: "11-50",
    city: "Pune",
  });
  expect(reply.statusCode).toBe(200);
  return { client, domain, company };
}

async function invite(admin: TestClient, email: string, role = "recruiter"): Promise<string> {
  const reply = await admin.post("/api/employer/team/invitations", { email, role });
  expect(reply.statusCode).toBe(200);
  const mail = await waitForOutbox(testApp.pool, email, { template: "company-invitation" });
  expect(mail.text).toMatch(/\/employer\/invitation\?token=/);
  return linkTokenIn(mail.text);
}

async function acceptAsNewPerson(token: string, name = "Colleague Person"): Promise<TestClient> {
  const client = new TestClient(testApp.app);
  const reply = await client.post("/api/employer/invitation/accept", { token, name, password: "Join@2026x" });
  expect(reply.statusCode).toBe(200);
  return client;
}

const errorMessage = (reply: { json(): { errors: { message: string }[] } }) =>
  reply.json().errors[0]?.message;

describe("a company's team", () => {
  it("invites by e-mail; the invitee accepts with a new account and joins with the role given", async () => {
    const { client: admin, domain, company } = await registerCompany();
    const email = `ravi@${domain}`;
    const token = await invite(admin, email);
    const preview = await new TestClient(testApp.app).get(`/api/public/invitations/${token}`);
    expect(preview.json().data).toEqual({
      companyName: company,
      email,
      role: "recruiter",
      hasAccount: false,
    });

    const colleague = await acceptAsNewPerson(token, "Ravi Kumar");
    const me = (await colleague.get("/api/employer/me")).json().data.user;
    expect(me).toMatchObject({ email, emailVerified: true, company: { name: company, role: "recruiter" } });

    const team = (await admin.get("/api/employer/team")).json().data;
    expect(team.members.map((member: { name: string; role: string }) => [member.name, member.role])).toEqual([
      ["Admin Person", "admin"],
      ["Ravi Kumar", "recruiter"],
    ]);
    expect(team.invitations).toEqual([]);
    // The link works once.
    expect((await new TestClient(testApp.app).get(`/api/public/invitations/${token}`)).statusCode).toBe(404);
    const again = await new TestClient(testApp.app).post("/api/employer/invitation/accept", {
      token,
      name: "Someone Else",
      password: "Join@2026x",
    });
    expect(again.statusCode).toBe(400);
    expect(errorMessage(again)).toBe("This link is not valid any more. Please ask for a new one.");
    // A member is not invited twice.
    const twice = await admin.post("/api/employer/team/invitations", { email, role: "admin" });
    expect(twice.statusCode).toBe(400);
    expect(errorMessage(twice)).toBe("This person already recruits for your company.");
  });

  it("lets only admins manage, and always keeps an admin", async () => {
    const { client: admin, domain } = await registerCompany();
    const colleague = await acceptAsNewPerson(await invite(admin, `meera@${domain}`));
    const team = (await admin.get("/api/employer/team")).json().data;
    const me = team.members.find((member: { isYou: boolean }) => member.isYou);
    const other = team.members.find((member: { isYou: boolean }) => !member.isYou);

    // A recruiter sees the team but not its invitations, and manages nothing.
    const seen = (await colleague.get("/api/employer/team")).json().data;
    expect(seen).toMatchObject({ isAdmin: false, invitations: [] });
    expect(seen.members).toHaveLength(2);
    expect(
      (await colleague.post("/api/employer/team/invitations", { email: `x@${domain}`, role: "recruiter" }))
        .statusCode,
    ).toBe(403);
    expect((await colleague.delete(`/api/employer/team/members/${me.userId}`)).statusCode).toBe(403);

    // The only admin can neither step down nor leave.
    const lastAdmin = "A company needs at least one admin: please make another member an admin first.";
    const demote = await admin.put(`/api/employer/team/members/${me.userId}/role`, { role: "recruiter" });
    expect(demote.statusCode).toBe(409);
    expect(errorMessage(demote)).toBe(lastAdmin);
    expect(errorMessage(await admin.post("/api/employer/team/leave", {}))).toBe(lastAdmin);

    // With a second admin, the first may leave; the company keeps its admin.
    expect(
      (await admin.put(`/api/employer/team/members/${other.userId}/role`, { role: "admin" })).statusCode,
    ).toBe(200);
    expect((await admin.post("/api/employer/team/leave", {})).statusCode).toBe(200);
    expect((await admin.get("/api/employer/me")).json().data.user.company).toBeNull();
    const left = (await colleague.get("/api/employer/team")).json().data;
    expect(left.members.map((member: { role: string }) => member.role)).toEqual(["admin"]);
  });

  it("answers 404 for another company's members and invitations, and changes nothing", async () => {
    const first = await registerCompany();
    const second = await registerCompany();
    await invite(first.client, `pending@${first.domain}`);
    const firstTeam = (await first.client.get("/api/employer/team")).json().data;
    const [invitation] = firstTeam.invitations;
    const [member] = firstTeam.members;
    expect((await second.client.delete(`/api/employer/team/invitations/${invitation.id}`)).statusCode).toBe(
      404,
    );
    expect((await second.client.delete(`/api/employer/team/members/${member.userId}`)).statusCode).toBe(404);
    expect(
      (await second.client.put(`/api/employer/team/members/${member.userId}/role`, { role: "recruiter" }))
        .statusCode,
    ).toBe(404);
    const after = (await first.client.get("/api/employer/team")).json().data;
    expect(after.invitations).toHaveLength(1);
    expect(after.members).toEqual(firstTeam.members);
  });

  it("asks an invitee with an account to log in as it, and one in another company to leave it first", async () => {
    const first = await registerCompany();
    const second = await registerCompany();
    // The second company's admin is invited to the first.
    const token = await invite(first.client, `admin@${second.domain}`);
    expect(
      (await new TestClient(testApp.app).get(`/api/public/invitations/${token}`)).json().data.hasAccount,
    ).toBe(true);
    const asGuest = await new TestClient(testApp.app).post("/api/employer/invitation/accept", {
      token,
      name: "Impostor",
      password: "Join@2026x",
    });
    expect(asGuest.statusCode).toBe(409);
    expect(errorMessage(asGuest)).toBe(
      "This invitation is for another e-mail address. Please log in with the address it was sent to.",
    );
    const asThemselves = await second.client.post("/api/employer/invitation/accept", { token });
    expect(asThemselves.statusCode).toBe(409);
    expect(errorMessage(asThemselves)).toBe(
      "You already recruit for another company. Please leave it first, then open this invitation again.",
    );
  });
});

describe("a company's own details", () => {
  it("an admin changes them and the public page says so at once; a recruiter may read but not change them", async () => {
    const { client: admin, domain, company } = await registerCompany();
    const details = (await admin.get("/api/employer/company")).json().data;
    expect(details).toMatchObject({ name: company, city: "Pune", canEdit: true, about: null });

    const refused = await admin.put("/api/employer/company", {
      industry: "Nothing like it",
      size: "11-50",
      city: "",
    });
    expect(refused.statusCode).toBe(400);
    expect(
      refused
        .json()
        .errors.map((error: { field: string }) => error.field)
        .sort(),
    ).toEqual(["city", "industry"]);

    const about = "We build accounting software for small shops.\n\nOffices in Pune and Mumbai.";
    const changed = await admin.put("/api/employer/company", {
      industry: "IT - Software / Software Services",
      size: "51-200",
      city: "Mumbai",
      address: "12 Link Road",
      about,
    });
    expect(changed.json().data).toMatchObject({ size: "51-200", city: "Mumbai", about, canEdit: true });
    const publicPage = (await new TestClient(testApp.app).get(`/api/companies/${details.slug}`)).json().data;
    expect(publicPage).toMatchObject({ about, size: "51-200", city: "Mumbai", address: "12 Link Road" });

    const colleague = await acceptAsNewPerson(await invite(admin, `viewer@${domain}`));
    expect((await colleague.get("/api/employer/company")).json().data.canEdit).toBe(false);
    expect(
      (
        await colleague.put("/api/employer/company", {
          industry: "IT - Software / Software Services",
          size: "1-10",
          city: "Pune",
        })
      ).statusCode,
    ).toBe(403);
  });
});
