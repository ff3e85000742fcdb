/**
 * The job search forms: plain GET forms to the results page, so they work before (or without)
 * JavaScript. With JavaScript they check the input first, remember the search for the guest, offer
 * suggestions as the visitor types (use-autosuggest) and, where the browser can listen, voice search.
 */
import { type FormEvent, useId, useState } from "react";
import { Form } from "react-router";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { useRootData } from "../../lib/root-data.ts";
import { useLocalHref } from "../../ui/local-link.tsx";
import { RESULTS_PATH } from "./paths.ts";
import {
  EXPERIENCE_SELECT_MAX_YEARS,
  type ExperienceOption,
  type SearchFormValues,
  type SearchProblem,
  searchProblem,
} from "./search-params.ts";
import { useAutosuggest } from "./use-autosuggest.tsx";
import { VoiceSearchButton } from "./voice-search-button.tsx";

export { RESULTS_PATH };

interface SearchFormProps {
  /** From the page's loader (experience-options.server.ts). */
  experienceOptions: readonly ExperienceOption[];
  defaults?: Partial<SearchFormValues>;
  /** A problem the server already found in these values. */
  problem?: SearchProblem | null;
}

function field(data: FormData, name: string): string {
  return String(data.get(name) ?? "").trim();
}

function useSearchSubmit(initial: SearchProblem | null) {
  const [problem, setProblem] = useState<SearchProblem | null>(initial);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const data = new FormData(event.currentTarget);
    const query = field(data, "query");
    const location = field(data, "location");
    const found = searchProblem({ query, location });
    setProblem(found);
    if (found) {
      event.preventDefault();
      event.currentTarget.querySelector<HTMLInputElement>("input[name=query]")?.focus();
      return;
    }
    const search = new URLSearchParams();
    for (const [name, value] of data)
      if (typeof value === "string" && value.trim()) search.set(name, value.trim());
    // Loaded on first use: remembering a search must not cost every page its bytes.
    void import("./recent-searches.ts").then(({ recentSearchStore }) =>
      recentSearchStore().remember({ query, location, search: search.toString() }),
    );
  };
  return { problem, onSubmit };
}

export function SearchForm({
  experienceOptions,
  defaults = {},
  problem: serverProblem = null,
}: SearchFormProps) {
  const { t } = useI18n();
  const localHref = useLocalHref();
  const id = useId();
  const { problem, onSubmit } = useSearchSubmit(serverProblem);
  const keywords = useAutosuggest(["skill", "title", "company"]);
  const places = useAutosuggest(["location"], false);
  const errorId = `${id}-error`;
  const describedBy = problem ? errorId : undefined;
  const exampleCity = useRootData()?.site.exampleCity ?? "";

  return (
    <Form
      method="get"
      action={localHref(RESULTS_PATH)}
      className="search-form"
      onSubmit={onSubmit}
      noValidate
    >
      <div className="field field--suggest">
        <label htmlFor={`${id}-query`}>{t("search.keywordsLabel")}</label>
        <div className="search-box">
          <input
            id={`${id}-query`}
            name="query"
            type="search"
            defaultValue={defaults.query}
            placeholder={t("search.keywordsPlaceholder")}
            maxLength={200}
            autoComplete="off"
            enterKeyHint="search"
            aria-invalid={problem ? true : undefined}
            aria-describedby={describedBy}
            onFocus={keywords.onFocus}
          />
          <VoiceSearchButton />
        </div>
        {keywords.popup}
      </div>
      <div className="field field--suggest">
        <label htmlFor={`${id}-location`}>{t("search.locationLabel")}</label>
        <input
          id={`${id}-location`}
          name="location"
          type="text"
          defaultValue={defaults.location}
          placeholder={t("search.locationPlaceholder", { city: exampleCity })}
          maxLength={100}
          autoComplete="address-level2"
          aria-describedby={describedBy}
          onFocus={places.onFocus}
        />
        {places.popup}
      </div>
      <div className="field">
        <label htmlFor={`${id}-experience`}>{t("search.experienceLabel")}</label>
        <select id={`${id}-experience`} name="experience" defaultValue={defaults.experience ?? ""}>
          <option value="">{t("search.experienceAny")}</option>
          {experienceOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.isFresher
                ? t("search.fresher")
                : option.years === EXPERIENCE_SELECT_MAX_YEARS
                  ? t("search.yearsOrMore", { count: option.years })
                  : t("search.years", { count: option.years })}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button--primary search-form__submit">
        {t("search.submit")}
      </button>
      <p id={errorId} className="form-error" role="alert">
        {problem ? t(problem.key, problem.values) : null}
      </p>
    </Form>
  );
}

/** The header's one-field search for inner pages. */
export function CompactSearch({ defaultQuery }: { defaultQuery?: string }) {
  const { t } = useI18n();
  const localHref = useLocalHref();
  const id = useId();
  const { problem, onSubmit } = useSearchSubmit(null);
  const suggest = useAutosuggest();
  return (
    <Form
      method="get"
      action={localHref(RESULTS_PATH)}
      className="compact-search"
      role="search"
      onSubmit={onSubmit}
    >
      <label htmlFor={`${id}-query`} className="visually-hidden">
        {t("shell.searchJobs")}
      </label>
      <div className="search-box field--suggest">
        <input
          id={`${id}-query`}
          name="query"
          type="search"
          defaultValue={defaultQuery}
          placeholder={t("shell.searchPlaceholder")}
          maxLength={200}
          autoComplete="off"
          enterKeyHint="search"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
          onFocus={suggest.onFocus}
        />
        <VoiceSearchButton />
        {suggest.popup}
      </div>
      <button type="submit" className="button button--primary">
        {t("search.submit")}
      </button>
      {problem && (
        <p id={`${id}-error`} className="form-error" role="alert">
          {t(problem.key, problem.values)}
        </p>
      )}
    </Form>
  );
}
