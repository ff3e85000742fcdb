/**
 * Polls (spec: poll with vote, poll feedback, poll results). A site has at most one open poll (a unique
 * index: opening a new one closes the old in the same transaction). A vote is one row keyed by poll and
 * voter — "user:<id>" for a seeker, "visitor:<id>" for anyone else — so a visitor's twentieth vote at
 * the same moment finds the first one there and changes nothing. Results are shown after voting.
 */
import { AppError, type Poll, type PollsContract, type PollVoter, type StaffPoll } from "@portal/contracts";
import { inTransaction, type PollText } from "@portal/db";
import {
  type FieldProblem,
  LANGUAGES,
  type Language,
  POLL_OPTIONS_MAX,
  POLL_OPTIONS_MIN,
  POLL_TEXT_MAX,
  pollPercentages,
  readPollVote,
} from "@portal/domain";
import { LRUCache } from "lru-cache";
import type pg from "pg";
import { recordStaffAction, requireStaffArea } from "../../auth/staff.ts";
import type { RateLimiter } from "../../plugins/rate-limit.ts";

/** Votes from one address: a household or office shares one, a script flooding a poll does not get far. */
const VOTES_PER_ADDRESS = { name: "poll-vote-ip-1h", limit: 60, windowSeconds: 3600 };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface PollRow {
  id: string;
  site_id: string;
  question: PollText;
  options: PollText[];
  created_at: Date;
  closed_at: Date | null;
}

const voterKey = (voter: PollVoter) => (voter.userId ? `user:${voter.userId}` : `visitor:${voter.visitorId}`);

/** How long a site's poll, as a visitor who has not voted sees it, is served from memory. */
const UNVOTED_FRESH_MS = 30_000;

