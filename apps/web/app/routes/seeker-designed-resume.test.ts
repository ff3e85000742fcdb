import type { AccountUser, PortalLoadContext, ProfilePageData, SeekerServiceView } from "@portal/contracts";
import { BRAND_BY_ID, emptyProfileData, SITE_BY_ID } from "@portal/domain";
import { describe, expect, it } from "vitest";
import { loader } from "./seeker-designed-resume.ts";

const SEEKER = {
  id: "seeker-1",
  role: "seeker",
  name: "Kavya Nair",
  email: "kavya@example.com",
  mobile: null,
} as unknown as AccountUser;

function service(serviceId: SeekerServiceView["serviceId"], overrides: Partial<SeekerServiceView> = {}) {
  return {
    id: `service-${serviceId}`,
    serviceId,
    planId: `${serviceId}-30`,
    orderId: "order-1",
    orderNumber: "IN-2026-000001",
    state: "active",
    startsAt: "2026-11-01T00:00:00Z",
    endsAt: "2026-12-01T00:00:00Z",
    endedReason: null,
    dueAt: null,
    revisionsAllowed: null,
    revisionsUsed: 0,
    daysLeft: 3,
    marks: serviceId === "featured-profile" ? ["featured"] : ["featured", "highlighted"],
    ...overrides,
  } satisfies SeekerServiceView;
}

const PROFILE_PAGE: ProfilePageData = {
  profiles: [],
  current: {
    id: "profile-1",
    name: "Main",
    isDefault: true,
    createdAt: "2026-01-01T00:00:00Z",
    updatedAt: "2026-01-01T00:00:00Z",
    data: emptyProfileData(),
    groupUpdatedAt: {},
    resumeId: null,
  },
  score: null,
};

function call(
  path: string,
  options: { user?: AccountUser | null; services?: SeekerServiceView[]; page?: ProfilePageData },
) {
  const context = {
    site: SITE_BY_ID.india,
    brand: BRAND_BY_ID.jobnest,
    session: { user: options.user === undefined ? SEEKER : options.user },
    services: {
      subscriptions: { list: async () => options.services ?? [] },
      profiles: { pageData: async () => options.page ?? PROFILE_PAGE },
    },
  } as unknown as PortalLoadContext;
  const url = new URL(path, "https://in.example.com");
  const lang = url.pathname.match(/^\/(hi|ar)\//)?.[1];
  return loader({
    params: lang ? { lang } : {},
    request: new Request(url),
    context,
  } as unknown as Parameters<typeof loader>[0]);
}

/** What a loader threw: a redirect (a Response) or React Router's `data(…, { status })`. */
async function thrown(promise: Promise<unknown>): Promise<{ status: number; location: string | null }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return { status: error.status, location: error.headers.get("Location") };
    const init = (error as { init?: ResponseInit }).init;
    return { status: init?.status ?? 0, location: null };
  }
  throw new Error("the loader did not refuse");
}

describe("/seeker/subscriptions/designed-resume.pdf", () => {
  it("sends a guest to the login page, to come back here", async () => {
    const refusal = await thrown(call("/seeker/subscriptions/designed-resume.pdf", { user: null }));
    expect(refusal.status).toBe(302);
    expect(refusal.location).toBe(
      `/rio/login?returnUrl=${encodeURIComponent("/seeker/subscriptions/designed-resume.pdf")}`,
    );
  });

  it("is not there without a running highlighter: Featured Profile alone, or one that ended", async () => {
    for (const services of [
      [],
      [service("featured-profile")],
      [service("profile-highlighter", { state: "ended", marks: ["highlighted"] })],
      [service("profile-highlighter", { state: "scheduled", marks: ["highlighted"] })],
    ]) {
      expect((await thrown(call("/seeker/subscriptions/designed-resume.pdf", { services }))).status).toBe(
        404,
      );
    }
  });

  it("sends a seeker without a profile to make one", async () => {
    const refusal = await thrown(
      call("/ar/seeker/subscriptions/designed-resume.pdf", {
        services: [service("career-booster")],
        page: { ...PROFILE_PAGE, current: null },
      }),
    );
    expect(refusal).toEqual({ status: 302, location: "/ar/seeker/profile" });
  });

  it("answers the PDF in the template asked for, as a private download", async () => {
    const response = await call("/hi/seeker/subscriptions/designed-resume.pdf?template=modern", {
      services: [service("profile-highlighter", { marks: ["highlighted"] })],
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    // The profile has no personal details yet: the account's name stands in.
    expect(response.headers.get("Content-Disposition")).toContain('filename="resume-kavya-nair-modern.pdf"');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe("%PDF-");

    const other = await call("/seeker/subscriptions/designed-resume.pdf?template=unknown", {
      services: [service("career-booster")],
    });
    expect(other.headers.get("Content-Disposition")).toContain("-classic.pdf");
  });
});
