/** Titles of the storefront's pages: public ones (services) are indexed; the cart and orders are not. */
import type { MessageKey } from "../../i18n/catalogue.ts";
import { i18nFromRoot, pageMeta, rootDataFrom } from "../../lib/meta.ts";

type MatchLike = { id: string; loaderData?: unknown } | undefined;

export function storeMeta(
  title: MessageKey | ((loaderData: unknown) => MessageKey),
  options: { noindex?: boolean } = {},
) {
  return ({ matches, data }: { matches: readonly MatchLike[]; data?: unknown }) => {
    const root = rootDataFrom(matches);
    if (!root) return [];
    const { t } = i18nFromRoot(root);
    const key = typeof title === "function" ? title(data) : title;
    return pageMeta(root, {
      title: t(key),
      description: t("careerServices.intro"),
      noindex: options.noindex,
    });
  };
}
