/**
 * The career advice articles, read once from `apps/server/content/career-advice/<slug>/` (its README
 * says how an article is written): `article.yaml` for what every language shares, `<language>.md` with
 * front matter for each language's text. Markdown becomes HTML here with raw HTML off (markdown-it), so
 * nothing in an article can put markup or script of its own on the page.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { CareerArticle } from "@portal/contracts";
import {
  CAREER_ADVICE_CATEGORIES,
  careerArticlePath,
  LANGUAGES,
  type Language,
  SITE_IDS,
  type SiteId,
} from "@portal/domain";
import MarkdownIt from "markdown-it";
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import { SERVER_ROOT } from "../../paths.ts";

export const ARTICLES_DIRECTORY = path.join(SERVER_ROOT, "content", "career-advice");

const isoDate = z.union([z.string(), z.date()]).transform((value, context) => {
  const text = value instanceof Date ? value.toISOString().slice(0, 10) : value;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) context.addIssue({ code: "custom", message: "a date, YYYY-MM-DD" });
  return text;
});

const metaSchema = z.object({
  sites: z.array(z.enum(SITE_IDS)).min(1),
  order: z.number().int().positive(),
  category: z.enum(CAREER_ADVICE_CATEGORIES),
  image: z.string().regex(/^\/career-advice\/[a-z0-9-]+\.svg$/),
  published: isoDate,
  updated: isoDate,
  jobs: z.string().max(300).default(""),
});

const frontMatterSchema = z.object({
  title: z.string().min(5).max(120),
  summary: z.string().min(20).max(300),
});

export interface StoredArticle {
  slug: string;
  sites: readonly SiteId[];
  order: number;
  byLanguage: Record<Language, CareerArticle>;
}

const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });

/** Front matter between `---` lines at the top, and the text after it. */
function splitFrontMatter(text: string, file: string): { data: unknown; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`${file}: no front matter`);
  return { data: parseYaml(match[1] ?? ""), body: match[2] ?? "" };
}

function parsed<T>(schema: z.ZodType<T>, value: unknown, file: string): T {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new Error(
      `${file}: ${result.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`).join("; ")}`,
    );
  }
  return result.data;
}

/** Every article of the folder, checked: a missing language or a bad field stops the start-up. */
export function readArticles(directory = ARTICLES_DIRECTORY): StoredArticle[] {
  const slugs = readdirSync(directory, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(entry.name))
    .map((entry) => entry.name)
    .sort();
  return slugs.map((slug) => {
    const metaFile = path.join(directory, slug, "article.yaml");
    const meta = parsed(metaSchema, parseYaml(readFileSync(metaFile, "utf8")), metaFile);
    const byLanguage = Object.fromEntries(
      LANGUAGES.map((language) => {
        const file = path.join(directory, slug, `${language}.md`);
        const { data, body } = splitFrontMatter(readFileSync(file, "utf8"), file);
        const front = parsed(frontMatterSchema, data, file);
        const article: CareerArticle = {
          slug,
          title: front.title,
          summary: front.summary,
          category: meta.category,
          image: meta.image,
          url: careerArticlePath(slug),
          published: meta.published,
          updated: meta.updated,
          html: markdown.render(body),
          jobsQuery: meta.jobs,
        };
        return [language, article];
      }),
    ) as Record<Language, CareerArticle>;
    return { slug, sites: meta.sites, order: meta.order, byLanguage };
  });
}
