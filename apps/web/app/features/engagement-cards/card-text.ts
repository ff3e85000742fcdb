/**
 * How a card reads: its title, its question and its current value in the reader's language. Option
 * labels (notice periods, visa statuses, boards) are the profile page's, so both say the same words.
 */
import {
  type CardId,
  type CardValues,
  type CardView,
  COURSES,
  REMIND_LATER_DAYS,
  WORK_COUNTRIES,
} from "@portal/domain";
import type { MessageKey } from "../../i18n/catalogue.ts";
import { yearsAndMonths } from "../../i18n/durations.ts";
import type { I18n } from "../../i18n/i18n-context.tsx";
import type { NameOf } from "../../i18n/reference-names.tsx";
import type { MessagePart } from "../../i18n/translate.ts";

export function cardTitle(t: I18n["t"], cardId: CardId): string {
  return t(`cards.title.${cardId}` as MessageKey);
}

/** The question under the title: why the card is here. */
export function cardQuestion(i18n: I18n, card: CardView): string {
  if (card.cardId === "profile-import" || card.cardId === "mobile-otp")
    return i18n.t(`cards.hint.${card.cardId}` as MessageKey);
  if (card.reason === "missing") return i18n.t("cards.missing");
  return card.refreshedAt
    ? i18n.t("cards.stale", { age: i18n.formatPostedAge(card.refreshedAt) })
    : i18n.t("cards.staleUndated");
}

export function noticeLabel(t: I18n["t"], id: string | null): string {
  return id ? t(`accounts.notice.${id}` as MessageKey) : "";
}

function monthLabel(locale: string, month: string): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return month;
  return new Intl.DateTimeFormat(locale, { month: "short", year: "numeric", timeZone: "UTC" }).format(date);
}

function amount(i18n: I18n, currency: string, value: number): string {
  return i18n.formatCurrency(currency, value);
}

/** A line that is nothing but the seeker's own words (a number, places, skills). */
function dataLine(text: string): MessagePart[] {
  return [{ name: "value", text }];
}

/** A line's text, e.g. to key it in a list. */
export function lineText(line: readonly MessagePart[]): string {
  return line.map((part) => (typeof part === "string" ? part : part.text)).join("");
}

/**
 * The card's value as lines, each cut at the seeker's own words so they keep their direction inside the
 * page's sentences; empty when there is nothing yet. List entries are named in the page's language.
 */
export function describeValue(i18n: I18n, card: CardView, nameOf: NameOf): MessagePart[][] {
  const { t, parts } = i18n;
  const words = (text: string): MessagePart[] => [text];
  const values = card.value as CardValues[CardId];
  switch (card.cardId) {
    case "profile-import":
      return [];
    case "mobile-otp": {
      const { mobile } = values as CardValues["mobile-otp"];
      return mobile ? [[{ name: "phone", text: `+${mobile.diallingCode} ${mobile.number}` }]] : [];
    }
    case "current-salary": {
      const salary = values as CardValues["current-salary"];
      if (!salary) return [];
      const value = { amount: amount(i18n, salary.currency, salary.currentSalary) };
      return [
        salary.salaryMode === "Monthly"
          ? parts("cards.value.salaryMonthly", value)
          : parts("cards.value.salaryAnnual", value),
      ];
    }
    case "notice-period": {
      const job = values as CardValues["notice-period"];
      if (!job?.noticePeriod) return [];
      const lines = [words(noticeLabel(t, job.noticePeriod))];
      if (job.lastWorkingDay)
        lines.push(parts("cards.value.lastWorkingDay", { date: i18n.formatDate(job.lastWorkingDay) }));
      return lines;
    }
    case "designation": {
      const job = values as CardValues["designation"];
      if (!job) return [];
      const end = job.endDate ? monthLabel(i18n.locale, job.endDate) : t("cards.value.present");
      return [
        parts("cards.value.job", { designation: job.designation, company: job.company }),
        parts("profile.employment.range", { start: monthLabel(i18n.locale, job.startDate), end }),
      ];
    }
    case "experience": {
      const experience = values as CardValues["experience"];
      if (!experience) return [];
      if (experience.isFresher) return [words(t("profile.experience.fresher"))];
      return [words(yearsAndMonths(t, experience.years, experience.months))];
    }
    case "current-location": {
      const { currentLocation } = values as CardValues["current-location"];
      return currentLocation ? [dataLine(currentLocation)] : [];
    }
    case "preferred-location": {
      const { preferredLocations } = values as CardValues["preferred-location"];
      return preferredLocations.length > 0 ? [dataLine(preferredLocations.join(", "))] : [];
    }
    case "skills": {
      const { skills } = values as CardValues["skills"];
      return skills.length > 0 ? [dataLine(skills.join(", "))] : [];
    }
    case "work-authorization": {
      const work = values as CardValues["work-authorization"];
      if (!work) return [];
      const countries = work.workCountries.map((code) => {
        const country = WORK_COUNTRIES.find((candidate) => candidate.code === code);
        return country ? nameOf("workCountries", code, country.name) : code;
      });
      const countryList = i18n.formatList(countries);
      return [
        words(t(`profile.visa.${work.visaStatus}` as MessageKey)),
        ...(countryList ? [words(countryList)] : []),
      ];
    }
    case "education": {
      const education = values as CardValues["education"];
      if (!education) return [];
      const course = COURSES.find((candidate) => candidate.id === education.courseId);
      return [
        parts("cards.value.education", {
          course: course ? nameOf("courses", course.id, course.name) : "",
          specialization: nameOf("specializations", education.specialization, education.specialization),
          institute: education.institute,
          year: String(education.passingYear),
        }),
      ];
    }
  }
}

/** What the thank-you screen says for each answer. */
export function thanksText(t: I18n["t"], done: "confirmed" | "updated" | "skipped" | "remind-later"): string {
  if (done === "remind-later") return t("cards.thanks.remind-later", { count: REMIND_LATER_DAYS });
  return t(`cards.thanks.${done}` as MessageKey);
}
