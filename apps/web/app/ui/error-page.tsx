import { useI18n } from "../i18n/i18n-context.tsx";
import { LocalLink } from "./local-link.tsx";

interface ErrorPageProps {
  isNotFound: boolean;
  /** Shown only in development, where the stack helps and no visitor sees it. */
  details?: string;
}

export function ErrorPage({ isNotFound, details }: ErrorPageProps) {
  const { t } = useI18n();
  return (
    <div className="container page narrow">
      <h1>{isNotFound ? t("error.notFoundTitle") : t("error.title")}</h1>
      <p>{isNotFound ? t("error.notFoundBody") : t("spec.somethingWentWrong")}</p>
      <p>
        <LocalLink to="/" className="button button--primary">
          {t("error.backHome")}
        </LocalLink>
      </p>
      {details && <pre className="error-details">{details}</pre>}
    </div>
  );
}
