/**
 * Profile use cases: a seeker's up to five profiles (create fresh, import from registration, copy,
 * rename, delete but never the last, make default), each field group saved on its own after the group's
 * zod schema from @portal/domain accepts it, and the facts and score of a profile.
 *
 * Invariants and how they hold under concurrent requests: every change to the set of profiles (create,
 * delete, make default) first locks the seeker's `users` row, so counting and inserting cannot interleave
 * (five stays five); the partial unique index `profiles_one_default_idx` makes a second default
 * impossible; a list entry or skill is read and written back under a lock on its profile row.
 * Another seeker's profile is simply not found (404).
 */
import { randomUUID } from "node:crypto";
import type { AccountUser, ProfilePageData, RegistrationState } from "@portal/contracts";
import { AppError } from "@portal/contracts";
import { type profiles, inTransaction as runInTransaction, type SqlRow } from "@portal/db";
import {
  type Certificate,
  type CreateProfileInput,
  createProfileSchema,
  defaultProfileName,
  emptyProfileData,
  type FieldProblem,
  hasSkill,
  isLanguage,
  MAX_CERTIFICATES,
  MAX_EDUCATIONS,
  MAX_EMPLOYMENTS,
  MAX_IT_SKILLS,
  MAX_PROFILES,
  MAX_SKILLS,
  PROFILE_LIST_SCHEMAS,
  PROFILE_OBJECT_SCHEMAS,
  type ProfileData,
  type ProfileDetail,
  type ProfileFacts,
  type ProfileGroup,
  type ProfileListGroup,
  type ProfileListValues,
  type ProfileObjectGroup,
  type ProfileScore,
  type ProfileSummary,
  parseWith,
  profileNameSchema,
  profileScore,
  skillKey,
  skillSchema,
} from "@portal/domain";
import type pg from "pg";
import { profileDataFromRegistration } from "./import.ts";

/** What the profiles feature needs from accounts (the registration drafts are theirs). */
export interface ProfileAccounts {
  findUser(userId: string): Promise<AccountUser | null>;
  registrationState(user: AccountUser): Promise<RegistrationState>;
}

/** Whether a seeker has a photo: the avatars feature answers once it is wired in. */
export interface ProfilePhotos {
  hasPhoto(userId: string): Promise<boolean>;
}

/**
 * Runs inside a profile's deletion, after its row is locked and before it goes; answers what to do once
 * the deletion has committed (files of the profile's rows, say: gone only when the profile is).
 */
export type ProfileRemovalHook = (
  client: pg.PoolClient,
  removal: { userId: string; profileId: string },
) => Promise<(() => Promise<void>) | undefined>;

export interface ProfilesServiceOptions {
  pool: pg.Pool;
  accounts: ProfileAccounts;
  photos?: ProfilePhotos;
  /** Whether a profile has a resume: the resumes feature answers once it exists. */
  hasResume?: (profileId: string) => Promise<boolean>;
  /** Counts a write against the seeker's allowance (PROFILE_WRITE_LIMIT); throws when it is used up. */
  limitWrites?: (userId: string) => Promise<void>;
}

/** Saving a profile is cheap, but a script saving in a loop is not a person editing. */
export const PROFILE_WRITE_LIMIT = {
  name: "profile-writes-user-15m",
  limit: 300,
  windowSeconds: 15 * 60,
} as const;

const COLUMN_OF: Readonly<Record<ProfileGroup, string>> = {
  personal: "personal",
  workAuthorization: "work_authorization",
  experience: "experience",
  salary: "salary",
  preferences: "preferences",
  covid: "covid",
  employments: "employments",
  educations: "educations",
  itSkills: "it_skills",
  skills: "skills",
  certificates: "certificates",
};

