/** The same page in English, Hindi or Arabic; each name is written in its own language and script. */
import { LANGUAGES, type Language, splitLanguage, withLanguage } from "@portal/domain";
import { Link, useLocation } from "react-router";
import { useI18n } from "../i18n/i18n-context.tsx";

export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", hi: "हिन्दी", ar: "العربية" };

export function LanguageSwitch() {
  const { t, language } = useI18n();
  const location = useLocation();
  const barePath = splitLanguage(location.pathname).path;
  return (
    <nav className="language-switch" aria-label={t("shell.languageNav")}>
      <ul>
        {LANGUAGES.map((option) => (
          <li key={option}>
            <Link
              to={withLanguage(`${barePath}${location.search}`, option)}
              lang={option}
              hrefLang={option}
              aria-current={option === language ? "true" : undefined}
            >
              {LANGUAGE_NAMES[option]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
