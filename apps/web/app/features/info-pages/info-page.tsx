/**
 * What the about, terms, privacy and contact pages share: their title and description, one readable
 * column of sections under an h1, an optional table of contents, and the site's name and e-mail.
 * Sections are data (catalogue keys per paragraph or list), so the contents list and the headings
 * it points to cannot drift apart.
 */
import type { ComponentType, ReactNode } from "react";
import type { MessageKey } from "../../i18n/catalogue.ts";
import { type I18n, useI18n } from "../../i18n/i18n-context.tsx";
import { i18nFromRoot, pageMeta, rootDataFrom } from "../../lib/meta.ts";
import { type RootData, useRootData } from "../../lib/root-data.ts";
import infoPagesStyles from "../../styles/info-pages.css?url";

/** A paragraph, a bulleted list (one key per item), or a part that is more than text. */
export type InfoBlock = MessageKey | { list: readonly MessageKey[] } | { part: ComponentType };

export interface InfoSection {
  /** The heading's id, which the contents link to. */
  id: string;
  heading: MessageKey;
  blocks: readonly InfoBlock[];
}

export interface SiteTexts {
  brand: string;
  country: string;
  /** The brand with the country, e.g. "JobNest India". */
  site: string;
}

export function siteTexts(root: Pick<RootData, "brand" | "site">, t: I18n["t"]): SiteTexts {
  const brand = root.brand.name;
  const country = t(`country.${root.site.id}`);
  return { brand, country, site: t("info.siteName", { brand, country }) };
}

export function useSiteTexts(): SiteTexts {
  const root = useRootData();
  const { t } = useI18n();
  if (!root) throw new Error("information pages need the root data");
  return siteTexts(root, t);
}

export function infoLinks() {
  return [{ rel: "stylesheet", href: infoPagesStyles }];
}

type MatchLike = { id: string; loaderData?: unknown } | undefined;

/** Public pages: titled in the reader's language, described with the site's name, open to search engines. */
export function infoMeta(title: MessageKey, description: MessageKey) {
  return ({ matches }: { matches: readonly MatchLike[] }) => {
    const root = rootDataFrom(matches);
    if (!root) return [];
    const { t } = i18nFromRoot(root);
    return pageMeta(root, { title: t(title), description: t(description, { ...siteTexts(root, t) }) });
  };
}

interface InfoPageProps {
  title: MessageKey;
  intro: MessageKey;
  /** Shown between the introduction and the sections. */
  children?: ReactNode;
  sections?: readonly InfoSection[];
  /** Long pages list their sections first, so a reader can jump to the one they need. */
  hasContents?: boolean;
}

export function InfoPage({ title, intro, children, sections = [], hasContents = false }: InfoPageProps) {
  const { t } = useI18n();
  const texts = useSiteTexts();
  return (
    <div className="container page narrow info-page">
      <h1>{t(title)}</h1>
      <p className="info-page__intro">{t(intro, { ...texts })}</p>
      {children}
      {hasContents && sections.length > 0 && (
        <nav className="info-contents" aria-labelledby="info-contents">
          <h2 id="info-contents">{t("info.contents")}</h2>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{t(section.heading)}</a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {sections.map((section) => (
        <section key={section.id} className="info-section">
          <h2 id={section.id}>{t(section.heading)}</h2>
          {section.blocks.map((block, index) => (
            <InfoBlockView key={blockKey(block, index)} block={block} texts={texts} />
          ))}
        </section>
      ))}
    </div>
  );
}

function blockKey(block: InfoBlock, index: number): string {
  if (typeof block === "string") return block;
  return "list" in block ? `list-${block.list[0] ?? index}` : `part-${index}`;
}

function InfoBlockView({ block, texts }: { block: InfoBlock; texts: SiteTexts }) {
  const { t } = useI18n();
  if (typeof block === "string") return <p>{t(block, { ...texts })}</p>;
  if ("list" in block) {
    return (
      <ul>
        {block.list.map((key) => (
          <li key={key}>{t(key, { ...texts })}</li>
        ))}
      </ul>
    );
  }
  const Part = block.part;
  return <Part />;
}

/** "Write to us at info@…": the site's e-mail address as a link, kept left to right on Arabic pages. */
export function SiteEmail() {
  const { t } = useI18n();
  const email = useRootData()?.site.contact.email.trim();
  if (!email) return null;
  return (
    <p>
      {t("info.writeTo")}{" "}
      <a href={`mailto:${email}`} dir="ltr">
        {email}
      </a>
    </p>
  );
}
