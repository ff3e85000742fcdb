/** A course certificate as a profile shows it: the title linked to the issuer's page, who issued it and when. */
import { useI18n } from "../../i18n/i18n-context.tsx";

export function CertificateLine({
  certificate,
}: {
  certificate: { title: string; issuer: string; url: string; issuedOn: string };
}) {
  const { t, formatDate } = useI18n();
  return (
    <>
      <a href={certificate.url} rel="noopener noreferrer" dir="auto">
        {certificate.title}
      </a>{" "}
      {t("profile.certificates.issued", {
        issuer: certificate.issuer,
        date: formatDate(certificate.issuedOn),
      })}
    </>
  );
}
