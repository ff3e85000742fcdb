import { describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/test-app.ts";
import { newSeekerDetails, registerSeeker, TestClient } from "../../testing/test-client.ts";

const testApp = useTestApp();

const EMPLOYMENT = {
  totalExperienceYears: "4",
  totalExperienceMonths: "6",
  designation: "Java Developer",
  company: "Saranya Softech",
  startMonth: "2021-04",
  noticePeriod: "30-days",
  salaryMode: "Annually",
  currentSalary: "1200000",
};
const EDUCATION = {
  qualification: "5",
  specialization: "Computer Science",
  institute: "Anna University",
  passingYear: "2019",
  educationType: "full-time",
};
const PREFERENCE = {
  preferredLocations: "Bengaluru, Pune",
  industries: ["1"],
  jobTypes: ["full-time"],
  expectedSalary: "1500000",
};

function fieldMessages(reply: { json(): { errors: { field?: string; message: string }[] } }) {
  return Object.fromEntries(reply.json().errors.map((error) => [error.field, error.message]));
}

describe("existence check", () => {
  it("tells whether an e-mail address or mobile number already has an account", async () => {
    const client = new TestClient(testApp.app);
    const details = await registerSeeker(client);
    const anonymous = new TestClient(testApp.app);
    const taken = await anonymous.post("/api/public/accounts/existence", {
      email: details.email.toUpperCase(),
      diallingCode: "91",
      mobile: details.mobile,
    });
    expect(taken.json().data).toEqual({ emailExists: true, mobileExists: true });
    const free = await anonymous.post("/api/public/accounts/existence", {
      email: "free.address@example.com",
    });
    expect(free.json().data).toEqual({ emailExists: false });
  });

  it("refuses to create a second account with the same e-mail or mobile", async () => {
    const first = await registerSeeker(new TestClient(testApp.app));
    const reply = await new TestClient(testApp.app).post(
      "/api/registration/personal",
      newSeekerDetails({ email: first.email, mobile: first.mobile }),
    );
    expect(reply.statusCode).toBe(400);
    expect(fieldMessages(reply)).toEqual({
      email: "An account with this e-mail address already exists. Please log in or reset your password.",
      mobile: "An account with this mobile number already exists. Please log in instead.",
    });
  });
});

describe("the personal step", () => {
  it("applies the domain's name, e-mail and phone rules with their messages", async () => {
    const reply = await new TestClient(testApp.app).post("/api/registration/personal", {
      name: "R2-D2",
      email: "not-an-address",
      password: "password",
      diallingCode: "91",
      mobile: "5123456789",
      currentCity: "",
    });
    expect(reply.statusCode).toBe(400);
    expect(fieldMessages(reply)).toEqual({
      experienceType: "Please choose whether you are a fresher or a professional.",
      name: "Please enter a valid name: letters and spaces only, 2 to 30 characters.",
      email: "Please enter a valid e-mail address.",
      password: "Please use 8 to 64 characters with at least one letter and one digit.",
      mobile: "Please enter a valid mobile number.",
      currentCity: "Please enter your city name.",
    });
  });

  it("accepts names in Hindi and Arabic script", async () => {
    const hindi = await new TestClient(testApp.app).post(
      "/api/registration/personal",
      newSeekerDetails({ name: "आशा राव" }),
    );
    expect(hindi.statusCode).toBe(200);
    const arabic = await new TestClient(testApp.app).post(
      "/api/registration/personal",
      newSeekerDetails({ name: "ليلى حسن" }),
    );
    expect(arabic.statusCode).toBe(200);
  });

  it("creates the account, logs in and records the site and language", async () => {
    const client = new TestClient(testApp.app, { host: "gulf.localhost" });
    const reply = await client.post(
      "/api/registration/personal",
      newSeekerDetails({ diallingCode: "971", mobile: "50 123 4567" }),
      { headers: { "x-language-code": "AR" } },
    );
    expect(reply.statusCode).toBe(200);
    const user = reply.json().data.user;
    expect(user.siteId).toBe("gulf");
    expect(user.language).toBe("ar");
    expect(user.registrationProgress).toBe("employment");
    expect(client.cookies.get("session-client")).toBe("1");
  });
});

describe("step by step", () => {
  it("takes a professional through employment, education and job preference, saving each step", async () => {
    const client = new TestClient(testApp.app);
    await registerSeeker(client, { experienceType: "professional" });
    const employment = await client.post("/api/seeker/registration/employment", EMPLOYMENT);
    expect(employment.json().data.user.registrationProgress).toBe("education");

    // Leaving half way loses nothing: a new login resumes at the saved progress with the saved data.
    const state = (await client.get("/api/seeker/registration")).json().data;
    expect(state.progress).toBe("education");
    expect(state.steps.employment).toMatchObject({ designation: "Java Developer", currentSalary: 1200000 });

    const education = await client.post("/api/seeker/registration/education", EDUCATION);
    expect(education.json().data.user.registrationProgress).toBe("job-preference");
    const preference = await client.post("/api/seeker/registration/job-preferences", PREFERENCE);
    expect(preference.json().data.user.registrationProgress).toBe("complete");
    const finalState = (await client.get("/api/seeker/registration")).json().data;
    expect(finalState.steps["job-preference"]).toEqual({
      preferredLocations: ["Bengaluru", "Pune"],
      industryIds: [1],
      jobTypes: ["full-time"],
      expectedSalary: 1500000,
    });
  });

  it("skips employment for a fresher and refuses it", async () => {
    const client = new TestClient(testApp.app);
    const seeker = await registerSeeker(client, { experienceType: "fresher" });
    expect((await client.get("/api/seeker/registration")).json().data.progress).toBe("education");
    const refused = await client.post("/api/seeker/registration/employment", EMPLOYMENT);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].message).toBe("Freshers skip the employment step.");

    // Becoming a professional later brings the employment step back.
    const switched = await client.post("/api/registration/personal", {
      ...seeker,
      experienceType: "professional",
    });
    expect(switched.json().data.user.registrationProgress).toBe("employment");
  });

  it("says the spec's required-field messages on each step", async () => {
    const client = new TestClient(testApp.app);
    await registerSeeker(client);
    const employment = await client.post("/api/seeker/registration/employment", { noticePeriod: "serving" });
    expect(fieldMessages(employment)).toMatchObject({
      designation: "Please enter your designation.",
      company: "Please enter your company name.",
      lastWorkingDate: "Please specify your last working date.",
      salaryMode: "Please specify salary mode.",
      currentSalary: "Please specify your current salary.",
    });
    const future = await client.post("/api/seeker/registration/employment", {
      ...EMPLOYMENT,
      startMonth: "2999-01",
    });
    expect(fieldMessages(future)).toEqual({ startMonth: "Please specify a valid date range." });
    const education = await client.post("/api/seeker/registration/education", {});
    expect(fieldMessages(education)).toMatchObject({
      qualification: "Please select your qualification.",
      specialization: "Please select your specialization.",
      institute: "Please enter your institute name.",
      passingYear: "Please select your passing year.",
    });
    const preference = await client.post("/api/seeker/registration/job-preferences", {
      preferredLocations: "",
      industries: ["1", "2", "3"],
    });
    expect(fieldMessages(preference)).toEqual({
      preferredLocations: "Please select your preferred location.",
      industries: "Maximum 2 industries.",
    });
  });

  it("keeps progress where it was when an earlier step is corrected", async () => {
    const client = new TestClient(testApp.app);
    await registerSeeker(client);
    await client.post("/api/seeker/registration/employment", EMPLOYMENT);
    await client.post("/api/seeker/registration/education", EDUCATION);
    const corrected = await client.post("/api/seeker/registration/employment", {
      ...EMPLOYMENT,
      designation: "Lead",
    });
    expect(corrected.json().data.user.registrationProgress).toBe("job-preference");
  });
});

describe("single-page registration", () => {
  it("reports every problem at once and creates nothing", async () => {
    const details = newSeekerDetails({ experienceType: "professional" });
    const reply = await new TestClient(testApp.app).post("/api/registration/single-page", {
      ...details,
      ...EDUCATION,
      institute: "",
    });
    expect(reply.statusCode).toBe(400);
    const fields = Object.keys(fieldMessages(reply));
    expect(fields).toEqual(expect.arrayContaining(["designation", "institute", "preferredLocations"]));
    const exists = await new TestClient(testApp.app).post("/api/public/accounts/existence", {
      email: details.email,
    });
    expect(exists.json().data.emailExists).toBe(false);
  });

  it("creates a complete fresher account in one go", async () => {
    const client = new TestClient(testApp.app);
    const details = newSeekerDetails({ experienceType: "fresher" });
    const reply = await client.post("/api/registration/single-page", {
      ...details,
      ...EDUCATION,
      ...PREFERENCE,
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data.user.registrationProgress).toBe("complete");
    const state = (await client.get("/api/seeker/registration")).json().data;
    expect(Object.keys(state.steps).sort()).toEqual(["education", "job-preference", "personal"]);
  });
});
