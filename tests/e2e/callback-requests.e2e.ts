/**
 * Callback requests (issue 30): a guest on the Gulf site, in Arabic on a 360 px phone, asks for a callback
 * below the career services: an empty number is refused in the spec's words (in Arabic) beside the field,
 * then the request goes through with the site's dialling code; staff of the leads area find it on their
 * page, mark it contacted with a note, and the audit log says so.
 */
import { expect, it } from "vitest";
import { expectAccessible, expectNoHorizontalScroll, portalUrl, useBrowser } from "./browser.ts";
import { text } from "./catalogues.ts";
import { logIn } from "./media-support.ts";

const browser = useBrowser();

it("takes a guest's callback request in Arabic on a phone, and staff work it", async () => {
  const page = await browser.newPage();
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(portalUrl("gulf.localhost", "/ar/career-services"));
  const form = page.getByRole("form", { name: text("ar", "leads.callback.title") });
  const submit = form.getByRole("button", { name: text("ar", "leads.callback.submit") });
  await submit.click();
  // Told in the form's summary and beside the field.
  await expect.poll(() => form.getByText(text("ar", "spec.mobileRequired")).count()).toBeGreaterThan(0);
  expect(await form.locator('select[name="diallingCode"]').inputValue()).toBe("971");
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);

  const number = `50${String(Date.now()).slice(-7)}`;
  await form.getByLabel(text("ar", "leads.callback.mobile")).fill(number);
  await form.getByLabel(text("ar", "leads.callback.topic")).selectOption("courses");
  await form.getByLabel(text("ar", "leads.callback.time")).selectOption("evening");
  await submit.click();
  await expect.poll(() => page.getByText(text("ar", "leads.callback.sent")).count()).toBe(1);

  const staff = await browser.newPage();
  await logIn(staff, "gulf.localhost", "en", "/staff/login", {
    email: "demo.staff@jobnest.test",
    password: "Demo@12345",
  });
  await staff.goto(portalUrl("gulf.localhost", "/staff/leads?status=new"));
  const card = staff.locator(".order-card", { hasText: number });
  expect(await card.count()).toBe(1);
  expect(await card.textContent()).toContain(text("en", "leads.topic.courses"));
  await card.getByLabel(text("en", "leads.staff.status")).selectOption("contacted");
  await card.getByLabel(text("en", "leads.staff.note")).fill("Interested in the data bundle.");
  await card.getByRole("button", { name: text("en", "leads.staff.save") }).click();
  await expect.poll(() => staff.getByText(text("en", "leads.staff.saved")).count()).toBe(1);
  // Saved from the list of new requests, it has left it.
  await expect.poll(() => card.count()).toBe(0);
  await expectAccessible(staff);
  await staff.goto(portalUrl("gulf.localhost", "/staff/leads?status=contacted"));
  expect(await staff.locator(".order-card", { hasText: number }).count()).toBe(1);
  await staff.goto(portalUrl("gulf.localhost", "/staff/audit-log?area=leads"));
  expect(await staff.getByRole("main").textContent()).toContain(text("en", "staff.action.lead.save"));
});
