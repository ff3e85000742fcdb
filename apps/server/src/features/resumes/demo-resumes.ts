/**
 * The demo seeker's resumes on a fresh demo database: an older resume kept as history and a current
 * one on the default profile, so the profile page shows both, the score counts the resume, and the demo
 * recruiter (whose company the demo seeker applied to) finds "Download resume" on the application.
 * Stored through the resume service, so the demo files pass the same checks as any upload; plain text
 * is read without the worker pool.
 */
import type { SiteId } from "@portal/domain";
import { parseResumeText } from "@portal/resume-parser";
import type pg from "pg";
import { createUserStore } from "../../auth/user-store.ts";
import type { FileStorage } from "../../storage/file-storage.ts";
import { DEMO_SEEKER } from "../accounts/index.ts";
import { createProfilesService } from "../profiles/index.ts";
import { createResumeService } from "./service.ts";

const OLDER = `${DEMO_SEEKER.name}
${DEMO_SEEKER.email} | +91 ${DEMO_SEEKER.mobile.number}
Bengaluru, Karnataka

Experience
Java Developer, Lotus Bridge Technologies, Bengaluru
Jul 2019 - Feb 2022

Education
B.E. Computer Science, Anna University, 2016

Skills
Java, Spring Boot, SQL
`;

const CURRENT = `${DEMO_SEEKER.name}
${DEMO_SEEKER.email} | +91 ${DEMO_SEEKER.mobile.number}
Bengaluru, Karnataka

Total experience: 6 years 4 months

Experience
Senior Java Developer, Saranya Softech Pvt Ltd, Bengaluru
Mar 2022 - Present
Java Developer, Lotus Bridge Technologies, Bengaluru
Jul 2019 - Feb 2022

Education
B.E. Computer Science, Anna University, 2016

Skills
Java, Spring Boot, SQL, Microservices, Docker, AWS, Apache Kafka, Kubernetes, PostgreSQL
`;

export async function seedDemoResumes(pool: pg.Pool, storage: FileStorage): Promise<void> {
  const users = createUserStore(pool);
  const seeker = await users.findByEmail("seeker", DEMO_SEEKER.email);
  if (!seeker) return;
  const existing = await pool.query("SELECT 1 FROM resumes WHERE user_id = $1 LIMIT 1", [seeker.id]);
  if (existing.rowCount) return;
  const profiles = createProfilesService({
    pool,
    accounts: {
      findUser: (id) => users.findById(id),
      registrationState: async () => ({ progress: "complete", experienceType: "professional", steps: {} }),
    },
  });
  const profile = await profiles.defaultProfile(seeker.id);
  if (!profile) return;
  const resumes = createResumeService({
    pool,
    storage,
    read: async ({ siteId, bytes }) => parseResumeText(bytes.toString("utf8"), { siteId }),
    profiles,
    accounts: { findUser: (id) => users.findById(id) },
    applications: { hasApplicationAtCompany: async () => false },
    log: { warn: () => {}, error: () => {} },
  });
  const siteId = "india" satisfies SiteId;
  for (const [fileName, text] of [
    ["Demo Seeker resume 2022.txt", OLDER],
    ["Demo Seeker resume.txt", CURRENT],
  ] as const)
    await resumes.upload({
      userId: seeker.id,
      siteId,
      profileId: profile.id,
      fileName,
      bytes: Buffer.from(text),
    });
  // The older file was uploaded earlier: dated back so the history reads in its real order.
  await pool.query(
    `UPDATE resumes SET uploaded_at = uploaded_at - interval '400 days', replaced_at = replaced_at - interval '30 days'
     WHERE user_id = $1 AND replaced_at IS NOT NULL`,
    [seeker.id],
  );
}
