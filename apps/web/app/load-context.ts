/**
 * The load context every loader and action receives is the server's `PortalLoadContext`
 * (@portal/contracts): site, session and the feature services, built per request by the server.
 */
import type { PortalLoadContext } from "@portal/contracts";

declare module "react-router" {
  interface AppLoadContext extends PortalLoadContext {}
}
