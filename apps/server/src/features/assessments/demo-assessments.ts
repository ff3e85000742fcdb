/**
 * The demo seeker (a Java developer) passed the Java test three weeks ago, so the demo's profile,
 * candidate search and recruiter's view show a badge (demo tools only). Their answers are the bank's
 * right ones for nine of ten drawn questions: the score is what the test would have given.
 */
import type pg from "pg";
import { DEMO_SEEKER } from "../accounts/index.ts";
import { bankFor } from "./banks.ts";
import { scoreOf } from "./service.ts";

const DEMO_TEST = "java";

export async function seedDemoAssessments(pool: pg.Pool): Promise<void> {
  const bank = bankFor(DEMO_TEST);
  if (!bank) return;
  const questionIds = bank.questions.slice(0, bank.questionsPerAttempt).map((question) => question.id);
  const answers = Object.fromEntries(
    bank.questions
      .slice(0, bank.questionsPerAttempt)
      .map((question, index) => [question.id, index === 0 ? (question.answer + 1) % 4 : question.answer]),
  );
  const score = scoreOf(bank, questionIds, answers);
  await pool.query(
    `INSERT INTO assessment_attempts (user_id, test, site_id, language, question_ids, answers, started_at,
                                      deadline_at, finished_at, correct, score_percent, passed)
     SELECT u.id, $2, 'india', 'en', $3, $4, now() - interval '21 days',
            now() - interval '21 days' + make_interval(mins => $5), now() - interval '21 days' + interval '9 minutes',
            $6, $7, $8
       FROM users u WHERE u.email = $1 AND u.role = 'seeker'
        AND NOT EXISTS (SELECT 1 FROM assessment_attempts a WHERE a.user_id = u.id)`,
    [
      DEMO_SEEKER.email,
      DEMO_TEST,
      JSON.stringify(questionIds),
      JSON.stringify(answers),
      bank.minutes,
      score.correct,
      score.scorePercent,
      score.passed,
    ],
  );
}
