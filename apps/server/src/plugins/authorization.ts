/**
 * Who may call what, decided by route group when the route is registered, so a route cannot forget it:
 * /api/seeker/… is for seekers only, /api/employer/… for recruiters only, /api/staff/… for staff only,
 * /api/account/… for anyone logged in. A route outside those groups may ask for a role with `config: { access }`; a route inside a
 * group may open itself to everyone only by saying `config: { access: "public" }` (the employer login and
 * registration, the staff login).
 *
 * Anonymous callers get 401; a caller of the other role gets 403. Data that belongs to another user is a
 * matter for the services, which look it up by owner and answer 404 (see `requireUser`).
 */

import type { AccountUser } from "@portal/contracts";
import { AppError } from "@portal/contracts";
import type { AccountRole } from "@portal/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";

export type RouteAccess = "public" | "user" | AccountRole;

declare module "fastify" {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

const GROUPS: ReadonlyArray<readonly [prefix: string, access: RouteAccess]> = [
  ["/api/seeker/", "seeker"],
  ["/api/employer/", "recruiter"],
  ["/api/staff/", "staff"],
  ["/api/account/", "user"],
];

export function accessForRoute(url: string, configured: RouteAccess | undefined): RouteAccess {
  const group = GROUPS.find(([prefix]) => url.startsWith(prefix))?.[1];
  if (group && configured === "public") return "public";
  return group ?? configured ?? "public";
}

/** The logged-in user, or a 401. */
export function requireUser(request: FastifyRequest): AccountUser {
  if (!request.user) throw new AppError("UNAUTHENTICATED", "unauthenticated");
  return request.user;
}

export function checkAccess(request: FastifyRequest, access: RouteAccess): void {
  if (access === "public") return;
  const user = requireUser(request);
  if (access !== "user" && user.role !== access) throw new AppError("FORBIDDEN", "forbidden");
}

export const authorizationPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook("onRoute", (route) => {
      const access = accessForRoute(route.url, route.config?.access);
      if (access === "public") return;
      const check = async (request: FastifyRequest) => checkAccess(request, access);
      const existing = route.preValidation;
      // First in line, before the body is validated: nothing of the route (validation messages,
      // rate-limit counters) runs for a caller it refuses.
      route.preValidation = existing
        ? [check, ...(Array.isArray(existing) ? existing : [existing])]
        : [check];
    });
  },
  { name: "authorization", dependencies: ["session"] },
);
