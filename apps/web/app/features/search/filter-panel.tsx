/**
 * The results page's filters: one list of links per facet, each with its count. A link is the whole
 * search with that value added or removed, so filtering works without JavaScript; with it, React
 * Router follows the link without reloading the page and keeps the scroll position.
 */
import { useI18n } from "../../i18n/i18n-context.tsx";
import { LocalLink } from "../../ui/local-link.tsx";
import type { AppliedFilter, FilterGroup, FilterOption, SortLink } from "./results-view.ts";
import { VISIBLE_OPTIONS } from "./results-view.ts";

function OptionLink({ option, isEstimate }: { option: FilterOption; isEstimate: boolean }) {
  const { t, formatNumber } = useI18n();
  const content = (
    <>
      <span className="facet__label" dir={option.isData ? "auto" : undefined}>
        {option.label}
      </span>
      {option.count !== null && (
        <>
          <span className="facet__count" aria-hidden="true">
            {isEstimate ? t("filters.approximateCount", { count: option.count }) : formatNumber(option.count)}
          </span>
          <span className="visually-hidden">
            {t(isEstimate ? "filters.approximateJobs" : "filters.jobCount", { count: option.count })}
          </span>
        </>
      )}
      {option.isSelected && <span className="visually-hidden">{t("filters.selected")}</span>}
    </>
  );
  const className = `facet__option${option.isSelected ? " is-selected" : ""}`;
  if (option.href === null) {
    return (
      <span className={`${className} is-disabled`} aria-disabled="true">
        {content}
      </span>
    );
  }
  return (
    <LocalLink to={option.href} className={className} preventScrollReset rel="nofollow">
      {content}
    </LocalLink>
  );
}

function OptionList({ options, isEstimate }: { options: FilterOption[]; isEstimate: boolean }) {
  return (
    <ul className="facet__options">
      {options.map((option) => (
        <li key={option.label}>
          <OptionLink option={option} isEstimate={isEstimate} />
        </li>
      ))}
    </ul>
  );
}

function FacetSection({ group, id, isEstimate }: { group: FilterGroup; id: string; isEstimate: boolean }) {
  const { t } = useI18n();
  // Chosen values stay in view: they come first, then the most common ones.
  const ordered = [
    ...group.options.filter((option) => option.isSelected),
    ...group.options.filter((option) => !option.isSelected),
  ];
  const visible = ordered.slice(0, VISIBLE_OPTIONS);
  const rest = ordered.slice(VISIBLE_OPTIONS);
  const isLimited = group.options.some((option) => option.href === null);
  return (
    <section className="facet" aria-labelledby={id}>
      <h3 id={id} className="facet__heading">
        {t(`filters.group.${group.name}`)}
      </h3>
      <OptionList options={visible} isEstimate={isEstimate} />
      {rest.length > 0 && (
        <details className="facet__more">
          <summary>{t("filters.more")}</summary>
          <OptionList options={rest} isEstimate={isEstimate} />
        </details>
      )}
      {group.noticeKey && isLimited && <p className="facet__notice">{t(group.noticeKey)}</p>}
    </section>
  );
}

interface FilterPanelProps {
  groups: FilterGroup[];
  appliedCount: number;
  countsAreEstimates: boolean;
}

export function FilterPanel({ groups, appliedCount, countsAreEstimates }: FilterPanelProps) {
  const { t } = useI18n();
  return (
    <details className="filters" id="filters">
      <summary className="filters__toggle">
        {appliedCount > 0 ? t("filters.toggleCount", { count: appliedCount }) : t("filters.toggle")}
      </summary>
      <div className="filters__body">
        <h2 className="visually-hidden">{t("filters.heading")}</h2>
        {groups.map((group) => (
          <FacetSection
            key={group.name}
            group={group}
            id={`facet-${group.name}`}
            isEstimate={countsAreEstimates}
          />
        ))}
      </div>
    </details>
  );
}

export function AppliedFilters({
  applied,
  clearAllHref,
}: {
  applied: AppliedFilter[];
  clearAllHref: string | null;
}) {
  const { t } = useI18n();
  if (applied.length === 0) return null;
  return (
    <section className="applied-filters" aria-labelledby="applied-filters">
      <h2 id="applied-filters" className="visually-hidden">
        {t("filters.applied")}
      </h2>
      <ul className="chips">
        {applied.map((filter) => (
          <li key={filter.removeHref}>
            <LocalLink
              to={filter.removeHref}
              className="chip chip--removable"
              aria-label={t("filters.remove", { label: filter.label })}
              preventScrollReset
              rel="nofollow"
            >
              <span dir={filter.isData ? "auto" : undefined}>{filter.label}</span>
              <span className="chip__remove" aria-hidden="true">
                ×
              </span>
            </LocalLink>
          </li>
        ))}
        {clearAllHref && (
          <li>
            <LocalLink to={clearAllHref} className="chip chip--clear" rel="nofollow">
              {t("filters.clearAll")}
            </LocalLink>
          </li>
        )}
      </ul>
    </section>
  );
}

export function SortLinks({ links }: { links: SortLink[] }) {
  const { t } = useI18n();
  return (
    <nav className="sort" aria-labelledby="sort-label">
      <span id="sort-label">{t("sort.label")}</span>
      <ul>
        {links.map((link) => (
          <li key={link.order}>
            <LocalLink
              to={link.href}
              aria-current={link.isCurrent ? "true" : undefined}
              preventScrollReset
              rel="nofollow"
            >
              {t(`sort.${link.order}`)}
            </LocalLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
