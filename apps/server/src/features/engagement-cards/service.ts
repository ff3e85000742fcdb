/**
 * Engagement card use cases: which cards a seeker has due (rules in @portal/domain), the four answers
 * of spec §4 (confirm, update, skip, remind me later), and the tracking of spec §7 (engagement,
 * abandonment, field level). Updates are saved through the profiles service with the field groups'
 * own schemas, and the mobile card through the accounts feature's OTP verification: this feature never
 * writes another feature's tables.
 *
 * Failures that are not the seeker's input (no profile to update, a lost race, anything unexpected)
 * answer with the spec's "OOps! …" message, so the seeker knows to try again from the profile page.
 */

import type { AccountUser, CardsReply, MobileCodeSent, RequestMeta } from "@portal/contracts";
import { AppError } from "@portal/contracts";
import type { engagementCardStates, SqlRow } from "@portal/db";
import {
  CARD_FIELDS,
  CARD_RULES,
  type CardAction,
  type CardEvent,
  type CardFacts,
  type CardId,
  type CardState,
  type CardView,
  canConfirm,
  cardProblems,
  cardValue,
  currentEmployment,
  type DueReason,
  dueReason,
  ENGAGEMENT_RULES_VERSION,
  type FieldProblem,
  hasSkill,
  hiddenUntilAfter,
  isRuleName,
  isRuleVersion,
  lastRefreshed,
  latestEmployment,
  mergedGroupInput,
  nextCards,
  type ProfileDetail,
  ruleName,
  skillsFromText,
  type TrackableCardEvent,
} from "@portal/domain";
import type pg from "pg";
import type { ProfilesService } from "../profiles/index.ts";

/** What cards need from accounts: fresh verification flags and the mobile OTP. */
export interface CardAccounts {
  findUser(userId: string): Promise<AccountUser | null>;
  sendMobileVerification(user: AccountUser, meta: RequestMeta): Promise<MobileCodeSent>;
  verifyMobileCode(
    user: AccountUser,
    input: Record<string, unknown>,
    meta: RequestMeta,
  ): Promise<AccountUser>;
}

export interface EngagementCardsOptions {
  pool: pg.Pool;
  profiles: ProfilesService;
  accounts: CardAccounts;
  /** Tests move time forward to see reminders come back and values go stale. */
  clock?: () => Date;
  log?: { error(object: unknown, message: string): void };
}

export type CardSource = "popup" | "page" | "api";

/** Where a card call came from and the rule headers it carried back (spec §7). */
export interface CardCallMeta {
  source: CardSource;
  ruleApplied?: string | null;
  ruleVersion?: string | null;
  /** Needed by calls that reach accounts (the mobile code is rate-limited per address). */
  request?: RequestMeta;
}

type StateRow = Pick<
  SqlRow<typeof engagementCardStates>,
  "card_id" | "last_action" | "acted_at" | "hidden_until" | "rule_version"
>;

const OOPS = () =>
  new AppError("UNPROCESSABLE", "engagementUpdateFailed", {
    details: [{ messageKey: "engagementUpdateFailed" }],
  });

const ENTRY_NOT_FOUND = () => new AppError("NOT_FOUND", "cardNotFound");

const NOT_DUE = () =>
  new AppError("CONFLICT", "nothingToConfirm", { details: [{ messageKey: "nothingToConfirm" }] });

function isAppError(error: unknown, ...codes: AppError["code"][]): error is AppError {
  return error instanceof AppError && codes.includes(error.code);
}

