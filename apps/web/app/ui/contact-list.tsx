import type { SiteContact } from "@portal/domain";
import { useI18n } from "../i18n/i18n-context.tsx";
import { contactLines } from "../lib/contact-lines.ts";

/**
 * A site's phone, toll-free number and e-mail as links, each under its label. Numbers and addresses
 * stay left to right on Arabic pages, where the bidirectional algorithm would otherwise move the "+".
 */
export function ContactList({ contact, className }: { contact: SiteContact; className?: string }) {
  const { t } = useI18n();
  const lines = contactLines(contact);
  if (lines.length === 0) return null;
  return (
    <dl className={className ? `contact-list ${className}` : "contact-list"}>
      {lines.map((line) => (
        <div key={line.channel}>
          <dt>{t(`footer.${line.channel}`)}</dt>
          <dd>
            <a href={line.href} dir="ltr">
              {line.text}
            </a>
          </dd>
        </div>
      ))}
    </dl>
  );
}
