/**
 * Registration by resume on a 360 px phone (decision 018): the file dropped or chosen on step one fills
 * the empty fields with marks, the later steps come pre-filled from it, the finished profile holds it,
 * and a newer file replaces it from the profile later; in English, Hindi and Arabic (right to left), with
 * a resume written in Arabic too, and without JavaScript (the file goes with the step's multipart submit and is read on the server).
 */
import { SPEC_MESSAGES } from "@portal/domain";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newPerson } from "./accounts-support.ts";
import { expectAccessible, expectNoHorizontalScroll, portalUrl, useBrowser } from "./browser.ts";
import { text } from "./catalogues.ts";

const browser = useBrowser();
type Language = "en" | "hi" | "ar";

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

function fresherResume(email: string, mobile: string): string {
  return `Priya Sharma
Jaipur, Rajasthan | ${mobile} | ${email}

CAREER OBJECTIVE
A computer science graduate looking for a first job as a software developer.

EDUCATION
B.Tech in Computer Science, Malaviya National Institute of Technology Jaipur, 2025

SKILLS
Java, Python, SQL, HTML
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

/** The first file a fresh server reads waits for the parser's worker to start: seconds, not one. */
const READ_WAIT = { timeout: 15_000 };

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
    await expect
      .poll(() => uploadStatus(page, "en").textContent(), READ_WAIT)
      .toContain("rahul-deshmukh.txt");
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
    // The total worked out from the jobs' dates is filled in too, years and months, each marked.
    expect(await marks(page, "en").count()).toBe(5);
    expect(await field(page, "en", "accounts.employment.years").inputValue()).toMatch(/^\d+$/);
    expect(await page.getByText(/^Your resume says: \d+$/).count()).toBe(0);
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
    // Where the seeker lives is filled in as the place to work; they add another.
    expect(await field(page, "en", "accounts.preference.locations").inputValue()).toBe("Pune");
    expect(await marks(page, "en").count()).toBe(1);
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

  it("Gulf, Arabic: a resume written in Arabic fills step one and the employment step, right to left", async () => {
    const page = await browser.newPage();
    const person = newPerson("resume-arabic");
    const localMobile = `50${person.digits.slice(1)}`;
    // Written as an Arabic resume writes it: Arabic-Indic digits, "2019م", "حتى الآن".
    const arabicDigits = (ascii: string) =>
      ascii.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));
    const resume = `خالد عبدالله العتيبي
محاسب أول
دبي، الإمارات العربية المتحدة
الجوال: ${arabicDigits(`0${localMobile}`)}
البريد الإلكتروني: ${person.email}

الخبرة العملية
محاسب أول
شركة الإمارات للتجارة ذ.م.م
يناير ${arabicDigits("2019")}م - حتى الآن

محاسب
مؤسسة النخيل للمقاولات
من مارس 2014 إلى ديسمبر 2018

المؤهلات العلمية
بكالوريوس في المحاسبة، جامعة الشارقة، 2013

المهارات
SAP، Microsoft Excel، Oracle
`;
    await page.goto(portalUrl("gulf.localhost", "/ar/seeker/registration"));
    expect(await page.getAttribute("html", "dir")).toBe("rtl");
    await page.waitForLoadState("networkidle");
    await field(page, "ar", "resumeRegistration.fileLabel").setInputFiles({
      name: "khalid-cv.txt",
      mimeType: "text/plain",
      buffer: Buffer.from(resume),
    });
    await expect.poll(() => uploadStatus(page, "ar").textContent(), READ_WAIT).toContain("khalid-cv.txt");
    expect(await field(page, "ar", "accounts.field.name").inputValue()).toBe("خالد عبدالله العتيبي");
    expect(await field(page, "ar", "accounts.field.email").inputValue()).toBe(person.email);
    expect(await field(page, "ar", "accounts.field.mobile").inputValue()).toBe(localMobile);
    expect(await page.getByLabel(text("ar", "accounts.choice.professional")).isChecked()).toBe(true);
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);

    await field(page, "ar", "accounts.field.password").fill("Secret123");
    await submit(page, "ar", "accounts.registration.submit");
    await page.waitForURL((url) => url.pathname === "/ar/seeker/employment");
    expect(await field(page, "ar", "accounts.employment.designation").inputValue()).toBe("محاسب أول");
    expect(await field(page, "ar", "accounts.employment.company").inputValue()).toBe(
      "شركة الإمارات للتجارة ذ.م.م",
    );
    expect(await field(page, "ar", "accounts.employment.startMonth").inputValue()).toBe("2019-01");
    expect(await marks(page, "ar").count()).toBeGreaterThanOrEqual(3);
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);
  });

  const localCases = [
    {
      title: "India, Hindi",
      language: "hi" as const,
      host: "in.localhost",
      city: "Jaipur, Rajasthan",
      phone: (digits: string) => `+91 97${digits}`,
    },
    {
      title: "Gulf, Arabic (right to left)",
      language: "ar" as const,
      host: "gulf.localhost",
      city: "Dubai, United Arab Emirates",
      phone: (digits: string) => `+971 50${digits.slice(1)}`,
    },
  ];

  for (const { title, language, host, city, phone } of localCases)
    it(`${title}: a fresher chooses the file, the path follows the resume, finishes, and later drops a newer one on the profile`, async () => {
      const page = await browser.newPage();
      const person = newPerson(`resume-${language}`);
      const t = (key: Parameters<typeof text>[1]) => text(language, key);
      const resume = fresherResume(person.email, phone(person.digits)).replace("Jaipur, Rajasthan", city);
      await page.goto(portalUrl(host, `/${language}/seeker/registration`));
      expect(await page.getAttribute("html", "lang")).toBe(language);
      expect(await page.getAttribute("html", "dir")).toBe(language === "ar" ? "rtl" : "ltr");
      await page.waitForLoadState("networkidle");
      await field(page, language, "resumeRegistration.fileLabel").setInputFiles({
        name: "priya-sharma.txt",
        mimeType: "text/plain",
        buffer: Buffer.from(resume),
      });
      await expect
        .poll(() => uploadStatus(page, language).textContent(), READ_WAIT)
        .toContain("priya-sharma.txt");
      expect(await field(page, language, "accounts.field.name").inputValue()).toBe("Priya Sharma");
      expect(await field(page, language, "accounts.field.email").inputValue()).toBe(person.email);
      expect(await page.getByLabel(t("accounts.choice.fresher")).isChecked()).toBe(true);
      expect(await page.getByText(t("resumeRegistration.pathFromResume"), { exact: true }).count()).toBe(1);
      expect(await marks(page, language).count()).toBeGreaterThanOrEqual(2);
      await expectAccessible(page);
      await expectNoHorizontalScroll(page);

      await field(page, language, "accounts.field.password").fill("Secret123");
      await submit(page, language, "accounts.registration.submit");

      await page.waitForURL((url) => url.pathname === `/${language}/seeker/education`);
      expect(await field(page, language, "accounts.education.passingYear").inputValue()).toBe("2025");
      expect(await marks(page, language).count()).toBeGreaterThanOrEqual(1);
      expect(await page.getByText(t("resumeRegistration.stepIntro"), { exact: true }).count()).toBe(1);
      await expectAccessible(page);
      await expectNoHorizontalScroll(page);
      await submit(page, language, "accounts.form.saveContinue");

      await page.waitForURL((url) => url.pathname === `/${language}/seeker/job-preference`);
      const skills = page.getByRole("group", { name: t("resumeRegistration.skillsLegend") });
      expect(await skills.getByLabel("Python", { exact: true }).isChecked()).toBe(true);
      await expectAccessible(page);
      await expectNoHorizontalScroll(page);
      await field(page, language, "accounts.preference.locations").fill(city.split(",")[0] ?? "");
      await page.getByLabel(t("accounts.jobType.full-time"), { exact: true }).check();
      await submit(page, language, "accounts.preference.submit");
      await page.waitForURL((url) => url.pathname === `/${language}/seeker/dashboard`);

      // Later, from the profile: a newer file dropped on the zone replaces it; the first goes to the history.
      await page.goto(portalUrl(host, `/${language}/seeker/profile`));
      // The page's script has started once the header's live message count is connected (a logged-in
      // page never goes quiet on the network: that stream stays open).
      await page.locator("a.messages-link[data-live]").waitFor();
      const resumeSection = page.getByRole("region", { name: t("resumes.heading"), exact: true });
      expect(await resumeSection.textContent()).toContain("priya-sharma.txt");
      const transfer = await page.evaluateHandle(
        (content) => {
          const data = new DataTransfer();
          data.items.add(new File([content], "priya-sharma-2026.txt", { type: "text/plain" }));
          return data;
        },
        resume.replace("HTML", "HTML, Docker"),
      );
      // The zone is the group around the file field labelled "Replace your resume".
      const zone = resumeSection
        .getByRole("group")
        .filter({ has: page.getByLabel(t("resumes.replaceHeading"), { exact: true }) });
      await zone.dispatchEvent("dragover", { dataTransfer: transfer });
      await zone.dispatchEvent("drop", { dataTransfer: transfer });
      await expect
        .poll(() => resumeSection.getByRole("status").last().textContent(), READ_WAIT)
        .toContain("priya-sharma-2026.txt");
      await expect
        .poll(async () => (await resumeSection.locator(".resume-history").textContent()) ?? "")
        .toContain("priya-sharma.txt");
      await expectAccessible(page);
      await expectNoHorizontalScroll(page);
    });

  it("without JavaScript: a refused file keeps what was typed; a good one goes with step one and fills the next", async () => {
    const page = await browser.newPage({ javaScriptEnabled: false });
    // A refused submit stays on the page: fail within the test's time, saying which step waited.
    page.setDefaultTimeout(15_000);
    const person = newPerson("resume-nojs");
    const mobile = `96${person.digits}`;
    await page.goto(portalUrl("in.localhost", "/seeker/registration"));
    await page.getByLabel(text("en", "accounts.choice.professional")).check();
    await field(page, "en", "accounts.field.name").fill("Rahul Deshmukh");
    await field(page, "en", "accounts.field.email").fill(person.email);
    await field(page, "en", "accounts.field.password").fill("Secret123");
    await field(page, "en", "accounts.field.mobile").fill(mobile);
    await field(page, "en", "accounts.field.currentCity").fill("Pune");
    await field(page, "en", "resumeRegistration.fileLabel").setInputFiles({
      name: "rahul-deshmukh.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("Not a PDF: plain words under a .pdf name."),
    });
    await submit(page, "en", "accounts.registration.submit");
    await page.waitForLoadState("load");
    expect(new URL(page.url()).pathname).toBe("/seeker/registration");
    expect(await page.locator("#field-resume-error").textContent()).toBe(SPEC_MESSAGES.resumeInvalid);
    expect(await field(page, "en", "accounts.field.name").inputValue()).toBe("Rahul Deshmukh");
    expect(await field(page, "en", "accounts.field.email").inputValue()).toBe(person.email);
    expect(await field(page, "en", "accounts.field.mobile").inputValue()).toBe(mobile);
    expect(await field(page, "en", "accounts.field.currentCity").inputValue()).toBe("Pune");
    // Passwords never come back in a page: typed again, or the next submit is refused for it.
    expect(await field(page, "en", "accounts.field.password").inputValue()).toBe("");
    await field(page, "en", "accounts.field.password").fill("Secret123");
    await field(page, "en", "resumeRegistration.fileLabel").setInputFiles({
      name: "rahul-deshmukh.txt",
      mimeType: "text/plain",
      buffer: Buffer.from(professionalResume(person.email, mobile)),
    });
    await submit(page, "en", "accounts.registration.submit");

    await page.waitForURL(/\/seeker\/employment$/);
    expect(await field(page, "en", "accounts.employment.designation").inputValue()).toBe(
      "Senior Java Developer",
    );
    expect(await field(page, "en", "accounts.employment.company").inputValue()).toBe("Infosys Limited");
    expect(await field(page, "en", "accounts.employment.startMonth").inputValue()).toBe("2019-08");
    // Designation, company, start month, and the total experience (years and months).
    expect(await marks(page, "en").count()).toBe(5);
    // The accessibility checks run scripts in the page: the same step, opened with JavaScript on.
    const checker = await browser.newPage();
    await checker.context().addCookies(await page.context().cookies());
    await checker.goto(portalUrl("in.localhost", "/seeker/employment"));
    expect(await field(checker, "en", "accounts.employment.company").inputValue()).toBe("Infosys Limited");
    await expectAccessible(checker);
    await expectNoHorizontalScroll(checker);

    await field(page, "en", "accounts.employment.years").selectOption("9");
    await field(page, "en", "accounts.employment.noticePeriod").selectOption("30-days");
    await page.getByLabel(text("en", "accounts.salary.annually"), { exact: true }).check();
    await page.getByLabel(/^Current salary/).fill("1800000");
    await submit(page, "en", "accounts.form.saveContinue");

    await page.waitForURL(/\/seeker\/education$/);
    expect(await field(page, "en", "accounts.education.institute").inputValue()).toBe(
      "College of Engineering Pune",
    );
    expect(await marks(page, "en").count()).toBe(4);
    await submit(page, "en", "accounts.form.saveContinue");

    await page.waitForURL(/\/seeker\/job-preference$/);
    const skills = page.getByRole("group", { name: text("en", "resumeRegistration.skillsLegend") });
    expect(await skills.getByLabel("Java", { exact: true }).isChecked()).toBe(true);
    await field(page, "en", "accounts.preference.locations").fill("Pune");
    await page.getByLabel(text("en", "accounts.jobType.full-time"), { exact: true }).check();
    await submit(page, "en", "accounts.preference.submit");
    await page.waitForURL(/\/seeker\/dashboard$/);

    await page.goto(portalUrl("in.localhost", "/seeker/profile"));
    const profile = (await page.getByRole("main").textContent()) ?? "";
    expect(profile).toContain("Infosys Limited");
    expect(profile).toContain("rahul-deshmukh.txt");
  });
});
