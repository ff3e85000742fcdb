/** Shown on a login page to someone logged in with the other kind of account, with the way out. */
import type { AccountRole } from "@portal/domain";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { LocalLink } from "../../ui/local-link.tsx";

export function WrongAccountNotice({ pageRole }: { pageRole: AccountRole }) {
  const { t } = useI18n();
  const role =
    pageRole === "recruiter"
      ? t("accounts.msg.roleRecruiter")
      : pageRole === "staff"
        ? t("staff.role")
        : t("accounts.msg.roleSeeker");
  return (
    <div className="form-summary" role="alert">
      <p>{t("accounts.msg.wrongAccountType", { role })}</p>
      <p>
        <LocalLink to="/rio/sign-out">{t("accounts.signOut.link")}</LocalLink>
      </p>
    </div>
  );
}
