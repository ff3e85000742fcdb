/**
 * Skill assessments: the question banks obey their rules in every language; a seeker starts a test of
 * their site, sees questions without answers, saves answers, finishes once and is scored; the clock is
 * the server's (answers after the time are refused, saved ones still count, an abandoned attempt is
 * closed by the task); a test is not retaken within ASSESSMENT_RETAKE_DAYS; a pass is a badge.
 */
import { ASSESSMENT_OPTIONS, SITE_IDS } from "@portal/domain";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/test-app.ts";
import { registerSeeker, TestClient } from "../../testing/test-client.ts";
import { allBanks, bankFor, readBanks } from "./banks.ts";
import { closeExpiredAttempts, createAssessmentsService } from "./service.ts";

const testApp = useTestApp();
const DEVANAGARI = /[\u0900-\u097F]/;
const ARABIC = /[\u0600-\u06FF]/;

async function seekerOn(host = "in.localhost") {
  const client = new TestClient(testApp.app, { host });
  const { id } = await registerSeeker(client);
  return { client, id };
}

/** The right option of each question of an attempt, from the bank (what the browser never gets). */
function rightAnswers(slug: string, questionIds: readonly string[]): Record<string, number> {
  const bank = bankFor(slug);
  if (!bank) throw new Error(`no bank ${slug}`);
  return Object.fromEntries(
    questionIds.map((id) => [id, bank.questions.find((question) => question.id === id)?.answer ?? -1]),
  );
}

describe("question banks", () => {
  it("parse, and every text is written in English, Hindi and Arabic", () => {
    const banks = readBanks();
    expect(banks.length).toBeGreaterThanOrEqual(8);
    for (const bank of banks) {
      const texts = [
        bank.title,
        bank.summary,
        ...bank.questions.flatMap((question) => [
          question.text,
          ...question.options.filter((option) => typeof option !== "string"),
        ]),
      ];
      for (const text of texts) {
        expect(text.hi, `${bank.slug}: ${text.en}`).toMatch(DEVANAGARI);
        expect(text.ar, `${bank.slug}: ${text.en}`).toMatch(ARABIC);
      }
      // The right answer is not always in one place (a pattern would give the test away).
      const positions = new Set(bank.questions.map((question) => question.answer));
      expect(positions.size, bank.slug).toBe(ASSESSMENT_OPTIONS);
      // No question offers the same option twice.
      for (const question of bank.questions) {
        const english = question.options.map((option) => (typeof option === "string" ? option : option.en));
        expect(new Set(english).size, question.id).toBe(ASSESSMENT_OPTIONS);
      }
    }
  });

  it("give every site several of its common skills to test", () => {
    for (const site of SITE_IDS) {
      expect(allBanks().filter((bank) => bank.sites.includes(site)).length, site).toBeGreaterThanOrEqual(5);
    }
  });
});

