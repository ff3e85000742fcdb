/**
 * A job alert's e-mail: the jobs, best first, as cards (title, company, places, salary in the site's
 * currency), a link to all of them, and how to manage or stop the alert, in the alert's language (Arabic
 * right to left, job titles and company names isolated so they keep their own direction). Links carry
 * the spec's mailer referral (`spl=Auto_Mailer`). Headers follow RFC 2369 and RFC 8058: one-click
 * unsubscribe by a POST to the link, without logging in.
 */
import type { JobSummary } from "@portal/contracts";
import { currencyLabel, describeAmount, jobPath, type Language, numberFormat } from "@portal/domain";

interface DigestTexts {
  subject: string;
  greeting: string;
  greetingNamed: string;
  intro: string;
  seeAll: string;
  salaryHidden: string;
  perMonth: string;
  units: { Thousand: string; Lakh: string; CR: string };
  why: string;
  manage: string;
  unsubscribe: string;
}

const TEXTS: Record<Language, DigestTexts> = {
  en: {
    subject: "New jobs for \u201c{search}\u201d",
    greeting: "Hello,",
    greetingNamed: "Hello {name},",
    intro:
      "These jobs matching your alert \u201c{search}\u201d were posted on {brand} since our last e-mail:",
    seeAll: "See all new matching jobs",
    salaryHidden: "Salary not disclosed",
    perMonth: "{amount} a month",
    units: { Thousand: "Thousand", Lakh: "Lakh", CR: "Crore" },
    why: "You receive this e-mail because you created a job alert on {brand}.",
    manage: "Change or pause your alerts",
    unsubscribe: "Unsubscribe from this alert",
  },
  hi: {
    subject: "\u201c{search}\u201d की नई नौकरियाँ",
    greeting: "नमस्ते,",
    greetingNamed: "नमस्ते {name},",
    intro: "हमारे पिछले ई-मेल के बाद {brand} पर आपके अलर्ट \u201c{search}\u201d से मेल खाती ये नौकरियाँ आई हैं:",
    seeAll: "मेल खाती सभी नई नौकरियाँ देखें",
    salaryHidden: "वेतन नहीं बताया गया",
    perMonth: "{amount} प्रति माह",
    units: { Thousand: "हज़ार", Lakh: "लाख", CR: "करोड़" },
    why: "आपको यह ई-मेल इसलिए मिला है क्योंकि आपने {brand} पर जॉब अलर्ट बनाया है।",
    manage: "अपने अलर्ट बदलें या रोकें",
    unsubscribe: "इस अलर्ट की सदस्यता छोड़ें",
  },
  ar: {
    subject: "وظائف جديدة لـ \u201c{search}\u201d",
    greeting: "مرحبًا،",
    greetingNamed: "مرحبًا {name}،",
    intro: "نُشرت هذه الوظائف المطابقة لتنبيهك \u201c{search}\u201d على {brand} منذ رسالتنا الأخيرة:",
    seeAll: "اعرض كل الوظائف الجديدة المطابقة",
    salaryHidden: "الراتب غير معلن",
    perMonth: "{amount} شهريًا",
    units: { Thousand: "ألف", Lakh: "لاك", CR: "كرور" },
    why: "تصلك هذه الرسالة لأنك أنشأت تنبيه وظائف على {brand}.",
    manage: "غيّر تنبيهاتك أو أوقفها مؤقتًا",
    unsubscribe: "إلغاء الاشتراك في هذا التنبيه",
  },
};

const LOCALES: Record<Language, string> = { en: "en-IN", hi: "hi-IN", ar: "ar-AE" };

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? (values[name] as string) : whole,
  );
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The salary as a card shows it: Indian units for rupees, the site's currency label otherwise. */
export function salaryLine(job: JobSummary, language: Language): string {
  const texts = TEXTS[language];
  const bounds = [
    ...new Set([job.salaryMin, job.salaryMax].filter((value): value is number => value !== null)),
  ];
  if (bounds.length === 0) return texts.salaryHidden;
  const label = currencyLabel(job.currencyCode, language);
  const figure = (value: number): string => {
    if (job.currencyCode.toUpperCase() !== "INR") return numberFormat(LOCALES[language]).format(value);
    const match = /^(-?[\d.]+)(?: (Thousand|Lakh|CR))?$/.exec(describeAmount(value, "INR").text);
    const unit = match?.[2] as keyof DigestTexts["units"] | undefined;
    return `${match?.[1] ?? value}${unit ? ` ${texts.units[unit]}` : ""}`;
  };
  const amount = `${label} ${bounds.map(figure).join(" - ")}`;
  return job.salaryTerms === "monthly" ? fill(texts.perMonth, { amount }) : amount;
}