export function createEngagementCardsService(options: EngagementCardsOptions) {
  const { pool, profiles, accounts } = options;
  const clock = options.clock ?? (() => new Date());

  async function seeker(userId: string): Promise<AccountUser> {
    const user = await accounts.findUser(userId);
    if (user?.role !== "seeker") throw new AppError("FORBIDDEN", "forbidden");
    return user;
  }

  async function states(userId: string): Promise<CardState[]> {
    const { rows } = await pool.query<StateRow>(
      `SELECT card_id, last_action, acted_at, hidden_until, rule_version
         FROM engagement_card_states WHERE user_id = $1`,
      [userId],
    );
    return rows.map((row) => ({
      cardId: row.card_id,
      lastAction: row.last_action,
      actedAt: row.acted_at,
      hiddenUntil: row.hidden_until,
      ruleVersion: row.rule_version,
    }));
  }

  interface Situation {
    user: AccountUser;
    profile: ProfileDetail | null;
    facts: CardFacts;
    states: CardState[];
    now: Date;
  }
  type SaveContext = Situation & { request: RequestMeta | undefined };

  async function situation(userId: string): Promise<Situation> {
    const user = await seeker(userId);
    // A seeker who finished registration gets a profile from it the first time anyone looks.
    await profiles.ensureFirstProfile(user);
    const profile = await profiles.defaultProfile(user.id);
    return {
      user,
      profile,
      facts: {
        data: profile?.data ?? null,
        groupUpdatedAt: profile?.groupUpdatedAt ?? {},
        hasMobile: user.mobile !== null,
        isMobileVerified: user.mobileVerified,
      },
      states: await states(user.id),
      now: clock(),
    };
  }

  function view(at: Situation, cardId: CardId, reason: DueReason | null): CardView {
    const state = at.states.find((candidate) => candidate.cardId === cardId);
    const refreshed = lastRefreshed(cardId, at.facts, state);
    return {
      cardId,
      reason,
      ruleApplied: reason ? ruleName(cardId, reason) : null,
      ruleVersion: ENGAGEMENT_RULES_VERSION,
      profileId: at.profile?.id ?? null,
      value: cardValue(cardId, at.facts.data, at.user.mobile),
      refreshedAt: refreshed === null ? null : new Date(refreshed).toISOString(),
      ageLimitMonths: CARD_RULES[cardId].ageLimitMonths,
    };
  }

  function dueViews(at: Situation): CardView[] {
    return nextCards(at.facts, at.states, at.now).map((card) => view(at, card.cardId, card.reason));
  }

  function currentReason(at: Situation, cardId: CardId): DueReason | null {
    return dueReason(
      cardId,
      at.facts,
      at.states.find((state) => state.cardId === cardId),
      at.now,
    );
  }

  async function record(
    userId: string,
    cardId: CardId,
    event: CardEvent,
    meta: Pick<CardCallMeta, "source" | "ruleApplied" | "ruleVersion">,
    fallbackRule: string | null,
    field: string | null = null,
  ): Promise<void> {
    await pool.query(
      `INSERT INTO engagement_card_events
         (user_id, card_id, event, field, rule_applied, rule_version, source, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        userId,
        cardId,
        event,
        field,
        isRuleName(meta.ruleApplied) ? meta.ruleApplied : fallbackRule,
        isRuleVersion(meta.ruleVersion) ? meta.ruleVersion : ENGAGEMENT_RULES_VERSION,
        meta.source,
        clock(),
      ],
    );
  }

  async function remember(userId: string, cardId: CardId, action: CardAction, now: Date): Promise<void> {
    await pool.query(
      `INSERT INTO engagement_card_states (user_id, card_id, last_action, acted_at, hidden_until, rule_version)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (user_id, card_id) DO UPDATE SET last_action = EXCLUDED.last_action,
         acted_at = EXCLUDED.acted_at, hidden_until = EXCLUDED.hidden_until,
         rule_version = EXCLUDED.rule_version`,
      [userId, cardId, action, now, hiddenUntilAfter(action, now), ENGAGEMENT_RULES_VERSION],
    );
  }

  async function answered(
    userId: string,
    cardId: CardId,
    action: CardAction,
    meta: CardCallMeta,
    rule: string | null,
  ): Promise<CardsReply> {
    const now = clock();
    await remember(userId, cardId, action, now);
    await record(userId, cardId, action, meta, rule);
    const after = await situation(userId);
    return { card: view(after, cardId, currentReason(after, cardId)), cards: dueViews(after) };
  }

  /** Refusals of the seeker's input keep their field problems; anything else becomes the OOps message. */
  function explain(cardId: CardId, error: unknown): never {
    if (isAppError(error, "VALIDATION")) {
      throw new AppError("VALIDATION", error.message, {
        details: cardProblems(cardId, error.details as FieldProblem[]),
      });
    }
    if (isAppError(error, "RATE_LIMITED", "UNAUTHENTICATED", "FORBIDDEN")) throw error;
    if (isAppError(error, "NOT_FOUND") && error.message === "cardNotFound") throw error;
    // The accounts feature's own refusals of a code (wrong, expired, too many tries) are the seeker's to fix.
    if (cardId === "mobile-otp" && isAppError(error, "UNPROCESSABLE", "CONFLICT")) throw error;
    if (!(error instanceof AppError))
      options.log?.error({ err: error, cardId }, "engagement card update failed");
    throw OOPS();
  }

  /** An entry id the caller named must be one of this seeker's entries: anyone else's answers 404. */
  function ownEntry(
    profile: ProfileDetail,
    group: "employments" | "educations",
    entryId: unknown,
  ): string | null {
    if (entryId === undefined || entryId === null) return null;
    if (typeof entryId !== "string" || !profile.data[group].some((entry) => entry.id === entryId))
      throw ENTRY_NOT_FOUND();
    return entryId;
  }

  function requireProfile(at: Situation): ProfileDetail {
    if (!at.profile) throw OOPS();
    return at.profile;
  }

  async function save(at: SaveContext, cardId: CardId, body: Record<string, unknown>): Promise<void> {
    const userId = at.user.id;
    const base = { name: at.user.name, email: at.user.email, mobile: at.user.mobile };
    switch (cardId) {
      case "profile-import": {
        const source = body.source === "registration" ? "registration" : "fresh";
        await profiles.create(userId, { name: body.name, source });
        return;
      }
      case "mobile-otp":
        if (!at.request) throw OOPS();
        await accounts.verifyMobileCode(at.user, { otp: body.otp }, at.request);
        return;
      case "current-salary":
        await profiles.saveGroup(
          userId,
          requireProfile(at).id,
          "salary",
          mergedGroupInput(cardId, at.facts.data, body, base),
        );
        return;
      case "current-location":
      case "preferred-location":
        await profiles.saveGroup(
          userId,
          requireProfile(at).id,
          "personal",
          mergedGroupInput(cardId, at.facts.data, body, base),
        );
        return;
      case "experience":
        await profiles.saveGroup(userId, requireProfile(at).id, "experience", body);
        return;
      case "work-authorization":
        await profiles.saveGroup(userId, requireProfile(at).id, "workAuthorization", body);
        return;
      case "designation": {
        const profile = requireProfile(at);
        const entryId =
          ownEntry(profile, "employments", body.entryId) ?? latestEmployment(profile.data)?.id ?? null;
        const { entryId: _ignored, ...entry } = body;
        await profiles.saveEntry(userId, profile.id, "employments", entryId, entry);
        return;
      }
      case "education": {
        const profile = requireProfile(at);
        const entryId = ownEntry(profile, "educations", body.entryId);
        const { entryId: _ignored, ...entry } = body;
        await profiles.saveEntry(userId, profile.id, "educations", entryId, entry);
        return;
      }
      case "notice-period": {
        const profile = requireProfile(at);
        const job = currentEmployment(profile.data);
        if (!job) throw OOPS();
        const { id, ...rest } = job;
        await profiles.saveEntry(userId, profile.id, "employments", id, {
          ...rest,
          noticePeriod: body.noticePeriod ?? null,
          lastWorkingDay: body.lastWorkingDay ?? null,
        });
        return;
      }
      case "skills": {
        const profile = requireProfile(at);
        if (typeof body.add === "string") {
          await profiles.addSkill(userId, profile.id, { name: body.add });
          return;
        }
        if (typeof body.remove === "string") {
          if (!hasSkill(profile.data.skills, body.remove)) throw ENTRY_NOT_FOUND();
          await profiles.removeSkill(userId, profile.id, body.remove);
          return;
        }
        const wanted = Array.isArray(body.skills)
          ? skillsFromText(body.skills.filter((skill) => typeof skill === "string").join(","))
          : [];
        if (wanted.length === 0) {
          throw new AppError("VALIDATION", "validationFailed", {
            details: [{ field: "skills", messageKey: "selectSkills" }],
          });
        }
        const saved = profile.data.skills;
        for (const skill of saved.filter((name) => !hasSkill(wanted, name)))
          await profiles.removeSkill(userId, profile.id, skill);
        for (const skill of wanted.filter((name) => !hasSkill(saved, name)))
          await profiles.addSkill(userId, profile.id, { name: skill });
        return;
      }
    }
  }

  const service = {
    /** The due cards, first to show first. */
    async list(userId: string): Promise<CardView[]> {
      return dueViews(await situation(userId));
    },

    /** One card, due or not (its `reason` is null when it is not due). */
    async get(userId: string, cardId: CardId): Promise<CardView> {
      const at = await situation(userId);
      return view(at, cardId, currentReason(at, cardId));
    },

    /** The due cards for a page's slot; the first, the one the slot shows, is recorded as shown. */
    async slot(userId: string): Promise<CardView[]> {
      const list = await service.list(userId);
      const first = list[0];
      if (first) await service.track(userId, first.cardId, "shown", { source: "page", ...rulesOf(first) });
      return list;
    },

    /** One card for its own page (the dialog without JavaScript), recorded as opened. */
    async open(userId: string, cardId: CardId): Promise<CardView> {
      const card = await service.get(userId, cardId);
      await service.track(userId, cardId, "opened", { source: "page", ...rulesOf(card) });
      return card;
    },

    /** "Yes, this is correct": refreshes a stale value without changing it. */
    async confirm(userId: string, cardId: CardId, meta: CardCallMeta): Promise<CardsReply> {
      const at = await situation(userId);
      const reason = currentReason(at, cardId);
      // A missing value cannot be confirmed; a fresh one may be confirmed again harmlessly.
      if (reason === "missing" || !canConfirm(cardId, "stale")) throw NOT_DUE();
      return answered(userId, cardId, "confirmed", meta, reason ? ruleName(cardId, reason) : null);
    },

    async skip(userId: string, cardId: CardId, meta: CardCallMeta): Promise<CardsReply> {
      const at = await situation(userId);
      const reason = currentReason(at, cardId);
      return answered(userId, cardId, "skipped", meta, reason ? ruleName(cardId, reason) : null);
    },

    async remindLater(userId: string, cardId: CardId, meta: CardCallMeta): Promise<CardsReply> {
      const at = await situation(userId);
      const reason = currentReason(at, cardId);
      return answered(userId, cardId, "remind-later", meta, reason ? ruleName(cardId, reason) : null);
    },

    /** Saves the card's new value through the profiles (or accounts) feature, then remembers the answer. */
    async update(
      userId: string,
      cardId: CardId,
      body: Record<string, unknown>,
      meta: CardCallMeta,
    ): Promise<CardsReply> {
      const at: SaveContext = { ...(await situation(userId)), request: meta.request };
      const reason = currentReason(at, cardId);
      try {
        await save(at, cardId, body);
      } catch (error) {
        explain(cardId, error);
      }
      return answered(userId, cardId, "updated", meta, reason ? ruleName(cardId, reason) : null);
    },

    /** Sends the code of the mobile card (spec §7 "mobile OTP reverify", first half). */
    async sendMobileCode(userId: string, meta: CardCallMeta): Promise<MobileCodeSent> {
      const user = await seeker(userId);
      if (!meta.request) throw OOPS();
      return accounts.sendMobileVerification(user, meta.request);
    },

    /** The dialog or page was closed before an answer (Escape, the close button, leaving). */
    async abandon(userId: string, cardId: CardId, meta: CardCallMeta): Promise<void> {
      const at = await situation(userId);
      const reason = currentReason(at, cardId);
      await record(userId, cardId, "abandoned", meta, reason ? ruleName(cardId, reason) : null);
    },

    /** Engagement tracking: a card shown (on a page) or opened (its dialog or page). */
    async track(
      userId: string,
      cardId: CardId,
      event: TrackableCardEvent,
      meta: CardCallMeta,
    ): Promise<void> {
      await record(userId, cardId, event, meta, null);
    },

    /** Field-level tracking: the seeker changed one field of a card's update form. */
    async trackField(userId: string, cardId: CardId, field: string, meta: CardCallMeta): Promise<void> {
      if (!CARD_FIELDS[cardId].includes(field)) {
        throw new AppError("VALIDATION", "invalidValue", {
          details: [{ field: "field", messageKey: "invalidValue" }],
        });
      }
      await record(userId, cardId, "field-changed", meta, null, field);
    },
  };
  return service;
}

/** The rule headers a card went out with, as its events record them. */
function rulesOf(card: CardView): Pick<CardCallMeta, "ruleApplied" | "ruleVersion"> {
  return { ruleApplied: card.ruleApplied, ruleVersion: card.ruleVersion };
}

export type EngagementCardsService = ReturnType<typeof createEngagementCardsService>;
