/**
 * The tests and their questions, read once from `apps/server/content/assessments/<slug>.yaml` (its
 * README says how a test is written) and checked here: a file that breaks a rule stops the server at
 * start-up with the file and the rule named, instead of a seeker meeting a broken question.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { ASSESSMENT_OPTIONS, type Language, SITE_IDS, type SiteId } from "@portal/domain";
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import { SERVER_ROOT } from "../../paths.ts";

export const BANKS_DIRECTORY = path.join(SERVER_ROOT, "content", "assessments");

const texts = z.object({ en: z.string().min(1), hi: z.string().min(1), ar: z.string().min(1) });
export type Texts = z.infer<typeof texts>;
/** An option the same in every language (code, a number, a name) or written in each. */
const option = z.union([z.string().min(1), texts]);

const questionSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+-\d{2}$/),
  text: texts,
  code: z.string().optional(),
  options: z.array(option).length(ASSESSMENT_OPTIONS),
  answer: z
    .number()
    .int()
    .min(0)
    .max(ASSESSMENT_OPTIONS - 1),
});

const bankSchema = z
  .object({
    skill: z.string().min(1).max(60),
    sites: z.array(z.enum(SITE_IDS)).min(1),
    minutes: z.number().int().min(3).max(60),
    questionsPerAttempt: z.number().int().min(5).max(30),
    passPercent: z.number().int().min(40).max(100),
    title: texts,
    summary: texts,
    questions: z.array(questionSchema),
  })
  .refine((bank) => bank.questions.length >= bank.questionsPerAttempt, "fewer questions than an attempt asks")
  .refine(
    (bank) => new Set(bank.questions.map((question) => question.id)).size === bank.questions.length,
    "a question id is used twice",
  );

export type Question = z.infer<typeof questionSchema>;
export type Bank = z.infer<typeof bankSchema> & { slug: string };

export function textIn(value: string | Texts, language: Language): string {
  return typeof value === "string" ? value : value[language];
}

export function readBanks(directory = BANKS_DIRECTORY): Bank[] {
  return readdirSync(directory)
    .filter((file) => file.endsWith(".yaml"))
    .sort()
    .map((file) => {
      const parsed = bankSchema.safeParse(parseYaml(readFileSync(path.join(directory, file), "utf8")));
      if (!parsed.success) {
        throw new Error(
          `${file}: ${parsed.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`).join("; ")}`,
        );
      }
      const slug = file.slice(0, -".yaml".length);
      const foreign = parsed.data.questions.find((question) => !question.id.startsWith(`${slug}-`));
      if (foreign) throw new Error(`${file}: question ${foreign.id} is not named after the test`);
      return { ...parsed.data, slug };
    });
}

let banks: Bank[] | undefined;

/** Every test, read on first use. */
export function allBanks(): readonly Bank[] {
  banks ??= readBanks();
  return banks;
}

export function bankFor(slug: string, siteId?: SiteId): Bank | undefined {
  const bank = allBanks().find((candidate) => candidate.slug === slug);
  return bank && (siteId === undefined || bank.sites.includes(siteId)) ? bank : undefined;
}
