/**
 * Buying in the journeys: a logged-in seeker on the India site puts a plan in the cart by the campaign
 * link (or a course from its page), pays by card in the sandbox, and opens what they bought from "Subscriptions" once the
 * order's fulfilment (background work) has made it.
 */
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { portalUrl } from "./browser.ts";
import { text } from "./catalogues.ts";

/** Buys `planId` on the India site; the paid order's number. */
export async function buyInIndia(page: Page, planId: string): Promise<string> {
  await page.goto(portalUrl("in.localhost", `/cart/prefill?plans=${planId}`));
  await page.getByRole("button", { name: text("en", "store.addToCart") }).click();
  return payIndianCartByCard(page);
}

/** On the India cart just added to: pays it by card in the sandbox; the paid order's number. */
export async function payIndianCartByCard(page: Page): Promise<string> {
  await page.waitForURL(/\/cart\?notice=added$/);
  await page.getByLabel(text("en", "store.mode.card")).check();
  await page.getByRole("button", { name: /^Pay ₹/ }).click();
  await page.waitForURL(/\/sandbox-gateway\/pay/);
  await page.getByRole("button", { name: /Pay \(success\)/ }).click();
  await page.waitForURL(/\/seeker\/orders\/[\w-]+$/);
  const order = ((await page.getByRole("main").textContent()) ?? "").match(/IN-\d{4}-\d{6}/)?.[0] ?? "";
  expect(order).not.toBe("");
  return order;
}

/** Opens the bought service from "Subscriptions" by its link, waiting for fulfilment to make it. */
export async function openFromSubscriptions(page: Page, linkKey: Parameters<typeof text>[1]): Promise<void> {
  await page.goto(portalUrl("in.localhost", "/seeker/subscriptions"));
  const open = page.getByRole("link", { name: text("en", linkKey) });
  await expect
    .poll(
      async () => {
        await page.reload();
        return open.count();
      },
      { timeout: 15_000, interval: 500 },
    )
    .toBe(1);
  await open.click();
}