describe("taking a test", () => {
  it("draws questions without answers, saves choices, scores once, and keeps the retake date", async () => {
    const { client, id } = await seekerOn();
    const list = (await client.get("/api/seeker/assessments")).json().data.tests;
    expect(list.map((test: { slug: string }) => test.slug)).toContain("java");
    expect(list.find((test: { slug: string }) => test.slug === "java")).toMatchObject({
      best: null,
      inProgress: null,
      retakeAt: null,
    });

    // Ten starts at once make one attempt.
    const starts = await Promise.all(
      Array.from({ length: 10 }, () => client.post("/api/seeker/assessments/java/attempts")),
    );
    const ids = new Set(starts.map((start) => start.json().data.attemptId));
    expect(ids.size).toBe(1);
    const attemptId = [...ids][0] as string;

    const read = await client.get(`/api/seeker/assessments/attempts/${attemptId}`, {
      headers: { "x-language-code": "hi" },
    });
    expect(read.statusCode, read.body).toBe(200);
    const attempt = read.json().data;
    expect(attempt.questions).toHaveLength(bankFor("java")?.questionsPerAttempt ?? 0);
    expect(attempt.questions[0].text).toMatch(DEVANAGARI);
    expect(read.body).not.toContain('"answer"');
    expect(attempt.result).toBeNull();

    const questionIds: string[] = attempt.questions.map((question: { id: string }) => question.id);
    const right = rightAnswers("java", questionIds);
    // Out of range, or a question of another attempt: refused, nothing saved.
    const foreign = bankFor("java")?.questions.find((question) => !questionIds.includes(question.id));
    expect(
      (
        await client.put(`/api/seeker/assessments/attempts/${attemptId}/answers/${foreign?.id}`, {
          option: 1,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await client.put(`/api/seeker/assessments/attempts/${attemptId}/answers/${questionIds[0]}`, {
          option: 9,
        })
      ).statusCode,
    ).toBe(400);
    // Saved one by one: all but the last two right.
    for (const questionId of questionIds.slice(0, -2)) {
      const saved = await client.put(`/api/seeker/assessments/attempts/${attemptId}/answers/${questionId}`, {
        option: right[questionId],
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const wrong = (questionId: string) => ((right[questionId] as number) + 1) % ASSESSMENT_OPTIONS;
    const lastTwo = Object.fromEntries(
      questionIds.slice(-2).map((questionId) => [questionId, wrong(questionId)]),
    );

    // Another seeker cannot read or finish it.
    const other = await seekerOn();
    expect((await other.client.get(`/api/seeker/assessments/attempts/${attemptId}`)).statusCode).toBe(404);

    const finished = await client.post(`/api/seeker/assessments/attempts/${attemptId}/submission`, {
      answers: lastTwo,
    });
    expect(finished.statusCode, finished.body).toBe(200);
    const total = questionIds.length;
    const expectedPercent = Math.round(((total - 2) * 100) / total);
    expect(finished.json().data.result).toMatchObject({
      correct: total - 2,
      total,
      scorePercent: expectedPercent,
      passed: expectedPercent >= (bankFor("java")?.passPercent ?? 100),
    });
    // A repeated submission (all right this time) changes nothing.
    const again = await client.post(`/api/seeker/assessments/attempts/${attemptId}/submission`, {
      answers: right,
    });
    expect(again.json().data.result).toEqual(finished.json().data.result);
    expect(
      (
        await client.put(`/api/seeker/assessments/attempts/${attemptId}/answers/${questionIds[0]}`, {
          option: 0,
        })
      ).statusCode,
    ).toBe(409);

    // Not again within the week; the list says when.
    const retake = await client.post("/api/seeker/assessments/java/attempts");
    expect(retake.statusCode).toBe(409);
    expect(retake.json().errors[0].message).toContain("7");
    const after = (await client.get("/api/seeker/assessments")).json().data.tests;
    const java = after.find((test: { slug: string }) => test.slug === "java");
    expect(java.best.scorePercent).toBe(expectedPercent);
    expect(new Date(java.retakeAt).getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);

    // The pass is a badge recruiters see.
    const badges = await createAssessmentsService({ pool: testApp.pool }).badgesOf([id, other.id]);
    expect(badges.get(id)).toEqual([
      expect.objectContaining({ slug: "java", skill: "Java", scorePercent: expectedPercent }),
    ]);
    expect(badges.get(other.id)).toBeUndefined();
  });

  it("keeps to the server's clock: late answers are refused, saved ones count, abandoned attempts close", async () => {
    const { client, id } = await seekerOn("gulf.localhost");
    const start = await client.post("/api/seeker/assessments/sql/attempts");
    const attemptId = start.json().data.attemptId as string;
    const attempt = (await client.get(`/api/seeker/assessments/attempts/${attemptId}`)).json().data;
    const questionIds: string[] = attempt.questions.map((question: { id: string }) => question.id);
    const right = rightAnswers("sql", questionIds);
    for (const questionId of questionIds.slice(0, 3)) {
      await client.put(`/api/seeker/assessments/attempts/${attemptId}/answers/${questionId}`, {
        option: right[questionId],
      });
    }
    // The time ran out a minute ago (past the grace too).
    await testApp.pool.query(
      "UPDATE assessment_attempts SET deadline_at = now() - interval '5 minutes' WHERE id = $1",
      [attemptId],
    );
    const late = await client.put(`/api/seeker/assessments/attempts/${attemptId}/answers/${questionIds[3]}`, {
      option: right[questionIds[3] as string],
    });
    expect(late.statusCode).toBe(409);
    const submitted = await client.post(`/api/seeker/assessments/attempts/${attemptId}/submission`, {
      answers: right,
    });
    expect(submitted.json().data.result).toMatchObject({ correct: 3, passed: false });

    // An attempt nobody comes back to is closed by the task, on what was saved.
    await testApp.pool.query(
      "UPDATE assessment_attempts SET finished_at = now() - interval '8 days', started_at = now() - interval '8 days' WHERE id = $1",
      [attemptId],
    );
    const second = (await client.post("/api/seeker/assessments/sql/attempts")).json().data
      .attemptId as string;
    expect(second).not.toBe(attemptId);
    const secondIds: string[] = (await client.get(`/api/seeker/assessments/attempts/${second}`))
      .json()
      .data.questions.map((question: { id: string }) => question.id);
    const secondRight = rightAnswers("sql", secondIds);
    for (const questionId of secondIds) {
      await client.put(`/api/seeker/assessments/attempts/${second}/answers/${questionId}`, {
        option: secondRight[questionId],
      });
    }
    await testApp.pool.query(
      "UPDATE assessment_attempts SET deadline_at = now() - interval '5 minutes' WHERE id = $1",
      [second],
    );
    expect(await closeExpiredAttempts(testApp.pool)).toBeGreaterThanOrEqual(1);
    const { rows } = await testApp.pool.query(
      "SELECT score_percent, passed FROM assessment_attempts WHERE id = $1",
      [second],
    );
    expect(rows[0]).toEqual({ score_percent: 100, passed: true });
    expect((await createAssessmentsService({ pool: testApp.pool }).badgesOf([id])).get(id)).toHaveLength(1);
  });

  it("offers only the site's tests, and only to seekers", async () => {
    const { client } = await seekerOn("hk.localhost");
    const slugs = (await client.get("/api/seeker/assessments"))
      .json()
      .data.tests.map((test: { slug: string }) => test.slug);
    expect(slugs).not.toContain("digital-marketing");
    expect((await client.post("/api/seeker/assessments/digital-marketing/attempts")).statusCode).toBe(404);
    expect((await client.post("/api/seeker/assessments/no-such-test/attempts")).statusCode).toBe(404);
    const guest = new TestClient(testApp.app, { host: "in.localhost" });
    expect((await guest.get("/api/seeker/assessments")).statusCode).toBe(401);
  });
});
