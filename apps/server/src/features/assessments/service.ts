/**
 * Skill assessments: a seeker starts a test of their site, gets its questions drawn at random from the
 * test's bank, answers against a clock kept by the server, and is scored once. Each answer is saved as it
 * is chosen, so a dropped connection or a closed tab loses nothing: when the time is up, the attempt is
 * scored on what was saved (by the next read, or by the task that closes attempts nobody came back to).
 * A passed test is a badge on the profile recruiters open and on candidate search results.
 */
import { randomInt } from "node:crypto";
import {
  AppError,
  type AssessmentAttempt,
  type AssessmentBadge,
  type AssessmentResult,
  type AssessmentSummary,
  type AssessmentsContract,
} from "@portal/contracts";
import { inTransaction } from "@portal/db";
import {
  ASSESSMENT_OPTIONS,
  ASSESSMENT_RETAKE_DAYS,
  ASSESSMENT_SUBMIT_GRACE_SECONDS,
  assessmentRetakeAt,
  type Language,
} from "@portal/domain";
import type pg from "pg";
import { requireSeekerId } from "../../auth/seekers.ts";
import { allBanks, type Bank, bankFor, textIn } from "./banks.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Attempts the closing task scores per transaction. */
const CLOSE_BATCH = 100;

interface AttemptRow {
  id: string;
  user_id: string;
  test: string;
  question_ids: string[];
  answers: Record<string, number>;
  started_at: Date;
  deadline_at: Date;
  finished_at: Date | null;
  correct: number | null;
  score_percent: number | null;
  passed: boolean | null;
  /** The database's clock, read with the row. */
  now: Date;
}

const SELECT_ATTEMPT = "SELECT a.*, now() AS now FROM assessment_attempts a";

/** The attempt's share of the bank's question ids, in random order (a partial Fisher–Yates shuffle). */
function drawQuestions(bank: Bank): string[] {
  const ids = bank.questions.map((question) => question.id);
  for (let index = 0; index < bank.questionsPerAttempt; index += 1) {
    const pick = index + randomInt(ids.length - index);
    [ids[index], ids[pick]] = [ids[pick] as string, ids[index] as string];
  }
  return ids.slice(0, bank.questionsPerAttempt);
}

/** Right answers among the attempt's questions still in the bank (an edited bank drops a removed one). */
export function scoreOf(
  bank: Bank,
  questionIds: readonly string[],
  answers: Readonly<Record<string, number>>,
): { correct: number; total: number; scorePercent: number; passed: boolean } {
  const asked = questionIds
    .map((id) => bank.questions.find((question) => question.id === id))
    .filter((question) => question !== undefined);
  const correct = asked.filter((question) => answers[question.id] === question.answer).length;
  const total = asked.length;
  const scorePercent = total === 0 ? 0 : Math.round((correct * 100) / total);
  return { correct, total, scorePercent, passed: scorePercent >= bank.passPercent };
}

function isOpen(row: AttemptRow): boolean {
  return (
    row.finished_at === null &&
    row.now.getTime() <= row.deadline_at.getTime() + ASSESSMENT_SUBMIT_GRACE_SECONDS * 1000
  );
}

function resultOf(row: AttemptRow, total: number): AssessmentResult | null {
  if (!row.finished_at || row.score_percent === null || row.correct === null) return null;
  return {
    correct: row.correct,
    total,
    scorePercent: row.score_percent,
    passed: row.passed === true,
    finishedAt: row.finished_at.toISOString(),
  };
}

/** Only answers to the attempt's own questions, with an option that exists. */
function validAnswers(row: AttemptRow, answers: Readonly<Record<string, number>>): Record<string, number> {
  const kept: Record<string, number> = {};
  for (const id of row.question_ids) {
    const option = answers[id];
    if (Number.isInteger(option) && (option as number) >= 0 && (option as number) < ASSESSMENT_OPTIONS) {
      kept[id] = option as number;
    }
  }
  return kept;
}

/**
 * Scores a locked, unfinished attempt: the saved answers, with `sent` on top when they came in time.
 * One UPDATE sets the finish and the score together (the table's check holds them to each other).
 */
async function finishLocked(
  client: pg.PoolClient,
  row: AttemptRow,
  sent: Readonly<Record<string, number>> = {},
): Promise<AttemptRow> {
  const bank = bankFor(row.test);
  const answers = isOpen(row) ? { ...row.answers, ...validAnswers(row, sent) } : row.answers;
  const score = bank
    ? scoreOf(bank, row.question_ids, answers)
    : { correct: 0, total: 0, scorePercent: 0, passed: false };
  const { rows } = await client.query<AttemptRow>(
    `UPDATE assessment_attempts SET answers = $2, finished_at = now(), correct = $3, score_percent = $4,
            passed = $5
      WHERE id = $1 RETURNING *, now() AS now`,
    [row.id, JSON.stringify(answers), score.correct, score.scorePercent, score.passed],
  );
  return rows[0] as AttemptRow;
}

