/** The job-posting messages of @portal/domain as catalogue entries (`posting.msg.<key>`): one source of words. */
import { JOB_POSTING_MESSAGE_TEXTS, type JobPostingMessageKey, type Language } from "@portal/domain";

export type JobPostingMessageCatalogue = {
  readonly [K in JobPostingMessageKey as `posting.msg.${K}`]: string;
};

export function jobPostingMessageCatalogue(language: Language): JobPostingMessageCatalogue {
  const entries = Object.entries(JOB_POSTING_MESSAGE_TEXTS[language]).map(([key, text]) => [
    `posting.msg.${key}`,
    text,
  ]);
  return Object.fromEntries(entries) as JobPostingMessageCatalogue;
}