export function createPollsService(options: { pool: pg.Pool; rateLimiter: RateLimiter }): PollsContract {
  const { pool } = options;
  // Most home page views are guests who never voted: their poll is the same for everyone of a site and
  // language, so it is kept briefly instead of read on every view. Staff's changes here clear it; other
  // processes see them within UNVOTED_FRESH_MS.
  const unvoted = new LRUCache<string, Promise<Poll | null>>({ max: 100, ttl: UNVOTED_FRESH_MS });

  async function votesOf(
    db: pg.ClientBase | pg.Pool,
    pollId: string,
    optionCount: number,
  ): Promise<number[]> {
    const { rows } = await db.query<{ option_index: number; votes: number }>(
      "SELECT option_index, count(*)::int AS votes FROM poll_votes WHERE poll_id = $1 GROUP BY option_index",
      [pollId],
    );
    const votes = Array.from({ length: optionCount }, () => 0);
    for (const row of rows) if (row.option_index < optionCount) votes[row.option_index] = row.votes;
    return votes;
  }

  async function view(
    db: pg.ClientBase | pg.Pool,
    row: PollRow,
    language: Language,
    voter: PollVoter,
  ): Promise<Poll> {
    // A guest without a visitor id yet has not voted.
    const hasVoted =
      (voter.userId !== null || voter.visitorId !== "") &&
      ((
        await db.query("SELECT 1 FROM poll_votes WHERE poll_id = $1 AND voter_key = $2", [
          row.id,
          voterKey(voter),
        ])
      ).rowCount ?? 0) > 0;
    const votes = hasVoted ? await votesOf(db, row.id, row.options.length) : null;
    const percents = votes ? pollPercentages(votes) : null;
    return {
      id: row.id,
      question: row.question[language] || row.question.en,
      options: row.options.map((option) => option[language] || option.en),
      hasVoted,
      results:
        votes && percents
          ? votes.map((count, index) => ({ votes: count, percent: percents[index] ?? 0 }))
          : null,
      totalVotes: votes ? votes.reduce((sum, count) => sum + count, 0) : null,
    };
  }

  async function openPoll(
    db: pg.ClientBase | pg.Pool,
    siteId: string,
    pollId?: string,
  ): Promise<PollRow | null> {
    const { rows } = await db.query<PollRow>(
      `SELECT * FROM polls WHERE site_id = $1 AND closed_at IS NULL ${pollId ? "AND id = $2" : ""}`,
      pollId ? [siteId, pollId] : [siteId],
    );
    return rows[0] ?? null;
  }

  async function staffPoll(db: pg.ClientBase | pg.Pool, row: PollRow): Promise<StaffPoll> {
    const { rows: feedback } = await db.query<{ option_index: number; feedback: string; created_at: Date }>(
      `SELECT option_index, feedback, created_at FROM poll_votes
        WHERE poll_id = $1 AND feedback <> '' ORDER BY created_at DESC LIMIT 50`,
      [row.id],
    );
    return {
      id: row.id,
      siteId: row.site_id,
      question: row.question,
      options: row.options,
      votes: await votesOf(db, row.id, row.options.length),
      feedback: feedback.map((entry) => ({
        option: entry.option_index,
        text: entry.feedback,
        createdAt: entry.created_at.toISOString(),
      })),
      createdAt: row.created_at.toISOString(),
      closedAt: row.closed_at?.toISOString() ?? null,
    };
  }

  async function vote(
    siteId: string,
    language: Language,
    pollId: string,
    voter: PollVoter,
    input: Readonly<Record<string, unknown>>,
  ) {
    const read = readPollVote(input);
    if (!read.ok) throw new AppError("VALIDATION", "validationFailed", { details: read.problems });
    if (!UUID.test(pollId)) throw new AppError("NOT_FOUND", "notFound");
    const poll = await openPoll(pool, siteId, pollId);
    if (!poll) throw new AppError("NOT_FOUND", "notFound");
    if (!voter.userId && !voter.visitorId) throw new AppError("VALIDATION", "invalidValue");
    if (read.value.option >= poll.options.length) {
      throw new AppError("VALIDATION", "validationFailed", {
        details: [{ field: "option", messageKey: "selectVoteOption" }],
      });
    }
    await options.rateLimiter.enforce([[VOTES_PER_ADDRESS, voter.ip]]);
    const { rowCount } = await pool.query(
      `INSERT INTO poll_votes (poll_id, voter_key, user_id, option_index, feedback)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT (poll_id, voter_key) DO NOTHING`,
      [poll.id, voterKey(voter), voter.userId, read.value.option, read.value.feedback],
    );
    return { counted: (rowCount ?? 0) > 0, poll: await view(pool, poll, language, voter) };
  }

  /** The staff form's texts: `question.<language>` and `option<n>.<language>`, every language given. */
  function readPollForm(input: Readonly<Record<string, unknown>>): {
    question: PollText;
    options: PollText[];
  } {
    const problems: FieldProblem[] = [];
    const textOf = (field: string): PollText => {
      const entry = Object.fromEntries(
        LANGUAGES.map((language) => {
          const value = input[`${field}.${language}`];
          const text = typeof value === "string" ? value.trim() : "";
          if (!text) problems.push({ field: `${field}.${language}`, messageKey: "pollTextRequired" });
          else if (text.length > POLL_TEXT_MAX)
            problems.push({
              field: `${field}.${language}`,
              messageKey: "tooLong",
              params: { max: POLL_TEXT_MAX },
            });
          return [language, text];
        }),
      );
      return entry as PollText;
    };
    const question = textOf("question");
    const given = Array.from({ length: POLL_OPTIONS_MAX }, (_, index) => `option${index + 1}`).filter(
      (field) =>
        LANGUAGES.some((language) => {
          const value = input[`${field}.${language}`];
          return typeof value === "string" && value.trim() !== "";
        }),
    );
    const pollOptions = given.map(textOf);
    if (pollOptions.length < POLL_OPTIONS_MIN)
      problems.push({ field: "option1.en", messageKey: "pollOptionsRequired" });
    if (problems.length > 0) throw new AppError("VALIDATION", "validationFailed", { details: problems });
    return { question, options: pollOptions };
  }

  const service = {
    async current(siteId: string, language: Language, voter: PollVoter) {
      const read = async (as: PollVoter) => {
        const poll = await openPoll(pool, siteId);
        return poll ? view(pool, poll, language, as) : null;
      };
      if (voter.userId !== null || voter.visitorId !== "") return read(voter);
      const key = `${siteId}:${language}`;
      let cached = unvoted.get(key);
      if (!cached) {
        cached = read(voter);
        unvoted.set(key, cached);
        cached.catch(() => unvoted.delete(key));
      }
      return cached;
    },

    vote,

    async staffList(staff, siteId) {
      requireStaffArea(staff, "content");
      const { rows } = await pool.query<PollRow>(
        "SELECT * FROM polls WHERE site_id = $1 ORDER BY created_at DESC LIMIT 20",
        [siteId],
      );
      return Promise.all(rows.map((row) => staffPoll(pool, row)));
    },

    async create(staff, siteId, input) {
      requireStaffArea(staff, "content");
      const form = readPollForm(input);
      return inTransaction(pool, async (client) => {
        // Serialises openings on one site: the unique index would refuse the second anyway.
        await client.query("SELECT pg_advisory_xact_lock(hashtext('poll:' || $1))", [siteId]);
        await client.query("UPDATE polls SET closed_at = now() WHERE site_id = $1 AND closed_at IS NULL", [
          siteId,
        ]);
        const { rows } = await client.query<PollRow>(
          `INSERT INTO polls (site_id, question, options, created_by) VALUES ($1, $2, $3, $4) RETURNING *`,
          [siteId, JSON.stringify(form.question), JSON.stringify(form.options), staff.id],
        );
        const row = rows[0] as PollRow;
        unvoted.clear();
        await recordStaffAction(client, staff, {
          area: "content",
          action: "poll.create",
          target: row.id,
          details: { siteId, question: form.question.en },
        });
        return staffPoll(client, row);
      });
    },

    async close(staff, pollId) {
      requireStaffArea(staff, "content");
      if (!UUID.test(pollId)) throw new AppError("NOT_FOUND", "notFound");
      await inTransaction(pool, async (client) => {
        const { rowCount } = await client.query(
          "UPDATE polls SET closed_at = now() WHERE id = $1 AND closed_at IS NULL",
          [pollId],
        );
        if (!rowCount) throw new AppError("NOT_FOUND", "notFound");
        unvoted.clear();
        await recordStaffAction(client, staff, { area: "content", action: "poll.close", target: pollId });
      });
    },
  } satisfies PollsContract;
  return service;
}
