import type { PortalLoadContext } from "@portal/contracts";
import { describe, expect, it } from "vitest";
import { paymentFlow } from "./payment-flow.server.ts";

const context = { origin: "https://in.example.com" } as PortalLoadContext;
const INDIA_MODES = ["card", "upi", "netbanking", "wallet"] as const;

describe("the iOS app's payment flow", () => {
  it("opened by the app: card and net banking only, remembered in the spec's cookie", () => {
    const flow = paymentFlow(context, new Request("https://in.example.com/cart?app=jobnest&platform=iOS"));
    expect(flow.modes(INDIA_MODES)).toEqual(["card", "netbanking"]);
    const cookie = String((flow.headers as Record<string, string>)["Set-Cookie"]);
    expect(cookie).toMatch(/^payment_platform=.+; Path=\/; Max-Age=86400; HttpOnly; SameSite=Lax; Secure$/);
    const value = cookie.split(";")[0]?.split("=")[1] ?? "";
    const later = paymentFlow(
      context,
      new Request("https://in.example.com/seeker/orders/x", {
        headers: { cookie: `payment_platform=${value}` },
      }),
    );
    expect(later.modes(INDIA_MODES)).toEqual(["card", "netbanking"]);
    expect(later.headers).toBeUndefined();
  });

  it("anywhere else: every mode, no cookie", () => {
    const flow = paymentFlow(context, new Request("https://in.example.com/cart?platform=ios"));
    expect(flow.modes(INDIA_MODES)).toEqual([...INDIA_MODES]);
    expect(flow.headers).toBeUndefined();
  });
});