/** Scores every attempt whose time and grace ran out, a batch per transaction; returns how many. */
export async function closeExpiredAttempts(pool: pg.Pool, userId?: string): Promise<number> {
  let closed = 0;
  for (;;) {
    const batch = await inTransaction(pool, async (client) => {
      const { rows } = await client.query<AttemptRow>(
        `${SELECT_ATTEMPT} WHERE a.finished_at IS NULL
            AND a.deadline_at < now() - make_interval(secs => $1)
            AND ($2::uuid IS NULL OR a.user_id = $2)
          ORDER BY a.deadline_at LIMIT $3 FOR UPDATE SKIP LOCKED`,
        [ASSESSMENT_SUBMIT_GRACE_SECONDS, userId ?? null, CLOSE_BATCH],
      );
      for (const row of rows) await finishLocked(client, row);
      return rows.length;
    });
    closed += batch;
    if (batch < CLOSE_BATCH) return closed;
  }
}

export function createAssessmentsService(options: { pool: pg.Pool }): AssessmentsContract {
  const { pool } = options;

  async function lockedAttempt(
    client: pg.PoolClient,
    userId: string,
    attemptId: string,
  ): Promise<AttemptRow> {
    if (!UUID.test(attemptId)) throw new AppError("NOT_FOUND", "notFound");
    const { rows } = await client.query<AttemptRow>(
      `${SELECT_ATTEMPT} WHERE a.id = $1 AND a.user_id = $2 FOR UPDATE`,
      [attemptId, userId],
    );
    const row = rows[0];
    if (!row) throw new AppError("NOT_FOUND", "notFound");
    return row;
  }

  function viewOf(row: AttemptRow, language: Language, lastFinishedAt: Date | null): AssessmentAttempt {
    const bank = bankFor(row.test);
    if (!bank) throw new AppError("NOT_FOUND", "assessmentNotFound");
    const questions = row.question_ids
      .map((id) => bank.questions.find((question) => question.id === id))
      .filter((question) => question !== undefined);
    const retakeFrom = row.finished_at ?? lastFinishedAt;
    return {
      id: row.id,
      slug: bank.slug,
      title: bank.title[language],
      minutes: bank.minutes,
      passPercent: bank.passPercent,
      startedAt: row.started_at.toISOString(),
      deadlineAt: row.deadline_at.toISOString(),
      now: row.now.toISOString(),
      questions: questions.map((question) => ({
        id: question.id,
        text: question.text[language],
        code: question.code?.replace(/\n+$/, "") ?? null,
        options: question.options.map((option) => textIn(option, language)),
      })),
      answers: row.answers,
      result: resultOf(row, questions.length),
      retakeAt: retakeFrom ? assessmentRetakeAt(retakeFrom).toISOString() : null,
    };
  }

  return {
    async list(seeker, siteId, language) {
      const userId = requireSeekerId(seeker);
      await closeExpiredAttempts(pool, userId);
      const { rows } = await pool.query<AttemptRow>(
        `${SELECT_ATTEMPT} WHERE a.user_id = $1 ORDER BY a.started_at DESC LIMIT 500`,
        [userId],
      );
      return allBanks()
        .filter((bank) => bank.sites.includes(siteId))
        .map((bank): AssessmentSummary => {
          const attempts = rows.filter((row) => row.test === bank.slug);
          const finished = attempts.filter((row) => row.finished_at !== null);
          // A pass before a fail, then the higher score, then the later one.
          const best = [...finished].sort(
            (a, b) =>
              Number(b.passed) - Number(a.passed) ||
              (b.score_percent ?? 0) - (a.score_percent ?? 0) ||
              (b.finished_at?.getTime() ?? 0) - (a.finished_at?.getTime() ?? 0),
          )[0];
          const open = attempts.find((row) => row.finished_at === null);
          const lastFinished = finished.reduce<Date | null>(
            (latest, row) => (!latest || (row.finished_at as Date) > latest ? row.finished_at : latest),
            null,
          );
          const retakeAt = lastFinished ? assessmentRetakeAt(lastFinished) : null;
          return {
            slug: bank.slug,
            skill: bank.skill,
            title: bank.title[language],
            summary: bank.summary[language],
            minutes: bank.minutes,
            questions: bank.questionsPerAttempt,
            passPercent: bank.passPercent,
            best: best ? resultOf(best, bank.questionsPerAttempt) : null,
            inProgress: open ? { attemptId: open.id, deadlineAt: open.deadline_at.toISOString() } : null,
            retakeAt: retakeAt && !open && retakeAt.getTime() > Date.now() ? retakeAt.toISOString() : null,
          };
        });
    },

    async start(seeker, siteId, slug) {
      const userId = requireSeekerId(seeker);
      const bank = bankFor(slug, siteId);
      if (!bank) throw new AppError("NOT_FOUND", "assessmentNotFound");
      await closeExpiredAttempts(pool, userId);
      return inTransaction(pool, async (client) => {
        const openAttempt = async () =>
          (
            await client.query<{ id: string }>(
              "SELECT id FROM assessment_attempts WHERE user_id = $1 AND test = $2 AND finished_at IS NULL",
              [userId, slug],
            )
          ).rows[0];
        const open = await openAttempt();
        if (open) return { attemptId: open.id };
        const { rows: recent } = await client.query<{ finished_at: Date }>(
          `SELECT finished_at FROM assessment_attempts
            WHERE user_id = $1 AND test = $2 AND finished_at > now() - make_interval(days => $3)
            ORDER BY finished_at DESC LIMIT 1`,
          [userId, slug, ASSESSMENT_RETAKE_DAYS],
        );
        if (recent[0]) throw new AppError("CONFLICT", "assessmentRetakeLocked");
        // Two starts at once: the unique index on the open attempt keeps one; the other reads it.
        const { rows: added } = await client.query<{ id: string }>(
          `INSERT INTO assessment_attempts (user_id, test, site_id, language, question_ids, deadline_at)
           VALUES ($1, $2, $3, $4, $5, now() + make_interval(mins => $6))
           ON CONFLICT (user_id, test) WHERE finished_at IS NULL DO NOTHING RETURNING id`,
          [userId, slug, siteId, seeker.language, JSON.stringify(drawQuestions(bank)), bank.minutes],
        );
        if (added[0]) return { attemptId: added[0].id };
        const raced = await openAttempt();
        if (!raced) throw new AppError("CONFLICT", "conflict");
        return { attemptId: raced.id };
      });
    },

    async attempt(seeker, attemptId, language) {
      const userId = requireSeekerId(seeker);
      return inTransaction(pool, async (client) => {
        let row = await lockedAttempt(client, userId, attemptId);
        if (row.finished_at === null && !isOpen(row)) row = await finishLocked(client, row);
        const { rows } = await client.query<{ finished_at: Date | null }>(
          "SELECT max(finished_at) AS finished_at FROM assessment_attempts WHERE user_id = $1 AND test = $2",
          [userId, row.test],
        );
        return viewOf(row, language, rows[0]?.finished_at ?? null);
      });
    },

    async saveAnswer(seeker, attemptId, questionId, option) {
      const userId = requireSeekerId(seeker);
      await inTransaction(pool, async (client) => {
        const row = await lockedAttempt(client, userId, attemptId);
        if (!isOpen(row)) throw new AppError("CONFLICT", "assessmentClosed");
        if (Object.keys(validAnswers(row, { [questionId]: option })).length !== 1) {
          throw new AppError("VALIDATION", "assessmentAnswerInvalid");
        }
        await client.query(
          "UPDATE assessment_attempts SET answers = answers || jsonb_build_object($2::text, $3::int) WHERE id = $1",
          [row.id, questionId, option],
        );
      });
    },

    async submit(seeker, attemptId, answers, language) {
      const userId = requireSeekerId(seeker);
      return inTransaction(pool, async (client) => {
        let row = await lockedAttempt(client, userId, attemptId);
        // A second submission (a double tap, a retried request) gets the first one's result.
        if (row.finished_at === null) row = await finishLocked(client, row, answers);
        return viewOf(row, language, row.finished_at);
      });
    },

    async badgesOf(seekerIds) {
      const badges = new Map<string, AssessmentBadge[]>();
      if (seekerIds.length === 0) return badges;
      const { rows } = await pool.query<{
        user_id: string;
        test: string;
        score_percent: number;
        finished_at: Date;
      }>(
        `SELECT DISTINCT ON (user_id, test) user_id, test, score_percent, finished_at
           FROM assessment_attempts WHERE user_id = ANY($1::uuid[]) AND passed
          ORDER BY user_id, test, score_percent DESC, finished_at DESC`,
        [seekerIds],
      );
      for (const row of rows) {
        const bank = bankFor(row.test);
        if (!bank) continue;
        const list = badges.get(row.user_id) ?? [];
        list.push({
          slug: bank.slug,
          skill: bank.skill,
          title: bank.title,
          scorePercent: row.score_percent,
          passedAt: row.finished_at.toISOString(),
        });
        badges.set(row.user_id, list);
      }
      return badges;
    },
  };
}
