/**
 * A career service as a tile (spec: career service tile — title, tag, text, url): its tag (RECOMMENDED,
 * BEST SELLER), title linking to its page, the spec's text, and its price from the site's catalogue.
 */
import type { Catalogue } from "@portal/contracts";
import { CAREER_SERVICE_PATHS, type CareerServiceId } from "@portal/domain";
import type { MessageKey } from "../../i18n/catalogue.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { LocalLink } from "../../ui/local-link.tsx";
import { planLabel, serviceTitle } from "./service-texts.ts";
import { useMoney } from "./use-money.ts";

export function ServiceTile({
  service,
  currency,
  headingLevel = 2,
}: {
  service: Catalogue["services"][number];
  currency: string;
  headingLevel?: 2 | 3;
}) {
  const { t } = useI18n();
  const money = useMoney();
  const cheapest = Math.min(...service.plans.map((plan) => plan.priceMinor));
  const first = service.plans[0];
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <li className="service-tile">
      {service.tag && (
        <span className="service-tile__tag">{t(`careerServices.tag.${service.tag}` as MessageKey)}</span>
      )}
      <Heading className="service-tile__title">
        <LocalLink to={CAREER_SERVICE_PATHS[service.serviceId as CareerServiceId]}>
          {serviceTitle(t, service.serviceId)}
        </LocalLink>
      </Heading>
      <p>{t(`careerServices.service.${service.serviceId}.tileText` as MessageKey)}</p>
      <p className="service-tile__price">
        {service.plans.length > 1 || !first
          ? t("careerServices.price.from", { price: money(cheapest, currency) })
          : `${planLabel(t, first.id)}: ${money(first.priceMinor, currency)}`}
      </p>
    </li>
  );
}
