/**
 * Buying a career service, on a phone. In India a guest finds Resume Writing among the career
 * services, adds it with an add-on, applies the promo code the cart offers and sees GST added; registers (the cart is
 * still there); pays in the sandbox with UPI: the first payment fails, the second succeeds; the order
 * shows it paid with its GST line, its tax invoice downloads as a PDF, and it is in the order list;
 * staff e-mail its receipt again. On
 * the Gulf site, in Arabic, a buyer arriving by a campaign's prefilled-cart link and living in Saudi
 * Arabia sees the Saudi VAT inside the price and pays, and finds the Featured Profile running in their
 * subscriptions. Staff, in Arabic, make a promo code (refused
 * first without JavaScript, field by field) that the Gulf's cart then offers, and credit e-cash; both
 * are in the audit log. Staff, in Arabic, change a plan's Gulf price (reviewed, then confirmed), and a
 * Gulf cart made after shows it.
 */

import { formatMoney } from "@portal/domain";
import type { Page } from "playwright-core";
import { extractText } from "unpdf";
import { describe, expect, it } from "vitest";
import { expectAccessible, expectNoHorizontalScroll, portalUrl, useBrowser } from "./browser.ts";
import { counted, text } from "./catalogues.ts";
import { logIn, registerSeeker } from "./media-support.ts";

const browser = useBrowser();

/** On the sandbox's hosted page, the buyer's choice; back on the order's page after. */
async function sandbox(page: Page, button: RegExp) {
  await page.waitForURL(/\/sandbox-gateway\/pay/);
  await page.getByRole("button", { name: button }).click();
  await page.waitForURL(/\/seeker\/orders\/[\w-]+$/);
}

