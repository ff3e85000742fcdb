/** Page titles and descriptions, written in the page's language with the brand name after the title. */
import type { MetaDescriptor } from "react-router";
import { createI18n, type I18n } from "../i18n/i18n-context.tsx";
import { loadedCatalogue } from "../i18n/loaded-catalogues.ts";
import type { RootData } from "./root-data.ts";

type MatchLike = { id: string; loaderData?: unknown } | undefined;

export function rootDataFrom(matches: readonly MatchLike[]): RootData | undefined {
  return matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined;
}

export function i18nFromRoot(root: RootData): I18n {
  const { language, locale, now } = root;
  return createI18n({ language, locale, messages: loadedCatalogue(language), now });
}

export function pageMeta(
  root: RootData | undefined,
  page: { title: string; description?: string; noindex?: boolean },
): MetaDescriptor[] {
  if (!root) return [{ title: page.title }];
  const { t } = i18nFromRoot(root);
  const tags: MetaDescriptor[] = [
    { title: t("meta.titleWithBrand", { title: page.title, brand: root.brand.name }) },
  ];
  if (page.description) tags.push({ name: "description", content: page.description });
  if (page.noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}