export interface DigestInput {
  language: Language;
  brandName: string;
  /** The guest's name, or null. */
  name: string | null;
  /** What the alert looks for and where ("Java developer · Pune"). */
  searchLabel: string;
  jobs: readonly JobSummary[];
  /** The alert's site origin ("https://gulf.jobnest.example"). */
  origin: string;
  /** The results page of the alert's search, newest first. */
  resultsPath: string;
  manageUrl: string;
  /** The page that asks before unsubscribing (the link in the text). */
  unsubscribeUrl: string;
  /** Where a mail client posts RFC 8058's one-click unsubscribe (the List-Unsubscribe header). */
  oneClickUrl: string;
}

export interface Digest {
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

function withMailerReferral(url: string): string {
  return `${url}${url.includes("?") ? "&" : "?"}spl=Auto_Mailer`;
}

export function composeDigest(input: DigestInput): Digest {
  const texts = TEXTS[input.language];
  const values = { search: input.searchLabel, brand: input.brandName, name: input.name ?? "" };
  const greeting = input.name ? fill(texts.greetingNamed, values) : texts.greeting;
  const intro = fill(texts.intro, values);
  const allUrl = withMailerReferral(`${input.origin}${input.resultsPath}`);
  const cards = input.jobs.map((job) => ({
    url: withMailerReferral(`${input.origin}${jobPath(job)}`),
    title: job.title,
    company: job.companyName,
    places: job.locations.join(", "),
    salary: salaryLine(job, input.language),
  }));
  const why = fill(texts.why, values);

  const text = [
    greeting,
    intro,
    ...cards.map((card) =>
      [card.title, `${card.company} · ${card.places}`, card.salary, card.url].join("\n"),
    ),
    `${texts.seeAll}: ${allUrl}`,
    why,
    `${texts.manage}: ${input.manageUrl}`,
    `${texts.unsubscribe}: ${input.unsubscribeUrl}`,
  ].join("\n\n");

  const dir = input.language === "ar" ? "rtl" : "ltr";
  const link = (href: string, label: string) => `<a href="${escapeHtml(href)}">${label}</a>`;
  const html = [
    `<!doctype html><html lang="${input.language}" dir="${dir}"><head><meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(fill(texts.subject, values))}</title></head>`,
    `<body style="font-family:Arial,sans-serif;line-height:1.5;max-width:600px;margin:0 auto;padding:16px">`,
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p>`,
    ...cards.map(
      (card) =>
        `<div style="border:1px solid #d0d5dd;border-radius:8px;padding:12px;margin:12px 0">` +
        `<p style="margin:0;font-weight:bold">${link(card.url, `<bdi>${escapeHtml(card.title)}</bdi>`)}</p>` +
        `<p style="margin:4px 0 0"><bdi>${escapeHtml(card.company)}</bdi> · <bdi>${escapeHtml(card.places)}</bdi></p>` +
        `<p style="margin:4px 0 0">${escapeHtml(card.salary)}</p></div>`,
    ),
    `<p>${link(allUrl, escapeHtml(texts.seeAll))}</p>`,
    `<hr><p style="font-size:13px;color:#475467">${escapeHtml(why)}<br>`,
    `${link(input.manageUrl, escapeHtml(texts.manage))} · ${link(input.unsubscribeUrl, escapeHtml(texts.unsubscribe))}</p>`,
    "</body></html>",
  ].join("");

  return {
    subject: fill(texts.subject, values),
    text,
    html,
    headers: {
      "List-Unsubscribe": `<${input.oneClickUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