describe("career services", () => {
  it("India: a guest's cart with a code survives registration; a failed payment, then a paid order with GST", async () => {
    const page = await browser.newPage();
    await page.goto(portalUrl("in.localhost", "/career-services"));
    const tiles = page.locator(".service-tile");
    expect(await tiles.locator("h2").allTextContents()).toEqual(
      expect.arrayContaining(["Featured Profile", "Resume Writing", "Career Booster", "Profile Highlighter"]),
    );
    expect(await tiles.nth(2).textContent()).toContain(text("en", "careerServices.tag.RECOMMENDED"));
    await expectAccessible(page);
    await page.getByRole("link", { name: "Resume Writing", exact: true }).click();
    await page.waitForURL(/\/resume-services$/);
    await page.locator('input[name="addOnIds"]').first().check();
    await page.getByRole("button", { name: text("en", "store.addToCart") }).click();
    await page.waitForURL(/\/cart\?notice=added$/);
    expect(await page.getByRole("link", { name: counted("en", "store.cart.linkCount", 1) }).count()).toBe(1);

    // The demo's welcome code is offered with its terms; taken with one press.
    const offers = page.getByRole("list", { name: text("en", "store.offers.title") });
    expect(await offers.textContent()).toContain(text("en", "store.offers.firstOrder"));
    await offers
      .getByRole("button", { name: text("en", "store.offers.apply").replace("{code}", "WELCOME10") })
      .click();
    await expect
      .poll(() => page.locator(".cart-summary").textContent())
      .toContain(text("en", "store.cart.discount"));
    const summary = await page.locator(".cart-summary").textContent();
    expect(summary).toContain("GST (18%)");
    expect(summary).toMatch(/₹[\d,]+/);
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);
    expect(await page.getByRole("link", { name: text("en", "store.cart.loginToPay") }).count()).toBe(1);

    // Registered (and so logged in): the cart, its add-on and its code are all still there.
    await registerSeeker(page, "in.localhost", "Kavya Nair");
    await page.goto(portalUrl("in.localhost", "/cart"));
    expect(await page.locator(".cart-item").count()).toBe(1);
    expect(await page.locator(".cart-promo, .form-notice").allTextContents()).toEqual(
      expect.arrayContaining([expect.stringContaining("WELCOME10")]),
    );
    const total = (await page.locator(".cart-summary dd.cart-summary__total").textContent()) ?? "";

    await page.getByLabel(text("en", "store.mode.upi")).check();
    await page.getByRole("button", { name: /^Pay ₹/ }).click();
    await sandbox(page, /Fail the payment/);
    await expect
      .poll(() => page.getByRole("main").textContent())
      .toContain(text("en", "store.order.failedNotice"));
    await page.getByRole("button", { name: /^Pay ₹/ }).click();
    await sandbox(page, /Pay \(success\)/);
    await expect
      .poll(() => page.getByRole("main").textContent())
      .toContain(text("en", "store.order.paidNotice"));
    expect(await page.locator(".order-status").first().textContent()).toBe(text("en", "store.status.paid"));
    expect(await page.locator(".cart-summary").textContent()).toContain("GST (18%)");
    expect(await page.locator(".cart-summary dd.cart-summary__total").textContent()).toBe(total);
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);

    // The tax invoice: a PDF with the seller's GSTIN, the buyer, and the GST line.
    const invoiceLink = page.getByRole("link", { name: /Download tax invoice/ });
    // Fetched by the page itself (its session, its host names).
    const pdf = await page.evaluate(
      async (href) => {
        const response = await fetch(href);
        const bytes = new Uint8Array(await response.arrayBuffer());
        let binary = "";
        for (const byte of bytes) binary += String.fromCharCode(byte);
        return { type: response.headers.get("content-type"), base64: btoa(binary) };
      },
      (await invoiceLink.getAttribute("href")) ?? "",
    );
    expect(pdf.type).toBe("application/pdf");
    const { text: pages } = await extractText(new Uint8Array(Buffer.from(pdf.base64, "base64")), {
      mergePages: true,
    });
    expect(pages).toContain("GSTIN");
    expect(pages).toContain("Kavya Nair");
    expect(pages).toContain("18% · ₹");

    await page.goto(portalUrl("in.localhost", "/seeker/orders"));
    expect(await page.locator(".order-card").first().textContent()).toContain(
      text("en", "store.status.paid"),
    );

    // Staff find the order by its number and e-mail its receipt again.
    const heading = (await page.locator(".order-card h2").first().textContent()) ?? "";
    const number = heading.slice(text("en", "store.orders.number").indexOf("{number}"));
    expect(number).toMatch(/^IN-\d{4}-\d{6}$/);
    const staff = await browser.newPage();
    await logIn(staff, "in.localhost", "en", "/staff/login", {
      email: "demo.staff@jobnest.test",
      password: "Demo@12345",
    });
    await staff.goto(portalUrl("in.localhost", `/staff/orders?number=${encodeURIComponent(number)}`));
    await staff.getByRole("button", { name: text("en", "store.staff.resend") }).click();
    await expect
      .poll(() => staff.getByRole("main").textContent())
      .toContain(text("en", "store.staff.resentNotice"));
    await expectAccessible(staff);
  });

  it("Gulf, in Arabic: the VAT of the buyer's country is inside the price; paid", async () => {
    const page = await browser.newPage();
    await registerSeeker(page, "gulf.localhost", "Faisal Alharbi");
    // A campaign's link offers the plan; nothing is added until the buyer presses the button.
    await page.goto(portalUrl("gulf.localhost", "/ar/cart/prefill?plans=featured-profile-30,no-such-plan"));
    expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
    expect(await page.locator(".cart-item").count()).toBe(1);
    await page.getByRole("button", { name: text("ar", "store.addToCart") }).click();
    await page.waitForURL(/\/ar\/cart\?notice=added$/);
    await page.getByLabel(text("ar", "store.country.SA")).check();
    await page.getByRole("button", { name: text("ar", "store.cart.saveOptions") }).click();
    await expect
      .poll(() => page.locator(".cart-summary").textContent())
      .toContain(
        text("ar", "store.cart.taxIncludedLine")
          .replace("{tax}", text("ar", "careerServices.tax.VAT"))
          .replace("{rate}", "15"),
      );
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);
    await page
      .getByRole("button", { name: new RegExp(text("ar", "store.cart.payAmount").replace("{amount}", ".+")) })
      .click();
    await sandbox(page, /ادفع \(نجاح\)/);
    await expect
      .poll(() => page.getByRole("main").textContent())
      .toContain(text("ar", "store.order.paidNotice"));

    // The user menu's "Subscriptions": the Featured Profile runs, 30 days from the payment.
    await page.getByText(text("ar", "shell.myAccount"), { exact: true }).click();
    await page.getByRole("link", { name: text("ar", "menu.subscriptions"), exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/ar/seeker/subscriptions");
    // Fulfilment is background work (the queue polls every two seconds).
    const card = page.locator(".order-card").first();
    await expect
      .poll(
        async () => {
          await page.reload();
          return (await card.count()) > 0 ? card.textContent() : "";
        },
        { timeout: 15_000, interval: 500 },
      )
      .toContain(text("ar", "store.subs.state.active"));
    expect(await card.textContent()).toContain(counted("ar", "store.subs.daysLeft", 30));
    expect(await card.textContent()).toContain(text("ar", "store.subs.mark.featured"));
    expect(await card.getByRole("heading").textContent()).toBe(
      text("ar", "careerServices.service.featured-profile.title"),
    );
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);
  });

  it("staff, in Arabic: a promo code refused field by field, then made and offered on the cart; e-cash credited", async () => {
    const staff = await browser.newPage();
    await logIn(staff, "gulf.localhost", "ar", "/staff/login", {
      email: "demo.staff@jobnest.test",
      password: "Demo@12345",
    });
    // Without JavaScript the server's refusal comes back beside the fields, the typed values kept.
    const plain = await browser.newPage({ javaScriptEnabled: false });
    await plain.context().addCookies(await staff.context().cookies());
    await plain.goto(portalUrl("gulf.localhost", "/ar/staff/promo-codes"));
    expect(await plain.locator("html").getAttribute("dir")).toBe("rtl");
    const code = `GULF${Date.now().toString(36).toUpperCase().slice(-6)}`;
    await plain.getByLabel(text("ar", "store.promoAdmin.code")).fill(code);
    await plain.getByLabel(text("ar", "store.promoAdmin.kindFlat")).check();
    await plain.getByLabel(text("ar", "store.promoAdmin.flat")).fill("50");
    await plain.getByRole("button", { name: text("ar", "store.promoAdmin.create") }).click();
    await expect
      .poll(() => plain.getByRole("main").textContent())
      .toContain(text("ar", "accounts.msg.promoAmountsNeedSite"));
    expect(await plain.getByLabel(text("ar", "store.promoAdmin.code")).inputValue()).toBe(code);

    await staff.goto(portalUrl("gulf.localhost", "/ar/staff/promo-codes"));
    await staff.getByLabel(text("ar", "store.promoAdmin.code")).fill(code);
    await staff.getByLabel(text("ar", "store.promoAdmin.kindFlat")).check();
    await staff.getByLabel(text("ar", "store.promoAdmin.flat")).fill("50");
    await staff.getByLabel(text("ar", "store.promoAdmin.site")).selectOption("gulf");
    await staff.getByLabel(text("ar", "store.promoAdmin.listed")).check();
    await staff.getByRole("button", { name: text("ar", "store.promoAdmin.create") }).click();
    await expect
      .poll(() => staff.getByRole("main").textContent())
      .toContain(text("ar", "store.promoAdmin.createdNotice").replace("{code}", code));
    await staff.reload();
    expect(await staff.locator(".promo-offer", { hasText: code }).textContent()).toContain(
      text("ar", "store.promoAdmin.listedShort"),
    );
    await expectAccessible(staff);
    await expectNoHorizontalScroll(staff);

    // A guest's cart on the Gulf site offers it.
    const guest = await browser.newPage();
    await guest.goto(portalUrl("gulf.localhost", "/ar/resume-services"));
    await guest.getByRole("button", { name: text("ar", "store.addToCart") }).click();
    await guest.waitForURL(/\/cart\?notice=added$/);
    const offers = guest.getByRole("list", { name: text("ar", "store.offers.title") });
    expect(await offers.textContent()).toContain(code);
    await expectAccessible(guest);

    await staff.goto(portalUrl("gulf.localhost", "/ar/staff/ecash"));
    await staff.getByLabel(text("ar", "store.ecashAdmin.email")).fill("demo.seeker@jobnest.test");
    await staff.getByLabel(text("ar", "store.ecashAdmin.currency")).selectOption("AED");
    await staff.getByLabel(text("ar", "store.ecashAdmin.amount")).fill("25.50");
    await staff.getByLabel(text("ar", "store.ecashAdmin.note")).fill("تعويض عن تأخير");
    await staff.getByRole("button", { name: text("ar", "store.ecashAdmin.grant") }).click();
    await expect
      .poll(() => staff.getByRole("main").textContent())
      .toContain(text("ar", "store.ecashAdmin.grantedNotice"));
    await expectAccessible(staff);

    // Both are in the audit log, newest first, with who did them.
    await staff.goto(portalUrl("gulf.localhost", "/ar/staff/audit-log"));
    const entries = staff.locator(".order-card");
    expect(await entries.nth(0).textContent()).toContain(text("ar", "staff.action.ecash.grant"));
    expect(await entries.nth(0).textContent()).toContain("demo.seeker@jobnest.test");
    await staff.getByRole("link", { name: text("ar", "staff.area.catalogue"), exact: true }).click();
    await expect.poll(() => new URL(staff.url()).search).toBe("?area=catalogue");
    expect(await staff.locator(".order-card").first().textContent()).toContain(code);
    await expectAccessible(staff);
    await expectNoHorizontalScroll(staff);
  });

  it("staff, in Arabic: a plan's Gulf price changed, reviewed and confirmed; the Gulf cart shows it; logged", async () => {
    const staff = await browser.newPage();
    await logIn(staff, "gulf.localhost", "ar", "/staff/login", {
      email: "demo.staff@jobnest.test",
      password: "Demo@12345",
    });
    await staff.goto(portalUrl("gulf.localhost", "/ar/staff/catalogue?site=gulf"));
    expect(await staff.locator("html").getAttribute("dir")).toBe("rtl");
    await expectAccessible(staff);
    await expectNoHorizontalScroll(staff);
    const name = text("ar", "catalogueAdmin.planName")
      .replace("{service}", text("ar", "careerServices.service.linkedin-makeover.title"))
      .replace("{plan}", text("ar", "careerServices.plan.linkedin-makeover-senior"));
    await staff
      .getByRole("link", { name: text("ar", "catalogueAdmin.changeNamed").replace("{name}", name) })
      .click();
    // A price not used before, so the journey changes something however often it runs.
    const dirhams = 500 + (Date.now() % 400);
    await staff
      .getByLabel(text("ar", "catalogueAdmin.edit.price").replace("{currency}", "AED"))
      .fill(String(dirhams));
    await staff.getByRole("button", { name: text("ar", "catalogueAdmin.edit.review") }).click();
    // The change is told before it is made, with what happens to orders already placed.
    await expect
      .poll(() => staff.getByRole("main").textContent())
      .toContain(text("ar", "catalogueAdmin.confirm.note"));
    const newPrice = formatMoney(dirhams * 100, "AED", "ar");
    expect(await staff.locator(".promo-offer").textContent()).toContain(newPrice);
    await expectNoHorizontalScroll(staff);
    await staff.getByRole("button", { name: text("ar", "catalogueAdmin.confirm.submit") }).click();
    await expect
      .poll(() => staff.getByRole("main").textContent())
      .toContain(text("ar", "catalogueAdmin.notice.saved"));

    // A Gulf cart made now is priced by it.
    const guest = await browser.newPage();
    await guest.goto(portalUrl("gulf.localhost", "/ar/cart/prefill?plans=linkedin-makeover-senior"));
    await guest.getByRole("button", { name: text("ar", "store.addToCart") }).click();
    await guest.waitForURL(/\/cart\?notice=added$/);
    expect(await guest.locator(".cart-item").first().textContent()).toContain(newPrice);

    await staff.goto(portalUrl("gulf.localhost", "/ar/staff/audit-log?area=catalogue"));
    expect(await staff.locator(".order-card").first().textContent()).toContain(
      text("ar", "staff.action.price.change"),
    );
  });
});
