/**
 * The review rules (docs/job-review-rules.md): which postings wait for staff before seekers see them.
 * Scams on job boards follow a few patterns — a fee before the job, a contact that is only a personal
 * phone or chat app, a recruiter nobody can tie to the company — and each rule names one of them. A rule
 * holds a posting for a person to decide; it never rejects on its own, so a false alarm costs a delay,
 * not a job.
 */
import { emailDomain, isFreeMailDomain, isWorkEmailFor } from "./companies.ts";

export const REVIEW_REASONS = [
  "asks-for-money",
  "personal-contact-only",
  "unverified-recruiter",
  "reported",
] as const;
export type ReviewReason = (typeof REVIEW_REASONS)[number];

/** Why a seeker reports a job (every job page's "Report this job"). */
export const JOB_REPORT_REASONS = ["fake", "asks-for-money", "wrong-information", "offensive"] as const;
export type JobReportReason = (typeof JOB_REPORT_REASONS)[number];
export const JOB_REPORT_DETAILS_MAX = 1000;
/**
 * Open reports from different people that take a live job out of search until staff decide: one report
 * alone puts it in the queue but leaves it up, so a competitor cannot take a job down by reporting it.
 */
export const REPORTS_TO_HIDE = 3;

/** "fee", "deposit" and their kin in the three languages: what a seeker is asked to pay. */
const PAYMENT_WORDS = [
  /\b(?:registration|processing|joining|training|security|interview|application|documentation|visa|medical|placement|uniform|kit|enrol(?:l)?ment|service)\s+(?:fees?|charges?|deposit|amount|money)\b/,
  /\b(?:refundable|security|advance)\s+(?:deposit|payment|amount)\b/,
  /\b(?:pay|deposit|transfer|send)\b[^.!?\n]{0,40}\b(?:fees?|charges?|deposit)\b/,
  /\b(?:pay|deposit|transfer|send)\b[^.!?\n]{0,30}(?:rs\.?|₹|inr|aed|sar|qar|usd|sgd|php|₱|myr|rm|idr|thb|vnd|hkd|\$)\s?\d/,
  /(?:पंजीकरण|रजिस्ट्रेशन|प्रशिक्षण|ट्रेनिंग|प्रोसेसिंग|सिक्योरिटी)\s*(?:शुल्क|फीस|फ़ीस|राशि)/,
  /(?:जमा\s*राशि|सिक्योरिटी\s*डिपॉजिट|शुल्क\s*(?:जमा|भुगतान)|फीस\s*(?:जमा|भरनी|देनी))/,
  /(?:رسوم\s*(?:التسجيل|التدريب|المعالجة|التأشيرة|الفيزا|الطلب)|تأمين\s*مسترد|مبلغ\s*تأمين|دفع\s*(?:رسوم|مبلغ))/,
];

/** Words that turn a payment phrase into a promise not to charge ("no registration fee"). */
const NEGATIONS =
  /\b(?:no|never|not|without|free of|zero|don't|do not|won't|will not)\b|नहीं|न\s*ही|मुफ़्त|मुफ्त|لا\s|ليس|بدون|مجان/;

/** Chat apps and their links: a contact no one can trace to the company. */
const CHAT_APPS =
  /\b(?:whats\s?app|telegram|signal|wechat|viber|imo|line\s+id|wa\.me|t\.me)\b|व्हाट्सएप|व्हाट्सऐप|टेलीग्राम|واتساب|واتس\s*اب|تيليجرام|تلغرام/;

/**
 * A telephone number: "+" and eight or more digits, or ten or more without it (spaces, dashes, dots or
 * brackets between them allowed). Nine-digit amounts (a salary in rupiah) are not numbers to call.
 */
const PHONE_NUMBER = /\+\d(?:[\s\-().]?\d){7,14}|\b\d(?:[\s\-().]?\d){9,14}\b/;

const EMAIL = /[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}/g;
const URL_HOST = /\b(?:https?:\/\/)?(?:www\.)?((?:[a-z0-9-]+\.)+[a-z]{2,})(?:\/|\b)/g;

/** The text split into sentences, so a negation counts only in its own sentence. */
function sentences(text: string): string[] {
  return text.split(/(?<=[.!?।؟])\s+|\n+/);
}

export function asksForMoney(text: string): boolean {
  const lower = text.normalize("NFKC").toLowerCase();
  return sentences(lower).some(
    (sentence) => PAYMENT_WORDS.some((pattern) => pattern.test(sentence)) && !NEGATIONS.test(sentence),
  );
}

/** Is `host` the company's domain or under it? */
function onDomain(host: string, companyDomain: string | null): boolean {
  return companyDomain !== null && (host === companyDomain || host.endsWith(`.${companyDomain}`));
}

/**
 * Whether the only ways to reach the employer a posting gives are personal: a phone number, a chat app
 * or a free-mail address, with no e-mail address or link on the company's own domain beside them.
 */
export function onlyPersonalContact(text: string, companyDomain: string | null): boolean {
  const lower = text.normalize("NFKC").toLowerCase();
  const emails = lower.match(EMAIL) ?? [];
  const hosts = [...lower.replaceAll(EMAIL, " ").matchAll(URL_HOST)].map((match) => match[1] ?? "");
  const official =
    emails.some((email) => isWorkEmailFor(email, companyDomain)) ||
    hosts.some((host) => onDomain(host, companyDomain));
  if (official) return false;
  const freeMail = emails.some((email) => isFreeMailDomain(emailDomain(email) ?? ""));
  return freeMail || CHAT_APPS.test(lower) || PHONE_NUMBER.test(lower);
}

export interface ReviewSubject {
  /** The posting's title and its description's visible text. */
  text: string;
  recruiterEmail: string;
  companyDomain: string | null;
}

/** Why a posting must wait for staff; none means it goes live at once. */
export function reviewReasonsFor(subject: ReviewSubject): ReviewReason[] {
  const reasons: ReviewReason[] = [];
  if (asksForMoney(subject.text)) reasons.push("asks-for-money");
  if (onlyPersonalContact(subject.text, subject.companyDomain)) reasons.push("personal-contact-only");
  if (!isWorkEmailFor(subject.recruiterEmail, subject.companyDomain)) reasons.push("unverified-recruiter");
  return reasons;
}