const LIST_LIMITS: Readonly<Record<ProfileListGroup, number>> = {
  employments: MAX_EMPLOYMENTS,
  educations: MAX_EDUCATIONS,
  itSkills: MAX_IT_SKILLS,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A `profiles` row as `SELECT *` reads it. */
type ProfileDbRow = SqlRow<typeof profiles>;
type SummaryDbRow = Pick<ProfileDbRow, "id" | "name" | "is_default" | "created_at" | "updated_at">;

const SUMMARY_COLUMNS = "id, name, is_default, created_at, updated_at";

function summaryOf(row: SummaryDbRow) {
  return {
    id: row.id,
    name: row.name,
    isDefault: row.is_default,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  } satisfies ProfileSummary;
}

function detailOf(row: ProfileDbRow): ProfileDetail {
  return {
    ...summaryOf(row),
    data: {
      personal: row.personal,
      workAuthorization: row.work_authorization,
      experience: row.experience,
      salary: row.salary,
      preferences: row.preferences,
      covid: row.covid,
      employments: row.employments,
      educations: row.educations,
      skills: row.skills,
      itSkills: row.it_skills,
      certificates: row.certificates,
    },
    groupUpdatedAt: row.group_updated_at,
    resumeId: row.current_resume_id,
  };
}

export function invalid(problems: FieldProblem[]): AppError {
  return new AppError("VALIDATION", "validationFailed", { details: problems });
}

const NOT_FOUND = () =>
  new AppError("NOT_FOUND", "profileNotFound", { details: [{ messageKey: "profileNotFound" }] });

function parsed<T>(result: ReturnType<typeof parseWith<T>>): T {
  if (!result.ok) throw invalid(result.problems);
  return result.value;
}

type Client = pg.PoolClient;

export function createProfilesService(options: ProfilesServiceOptions) {
  const { pool, accounts } = options;
  const removalHooks: ProfileRemovalHook[] = [];

  const inTransaction = <T>(work: (client: Client) => Promise<T>): Promise<T> => runInTransaction(pool, work);

  /** Serialises every change to a seeker's set of profiles. */
  async function lockSeeker(client: Client, userId: string): Promise<void> {
    const { rowCount } = await client.query(
      "SELECT 1 FROM users WHERE id = $1 AND role = 'seeker' FOR UPDATE",
      [userId],
    );
    if (!rowCount) throw new AppError("FORBIDDEN", "forbidden");
  }

  async function summaries(client: Pick<pg.Pool, "query">, userId: string): Promise<ProfileSummary[]> {
    const { rows } = await client.query<SummaryDbRow>(
      `SELECT ${SUMMARY_COLUMNS} FROM profiles WHERE user_id = $1 ORDER BY created_at, id`,
      [userId],
    );
    return rows.map(summaryOf);
  }

  async function findRow(
    client: Pick<pg.Pool, "query">,
    userId: string,
    profileId: string,
    lock = false,
  ): Promise<ProfileDbRow> {
    if (!UUID.test(profileId)) throw NOT_FOUND();
    const { rows } = await client.query<ProfileDbRow>(
      `SELECT * FROM profiles WHERE id = $1 AND user_id = $2${lock ? " FOR UPDATE" : ""}`,
      [profileId, userId],
    );
    if (!rows[0]) throw NOT_FOUND();
    return rows[0];
  }

  async function insertProfile(
    client: Client,
    userId: string,
    name: string,
    data: ProfileData,
    groups: readonly ProfileGroup[],
    isDefault: boolean,
  ): Promise<ProfileSummary> {
    const { rows } = await client.query<SummaryDbRow>(
      `INSERT INTO profiles (user_id, name, is_default, personal, work_authorization, experience, salary,
         preferences, covid, employments, educations, skills, it_skills, certificates, group_updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14,
         (SELECT coalesce(jsonb_object_agg(g, now()), '{}'::jsonb) FROM unnest($15::text[]) AS g))
       RETURNING ${SUMMARY_COLUMNS}`,
      [
        userId,
        name,
        isDefault,
        JSON.stringify(data.personal),
        JSON.stringify(data.workAuthorization),
        JSON.stringify(data.experience),
        JSON.stringify(data.salary),
        JSON.stringify(data.preferences),
        JSON.stringify(data.covid),
        JSON.stringify(data.employments),
        JSON.stringify(data.educations),
        JSON.stringify(data.skills),
        JSON.stringify(data.itSkills),
        JSON.stringify(data.certificates ?? []),
        [...new Set(groups)],
      ],
    );
    return summaryOf(rows[0] as SummaryDbRow);
  }

  async function countProfiles(client: Client, userId: string): Promise<number> {
    const { rows } = await client.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM profiles WHERE user_id = $1",
      [userId],
    );
    return rows[0]?.n ?? 0;
  }

  async function importedData(user: AccountUser) {
    const state = await accounts.registrationState(user);
    return profileDataFromRegistration(user, state, randomUUID);
  }

  /** Writes one group and stamps its time; the profile row must be locked or the write self-contained. */
  async function writeGroup(
    client: Pick<pg.Pool, "query">,
    userId: string,
    profileId: string,
    group: ProfileGroup,
    value: unknown,
  ): Promise<void> {
    const column = COLUMN_OF[group];
    const { rowCount } = await client.query(
      `UPDATE profiles SET ${column} = $3::jsonb,
         group_updated_at = group_updated_at || jsonb_build_object($4::text, now()), updated_at = now()
       WHERE id = $1 AND user_id = $2`,
      [profileId, userId, JSON.stringify(value), group],
    );
    if (!rowCount) throw NOT_FOUND();
  }

  async function seekerOf(userId: string): Promise<AccountUser> {
    const user = await accounts.findUser(userId);
    if (user?.role !== "seeker") throw new AppError("FORBIDDEN", "forbidden");
    return user;
  }

  const service = {
    list: (userId: string) => summaries(pool, userId),

    /**
     * What the profile page shows: the seeker's profiles, the one asked for (else the default) and its
     * score. Makes the first profile from registration for a seeker who finished it and has none.
     */
    async pageData(user: AccountUser, profileId: string | null): Promise<ProfilePageData> {
      await service.ensureFirstProfile(user);
      const list = await service.list(user.id);
      const wanted = profileId ? list.find((profile) => profile.id === profileId) : undefined;
      if (profileId && !wanted) throw new AppError("NOT_FOUND", "profileNotFound");
      const chosen = wanted ?? list.find((profile) => profile.isDefault) ?? list[0];
      const current = chosen ? await service.get(user.id, chosen.id) : null;
      const score = current ? profileScore(await factsOf(user, current)) : null;
      return { profiles: list, current, score };
    },

    async get(userId: string, profileId: string): Promise<ProfileDetail> {
      return detailOf(await findRow(pool, userId, profileId));
    },

    /** The profile recruiters see, or null for a seeker without profiles. */
    async defaultProfile(userId: string): Promise<ProfileDetail | null> {
      const { rows } = await pool.query<ProfileDbRow>(
        "SELECT * FROM profiles WHERE user_id = $1 AND is_default",
        [userId],
      );
      return rows[0] ? detailOf(rows[0]) : null;
    },

    /**
     * A seeker who finished registration gets their first profile from the registration drafts the first
     * time anyone asks for their profiles; returns whether one was made.
     */
    async ensureFirstProfile(user: AccountUser): Promise<boolean> {
      if (user.role !== "seeker" || user.registrationProgress !== "complete") return false;
      const existing = await pool.query("SELECT 1 FROM profiles WHERE user_id = $1 LIMIT 1", [user.id]);
      if (existing.rowCount) return false;
      const imported = await importedData(user);
      return inTransaction(async (client) => {
        await lockSeeker(client, user.id);
        if ((await countProfiles(client, user.id)) > 0) return false;
        await insertProfile(client, user.id, defaultName(user), imported.data, imported.groups, true);
        return true;
      });
    },

    /**
     * Registration finished, but a profile may already exist (a resume uploaded during registration
     * makes one to hang on): the drafts fill the default profile's groups nobody has saved yet, and the
     * skills the seeker confirmed join its list. Nothing the profile already holds is replaced.
     */
    async fillFromRegistration(user: AccountUser, confirmedSkills: readonly string[] = []): Promise<void> {
      if (user.role !== "seeker" || user.registrationProgress !== "complete") return;
      await service.ensureFirstProfile(user);
      const imported = await importedData(user);
      await inTransaction(async (client) => {
        const { rows } = await client.query<ProfileDbRow>(
          "SELECT * FROM profiles WHERE user_id = $1 AND is_default FOR UPDATE",
          [user.id],
        );
        if (!rows[0]) return;
        const profile = detailOf(rows[0]);
        for (const group of new Set(imported.groups)) {
          if (profile.groupUpdatedAt[group]) continue;
          await writeGroup(client, user.id, profile.id, group, imported.data[group]);
        }
        const skills = [...profile.data.skills];
        for (const written of confirmedSkills) {
          const skill = written.replace(/\s+/g, " ").trim();
          if (skills.length >= MAX_SKILLS) break;
          if (skillSchema.safeParse({ name: skill }).success && !hasSkill(skills, skill)) skills.push(skill);
        }
        if (skills.length > profile.data.skills.length)
          await writeGroup(client, user.id, profile.id, "skills", skills);
      });
    },

    /** Spec §4: a fresh profile, a copy of one of theirs, or an import of what registration saved. */
    async create(userId: string, input: unknown): Promise<ProfileSummary> {
      await options.limitWrites?.(userId);
      const request: CreateProfileInput = parsed(parseWith(createProfileSchema, input));
      const user = await seekerOf(userId);
      const imported = request.source === "registration" ? await importedData(user) : null;
      return inTransaction(async (client) => {
        await lockSeeker(client, userId);
        const count = await countProfiles(client, userId);
        if (count >= MAX_PROFILES) {
          throw new AppError("CONFLICT", "profileLimitReached", {
            details: [{ messageKey: "profileLimitReached", params: { max: MAX_PROFILES } }],
          });
        }
        let data = emptyProfileData();
        let groups: ProfileGroup[] = [];
        if (request.source === "copy") {
          if (!request.fromProfileId || !UUID.test(request.fromProfileId)) {
            throw invalid([{ field: "fromProfileId", messageKey: "selectProfile" }]);
          }
          const source = detailOf(await findRow(client, userId, request.fromProfileId));
          data = source.data;
          groups = Object.keys(source.groupUpdatedAt) as ProfileGroup[];
        } else if (imported) {
          data = imported.data;
          groups = imported.groups;
        }
        return insertProfile(client, userId, request.name, data, groups, count === 0);
      });
    },

    async rename(userId: string, profileId: string, input: unknown): Promise<ProfileSummary> {
      await options.limitWrites?.(userId);
      const { name } = parsed(parseWith(profileNameSchema, input));
      if (!UUID.test(profileId)) throw NOT_FOUND();
      const { rows } = await pool.query<SummaryDbRow>(
        `UPDATE profiles SET name = $3, updated_at = now() WHERE id = $1 AND user_id = $2
         RETURNING ${SUMMARY_COLUMNS}`,
        [profileId, userId, name],
      );
      if (!rows[0]) throw NOT_FOUND();
      return summaryOf(rows[0]);
    },

    /** Never the last one; deleting the default hands the role to the most recently updated other one. */
    async remove(userId: string, profileId: string): Promise<ProfileSummary[]> {
      await options.limitWrites?.(userId);
      const afterCommit: (() => Promise<void>)[] = [];
      const remaining = await inTransaction(async (client) => {
        await lockSeeker(client, userId);
        // Locked, so nothing can join the profile between the hooks' reading and the delete.
        const row = await findRow(client, userId, profileId, true);
        if ((await countProfiles(client, userId)) <= 1) {
          throw new AppError("CONFLICT", "lastProfileNotDeletable", {
            details: [{ messageKey: "lastProfileNotDeletable" }],
          });
        }
        for (const hook of removalHooks) {
          const after = await hook(client, { userId, profileId });
          if (after) afterCommit.push(after);
        }
        await client.query("DELETE FROM profiles WHERE id = $1 AND user_id = $2", [profileId, userId]);
        if (row.is_default) {
          await client.query(
            `UPDATE profiles SET is_default = true WHERE id =
               (SELECT id FROM profiles WHERE user_id = $1 ORDER BY updated_at DESC, id LIMIT 1)`,
            [userId],
          );
        }
        return summaries(client, userId);
      });
      for (const after of afterCommit) await after();
      return remaining;
    },

    /** Adds work to every profile deletion (see ProfileRemovalHook); features that keep rows per profile. */
    onRemove(hook: ProfileRemovalHook): void {
      removalHooks.push(hook);
    },

    async makeDefault(userId: string, profileId: string): Promise<ProfileSummary[]> {
      await options.limitWrites?.(userId);
      return inTransaction(async (client) => {
        await lockSeeker(client, userId);
        await findRow(client, userId, profileId);
        // Two statements: the unique index is checked row by row, so the old default goes first.
        await client.query("UPDATE profiles SET is_default = false WHERE user_id = $1 AND is_default", [
          userId,
        ]);
        await client.query("UPDATE profiles SET is_default = true WHERE id = $1 AND user_id = $2", [
          profileId,
          userId,
        ]);
        return summaries(client, userId);
      });
    },

    async saveGroup(
      userId: string,
      profileId: string,
      group: ProfileObjectGroup,
      input: unknown,
    ): Promise<ProfileDetail> {
      await options.limitWrites?.(userId);
      const schema = PROFILE_OBJECT_SCHEMAS[group] as unknown as Parameters<typeof parseWith>[0];
      const value = parsed(parseWith(schema, input));
      if (!UUID.test(profileId)) throw NOT_FOUND();
      await writeGroup(pool, userId, profileId, group, value);
      return service.get(userId, profileId);
    },

    /** Adds an entry (entryId null) or replaces one, under a lock on the profile row. */
    async saveEntry<G extends ProfileListGroup>(
      userId: string,
      profileId: string,
      group: G,
      entryId: string | null,
      input: unknown,
    ): Promise<ProfileDetail> {
      await options.limitWrites?.(userId);
      const schema = PROFILE_LIST_SCHEMAS[group] as unknown as Parameters<typeof parseWith>[0];
      const value = parsed(parseWith(schema, input)) as Omit<ProfileListValues[G], "id">;
      await inTransaction(async (client) => {
        const profile = detailOf(await findRow(client, userId, profileId, true));
        const entries = profile.data[group] as ProfileListValues[G][];
        if (entryId !== null && !entries.some((entry) => entry.id === entryId)) throw NOT_FOUND();
        if (entryId === null && entries.length >= LIST_LIMITS[group]) {
          throw invalid([{ messageKey: "tooManyEntries" }]);
        }
        checkEntry(profile.data, group, entryId, value);
        const saved = { ...value, id: entryId ?? randomUUID() } as ProfileListValues[G];
        const next =
          entryId === null
            ? [...entries, saved]
            : entries.map((entry) => (entry.id === entryId ? saved : entry));
        await writeGroup(client, userId, profileId, group, next);
      });
      return service.get(userId, profileId);
    },

    async removeEntry(
      userId: string,
      profileId: string,
      group: ProfileListGroup,
      entryId: string,
    ): Promise<ProfileDetail> {
      await options.limitWrites?.(userId);
      await inTransaction(async (client) => {
        const profile = detailOf(await findRow(client, userId, profileId, true));
        const entries = profile.data[group] as { id: string }[];
        if (!entries.some((entry) => entry.id === entryId)) throw NOT_FOUND();
        await writeGroup(
          client,
          userId,
          profileId,
          group,
          entries.filter((entry) => entry.id !== entryId),
        );
        // IT skills used in a job that is gone keep their details but lose the link.
        if (
          group === "employments" &&
          profile.data.itSkills.some((skill) => skill.employmentId === entryId)
        ) {
          await writeGroup(
            client,
            userId,
            profileId,
            "itSkills",
            profile.data.itSkills.map((skill) =>
              skill.employmentId === entryId ? { ...skill, employmentId: null } : skill,
            ),
          );
        }
      });
      return service.get(userId, profileId);
    },

    async addSkill(userId: string, profileId: string, input: unknown): Promise<ProfileDetail> {
      await options.limitWrites?.(userId);
      const { name } = parsed(parseWith(skillSchema, input));
      const skill = name.replace(/\s+/g, " ");
      await inTransaction(async (client) => {
        const profile = detailOf(await findRow(client, userId, profileId, true));
        if (hasSkill(profile.data.skills, skill)) {
          throw invalid([{ field: "name", messageKey: "skillAlreadyAdded" }]);
        }
        if (profile.data.skills.length >= MAX_SKILLS) throw invalid([{ messageKey: "tooManyEntries" }]);
        await writeGroup(client, userId, profileId, "skills", [...profile.data.skills, skill]);
      });
      return service.get(userId, profileId);
    },

    async removeSkill(userId: string, profileId: string, name: string): Promise<ProfileDetail> {
      await options.limitWrites?.(userId);
      await inTransaction(async (client) => {
        const profile = detailOf(await findRow(client, userId, profileId, true));
        if (!hasSkill(profile.data.skills, name)) throw NOT_FOUND();
        const key = skillKey(name);
        await writeGroup(
          client,
          userId,
          profileId,
          "skills",
          profile.data.skills.filter((skill) => skillKey(skill) !== key),
        );
      });
      return service.get(userId, profileId);
    },

    /**
     * A finished course's certificate on the profile (the seeker asked, from their learning page); one
     * per course: adding it again changes nothing.
     */
    async addCertificate(
      userId: string,
      profileId: string,
      certificate: Omit<Certificate, "id">,
    ): Promise<ProfileDetail> {
      await options.limitWrites?.(userId);
      await inTransaction(async (client) => {
        const profile = detailOf(await findRow(client, userId, profileId, true));
        const held = profile.data.certificates;
        if (held.some((entry) => entry.courseId === certificate.courseId)) return;
        if (held.length >= MAX_CERTIFICATES) throw invalid([{ messageKey: "tooManyEntries" }]);
        await writeGroup(client, userId, profileId, "certificates", [
          ...held,
          { id: randomUUID(), ...certificate },
        ]);
      });
      return service.get(userId, profileId);
    },

    async removeCertificate(
      userId: string,
      profileId: string,
      certificateId: string,
    ): Promise<ProfileDetail> {
      await options.limitWrites?.(userId);
      await inTransaction(async (client) => {
        const profile = detailOf(await findRow(client, userId, profileId, true));
        const kept = profile.data.certificates.filter((entry) => entry.id !== certificateId);
        if (kept.length === profile.data.certificates.length) throw NOT_FOUND();
        await writeGroup(client, userId, profileId, "certificates", kept);
      });
      return service.get(userId, profileId);
    },

    /** What the score is computed from; the default profile unless one is named. */
    async profileFacts(userId: string, profileId?: string): Promise<ProfileFacts | null> {
      const profile = profileId ? await service.get(userId, profileId) : await service.defaultProfile(userId);
      if (!profile) return null;
      const user = await seekerOf(userId);
      return factsOf(user, profile);
    },

    async score(userId: string, profileId?: string): Promise<ProfileScore | null> {
      const facts = await service.profileFacts(userId, profileId);
      return facts ? profileScore(facts) : null;
    },

    /** The facts of a profile already loaded, for callers that have the user at hand. */
    async factsFor(user: AccountUser, profile: ProfileDetail): Promise<ProfileFacts> {
      return factsOf(user, profile);
    },

    /** Demo data only: dates a group's last save back, so engagement cards have old values to ask about. */
    async backdateGroup(
      userId: string,
      profileId: string,
      group: ProfileGroup,
      savedAt: Date,
    ): Promise<void> {
      if (!UUID.test(profileId)) throw NOT_FOUND();
      const { rowCount } = await pool.query(
        `UPDATE profiles SET group_updated_at = group_updated_at || jsonb_build_object($3::text, $4::timestamptz)
         WHERE id = $1 AND user_id = $2`,
        [profileId, userId, group, savedAt.toISOString()],
      );
      if (!rowCount) throw NOT_FOUND();
    },
  };

  async function factsOf(user: AccountUser, profile: ProfileDetail): Promise<ProfileFacts> {
    const personal = profile.data.personal;
    // Verification proves the account's own address and number; a profile showing others proves nothing.
    const isSameEmail = !personal || personal.email === user.email;
    const isSameMobile =
      !personal ||
      (user.mobile !== null &&
        personal.mobile.diallingCode === user.mobile.diallingCode &&
        personal.mobile.number === user.mobile.number);
    return {
      data: profile.data,
      hasResume: profile.resumeId !== null && ((await options.hasResume?.(profile.id)) ?? true),
      hasPhoto: (await options.photos?.hasPhoto(user.id)) ?? false,
      isEmailVerified: user.emailVerified && isSameEmail,
      isMobileVerified: user.mobileVerified && isSameMobile,
      updatedAt: profile.updatedAt,
    };
  }

  return service;
}

/** The first profile's name, in the language the seeker registered in. */
function defaultName(user: AccountUser): string {
  return defaultProfileName(user.experienceType, isLanguage(user.language) ? user.language : "en");
}

/** Rules that need the rest of the profile: one current job, no IT skill twice, links to real jobs. */
function checkEntry(
  data: ProfileData,
  group: ProfileListGroup,
  entryId: string | null,
  value: Record<string, unknown>,
): void {
  if (group === "employments" && value.isCurrent === true) {
    if (data.employments.some((entry) => entry.isCurrent && entry.id !== entryId))
      throw invalid([{ field: "isCurrent", messageKey: "oneCurrentJob" }]);
  }
  if (group === "itSkills") {
    const others = data.itSkills.filter((entry) => entry.id !== entryId).map((entry) => entry.name);
    if (hasSkill(others, String(value.name)))
      throw invalid([{ field: "name", messageKey: "skillAlreadyAdded" }]);
    const employmentId = value.employmentId;
    if (employmentId !== null && !data.employments.some((entry) => entry.id === employmentId))
      throw invalid([{ field: "employmentId", messageKey: "employmentNotFound" }]);
  }
}

export type ProfilesService = ReturnType<typeof createProfilesService>;
