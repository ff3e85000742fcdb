/**
 * The demo seeker's engagement cards: on a fresh demo database their default profile is filled and
 * saved "today", so nothing would be due. Dating a few groups back gives four due cards: the salary
 * (saved seven months ago), the notice period (four months), and both locations (thirteen months).
 * Only groups still dated as the seed left them are moved, so a restart never ages what the seeker
 * has since saved.
 */
import { monthsBefore, type ProfileGroup } from "@portal/domain";
import type pg from "pg";
import { createUserStore } from "../../auth/user-store.ts";
import { DEMO_SEEKER } from "../accounts/index.ts";
import { createProfilesService } from "../profiles/index.ts";

const DEMO_AGES: ReadonlyArray<readonly [ProfileGroup, number]> = [
  ["salary", 7],
  ["employments", 4],
  ["personal", 13],
];

/** A group saved within this long of its profile's creation is still as the demo seed left it. */
const SEEDED_WITHIN_MS = 60 * 1000;

export async function seedDemoCards(pool: pg.Pool, now = new Date()): Promise<void> {
  const users = createUserStore(pool);
  const seeker = await users.findByEmail("seeker", DEMO_SEEKER.email);
  if (!seeker) return;
  const profiles = createProfilesService({
    pool,
    accounts: {
      findUser: (id) => users.findById(id),
      registrationState: async () => ({ progress: "complete", experienceType: "professional", steps: {} }),
    },
  });
  const profile = await profiles.defaultProfile(seeker.id);
  if (!profile) return;
  const createdAt = Date.parse(profile.createdAt);
  for (const [group, months] of DEMO_AGES) {
    const saved = profile.groupUpdatedAt[group];
    if (!saved || Math.abs(Date.parse(saved) - createdAt) > SEEDED_WITHIN_MS) continue;
    await profiles.backdateGroup(seeker.id, profile.id, group, monthsBefore(now, months));
  }
}
