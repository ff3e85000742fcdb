/**
 * Paying in the sandbox gateway as a browser would: its hosted page, the buyer's choice, then the
 * browser's return to the portal (which applies the outcome). For the storefront's tests.
 */
import { expect } from "vitest";
import type { TestClient } from "./test-client.ts";

/** Follows the sandbox's page from `redirectUrl` (checkout's answer) with `outcome`; the order page path. */
export async function payInSandbox(
  client: TestClient,
  redirectUrl: string,
  outcome: "paid" | "failed" | "pending",
): Promise<{ returnPath: string; query: URLSearchParams; orderPath: string }> {
  const url = new URL(redirectUrl);
  expect(url.pathname).toBe("/sandbox-gateway/pay");
  const page = await client.get(`${url.pathname}${url.search}`);
  expect(page.statusCode).toBe(200);
  const chosen = await client.post(url.pathname, {
    p: url.searchParams.get("p"),
    sig: url.searchParams.get("sig"),
    outcome,
  });
  expect(chosen.statusCode).toBe(303);
  const back = new URL(String(chosen.headers.location));
  const returned = await client.get(`${back.pathname}${back.search}`);
  expect(returned.statusCode).toBe(303);
  return {
    returnPath: `${back.pathname}${back.search}`,
    query: back.searchParams,
    orderPath: String(returned.headers.location),
  };
}
