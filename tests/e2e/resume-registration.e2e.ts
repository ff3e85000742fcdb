import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newPerson } from "./accounts-support";
import { expectAccessible, expectNoHorizontalScroll, portalUrl, useBrowser } from "./browser";
import { text } from "./catalogues";

const browser = useBrowser();
type Language = "en" | "hi";

function field(page: Page, language: Language, key: Parameters<typeof text>[1]) {
  return page.getByLabel(text(language, key), { exact: true });
}

async function submit(page: Page, language: Language, key: Parameters<typeof text>[1]) {
  await page.getByRole("button", { name: text(language, key), exact: true }).click();
}

function professionalResume(email: string, mobile: string): string {
  return `Rahul Deshmukh
Senior Java Developer
Pune, Maharashtra | ${mobile} | ${email}

PROFILE SUMMARY
Java developer building cloud applications.

WORK EXPERIENCE
Senior Java Developer, Infosys Limited, Pune (Aug 2019 - Till Date)
Java Developer, Tata Consultancy Services, Mumbai (Jun 2016 - Jul 2019)

EDUCATION
B.Tech in Computer Engineering, College of Engineering Pune, 2016

KEY SKILLS
Core Java, Spring Boot, Microservices, AWS, ReactJS, PostgreSQL
`;
}

/** Drops a file on the upload zone the way a browser does at the end of a drag. */
async function dropFile(page: Page, language: Language, name: string, content: string) {
  const transfer = await page.evaluateHandle(
    ({ name, content }) => {
      const data = new DataTransfer();
      data.items.add(new File([content], name, { type: "text/plain" }));
      return data;
    },
    { name, content },
  );
  const zone = page.getByRole("group", { name: text(language, "resumeRegistration.heading") });
  await zone.dispatchEvent("dragover", { dataTransfer: transfer });
  await zone.dispatchEvent("drop", { dataTransfer: transfer });
}

function uploadStatus(page: Page, language: Language) {
  return page.getByRole("region", { name: text(language, "resumeRegistration.heading") }).getByRole("status");
}

function marks(page: Page, language: Language) {
  return page.getByText(text(language, "resumeRegistration.fromResume"), { exact: true });
}

describe("registration by resume", () => {
  it("India, English: drop a resume, check the filled steps, change one value, finish with it on the profile", async () => {
    const page = await browser.newPage();
    const person = newPerson("resume");
    const mobile = `98${person.digits}`;
    await page.goto(portalUrl("in.localhost", "/seeker/registration"));
    await expectNoHorizontalScroll(page);

    // Typed before the file: the resume never writes over it.
    await field(page, "en", "accounts.field.currentCity").fill("Nagpur");
    // The drop zone listens once the page's script has started.
    await page.waitForLoadState("networkidle");
    await dropFile(page, "en", "rahul-deshmukh.txt", professionalResume(person.email, mobile));
    await expect.poll(() => uploadStatus(page, "en").textContent()).toContain("rahul-deshmukh.txt");
    expect(await field(page, "en", "accounts.field.name").inputValue()).toBe("Rahul Deshmukh");
    expect(await field(page, "en", "accounts.field.email").inputValue()).toBe(person.email);
    expect(await field(page, "en", "accounts.field.mobile").inputValue()).toBe(mobile);
    expect(await field(page, "en", "accounts.field.currentCity").inputValue()).toBe("Nagpur");
    expect(await page.getByLabel(text("en", "accounts.choice.professional")).isChecked()).toBe(true);
    expect(await marks(page, "en").count()).toBe(3);
    expect(await page.getByText("Your resume says: Pune", { exact: true }).count()).toBe(1);
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);

    await field(page, "en", "accounts.field.password").fill("Secret123");
    await submit(page, "en", "accounts.registration.submit");

    await page.waitForURL(/\/seeker\/employment/);
    expect(new URL(page.url()).search).toBe("");
    const designation = field(page, "en", "accounts.employment.designation");
    expect(await designation.inputValue()).toBe("Senior Java Developer");
    expect(await field(page, "en", "accounts.employment.company").inputValue()).toBe("Infosys Limited");
    expect(await field(page, "en", "accounts.employment.startMonth").inputValue()).toBe("2019-08");
    expect(await marks(page, "en").count()).toBe(3);
    // Unsure of the total (worked out from the dates): suggested beside the field, not filled in.
    expect(await field(page, "en", "accounts.employment.years").inputValue()).toBe("");
    expect(await page.getByText(/^Your resume says: \d+$/).count()).toBe(2);
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);

    await designation.fill("Lead Java Developer");
    await field(page, "en", "accounts.employment.years").selectOption("9");
    await field(page, "en", "accounts.employment.noticePeriod").selectOption("30-days");
    await page.getByLabel(text("en", "accounts.salary.annually"), { exact: true }).check();
    await page.getByLabel(/^Current salary/).fill("1800000");
    await submit(page, "en", "accounts.form.saveContinue");

    await page.waitForURL(/\/seeker\/education$/);
    expect(await field(page, "en", "accounts.education.qualification").inputValue()).toBe("5");
    expect(await field(page, "en", "accounts.education.specialization").inputValue()).toBe(
      "Computer Science",
    );
    expect(await field(page, "en", "accounts.education.institute").inputValue()).toBe(
      "College of Engineering Pune",
    );
    expect(await field(page, "en", "accounts.education.passingYear").inputValue()).toBe("2016");
    expect(await marks(page, "en").count()).toBe(4);
    await submit(page, "en", "accounts.form.saveContinue");

    await page.waitForURL(/\/seeker\/job-preference$/);
    const skills = page.getByRole("group", { name: text("en", "resumeRegistration.skillsLegend") });
    expect(await skills.getByLabel("Java", { exact: true }).isChecked()).toBe(true);
    await skills.getByLabel("Microservices", { exact: true }).uncheck();
    expect(await page.getByText("Your resume says: Pune", { exact: true }).count()).toBe(1);
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);
    await field(page, "en", "accounts.preference.locations").fill("Pune, Bengaluru");
    await page.getByLabel(text("en", "accounts.jobType.full-time"), { exact: true }).check();
    await submit(page, "en", "accounts.preference.submit");
    await page.waitForURL(/\/seeker\/dashboard$/);

    await page.goto(portalUrl("in.localhost", "/seeker/profile"));
    const profile = (await page.getByRole("main").textContent()) ?? "";
    expect(profile).toContain("Lead Java Developer");
    expect(profile).not.toContain("Senior Java Developer");
    expect(profile).toContain("Infosys Limited");
    expect(profile).toContain("Spring Boot");
    expect(profile).not.toContain("Microservices");
    expect(profile).toContain("rahul-deshmukh.txt");
  });
});
