import { Link, type LinkProps } from "react-router";
import { useI18n } from "../i18n/i18n-context.tsx";
import { localizeHref } from "../lib/localized-path.ts";

/** A link inside the portal that keeps the reader's language prefix. */
export function LocalLink({ to, ...props }: Omit<LinkProps, "to"> & { to: string }) {
  const { language } = useI18n();
  return <Link to={localizeHref(to, language)} {...props} />;
}

export function useLocalHref(): (href: string) => string {
  const { language } = useI18n();
  return (href) => localizeHref(href, language);
}
