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
import type { I18n } from "../../i18n/i18n-context.tsx";

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

/** The card's value as lines of text; empty when there is nothing yet. */
export function describeValue(i18n: I18n, card: CardView): string[] {
  const { t } = i18n;
  const values = card.value as CardValues[CardId];
  switch (card.cardId) {
    case "profile-import":
      return [];
    case "mobile-otp": {
      const { mobile } = values as CardValues["mobile-otp"];
      return mobile ? [`+${mobile.diallingCode} ${mobile.number}`] : [];
    }
    case "current-salary": {
      const salary = values as CardValues["current-salary"];
      if (!salary) return [];
      const mode =
        salary.salaryMode === "Monthly" ? t("accounts.salary.monthly") : t("accounts.salary.annually");
      return [t("cards.value.salary", { amount: amount(i18n, salary.currency, salary.currentSalary), mode })];
    }
    case "notice-period": {
      const job = values as CardValues["notice-period"];
      if (!job?.noticePeriod) return [];
      const lines = [noticeLabel(t, job.noticePeriod)];
      if (job.lastWorkingDay)
        lines.push(t("cards.value.lastWorkingDay", { date: i18n.formatDate(job.lastWorkingDay) }));
      return lines;
    }
    case "designation": {
      const job = values as CardValues["designation"];
      if (!job) return [];
      const end = job.endDate ? monthLabel(i18n.locale, job.endDate) : t("cards.value.present");
      return [
        t("cards.value.job", { designation: job.designation, company: job.company }),
        t("profile.employment.range", { start: monthLabel(i18n.locale, job.startDate), end }),
      ];
    }
    case "experience": {
      const experience = values as CardValues["experience"];
      if (!experience) return [];
      if (experience.isFresher) return [t("profile.experience.fresher")];
      return [
        t("cards.value.experience", {
          years: i18n.formatNumber(experience.years),
          months: i18n.formatNumber(experience.months),
        }),
      ];
    }
    case "current-location": {
      const { currentLocation } = values as CardValues["current-location"];
      return currentLocation ? [currentLocation] : [];
    }
    case "preferred-location": {
      const { preferredLocations } = values as CardValues["preferred-location"];
      return preferredLocations.length > 0 ? [preferredLocations.join(", ")] : [];
    }
    case "skills": {
      const { skills } = values as CardValues["skills"];
      return skills.length > 0 ? [skills.join(", ")] : [];
    }
    case "work-authorization": {
      const work = values as CardValues["work-authorization"];
      if (!work) return [];
      const countries = work.workCountries
        .map((code) => WORK_COUNTRIES.find((country) => country.code === code)?.name ?? code)
        .join(", ");
      return [t(`profile.visa.${work.visaStatus}` as MessageKey), ...(countries ? [countries] : [])];
    }
    case "education": {
      const education = values as CardValues["education"];
      if (!education) return [];
      const course = COURSES.find((candidate) => candidate.id === education.courseId)?.name ?? "";
      return [
        t("cards.value.education", {
          course,
          specialization: education.specialization,
          institute: education.institute,
          year: String(education.passingYear),
        }),
      ];
    }
  }
}

/** What the thank-you screen says for each answer. */
export function thanksText(t: I18n["t"], done: "confirmed" | "updated" | "skipped" | "remind-later"): string {
  if (done === "remind-later") return t("cards.thanks.remind-later", { days: REMIND_LATER_DAYS });
  return t(`cards.thanks.${done}` as MessageKey);
}
