/**
 * The learner's pages, rendered on the server as plain HTML (no script): the course page with its
 * lesson (the preview video, captioned) and progress buttons, certificates, and the few messages around
 * signing in. In the learner's language (their `locale` claim: English, Hindi or Arabic, right to left).
 */
import type { Course, Level } from "./catalogue.ts";
import type { CourseProgressView } from "./learning.ts";

export type PageLanguage = "en" | "hi" | "ar";

const TEXTS = {
  en: {
    level: { beginner: "Beginner", intermediate: "Intermediate", advanced: "Advanced" },
    minutes: "{n} minutes",
    whatYouLearn: "What you will learn",
    lesson: "Lesson",
    noVideo: "Your browser cannot play this video. The captions say: {captions}",
    progress: "Your progress",
    markDone: "Mark lesson done",
    complete: "Complete the course",
    completed: "You completed this course.",
    seeCertificate: "See your certificate",
    notEnrolled: "You are not enrolled in this course. Buy it on the job portal to start it.",
    signedInAs: "Signed in as {name}",
    signOut: "Sign out",
    signedOut: "You are signed out of the learning site.",
    courseNotFound: "This course does not exist.",
    notFound: "Page not found",
    signInFailed: "Signing in did not work. Please start the course again from the job portal.",
    portalUnavailable:
      "The job portal cannot be reached to sign you in right now. Please try again in a few minutes.",
    formExpired: "This form has expired. Please reload the page and try again.",
    certificateTitle: "Certificate of completion",
    certifies: "{name} completed the course “{course}” on {date}.",
    learner: "A learner",
    site: "Learning provider",
  },
  hi: {
    level: { beginner: "शुरुआती", intermediate: "मध्यम", advanced: "उन्नत" },
    minutes: "{n} मिनट",
    whatYouLearn: "आप क्या सीखेंगे",
    lesson: "पाठ",
    noVideo: "आपका ब्राउज़र यह वीडियो नहीं चला सकता। कैप्शन: {captions}",
    progress: "आपकी प्रगति",
    markDone: "पाठ पूरा हुआ",
    complete: "कोर्स पूरा करें",
    completed: "आपने यह कोर्स पूरा कर लिया है।",
    seeCertificate: "अपना प्रमाणपत्र देखें",
    notEnrolled: "आप इस कोर्स में नामांकित नहीं हैं। इसे शुरू करने के लिए जॉब पोर्टल पर खरीदें।",
    signedInAs: "{name} के रूप में साइन इन",
    signOut: "साइन आउट करें",
    signedOut: "आप लर्निंग साइट से साइन आउट हो गए हैं।",
    courseNotFound: "यह कोर्स मौजूद नहीं है।",
    notFound: "पेज नहीं मिला",
    signInFailed: "साइन इन नहीं हो सका। कृपया जॉब पोर्टल से कोर्स फिर से शुरू करें।",
    portalUnavailable: "अभी साइन इन के लिए जॉब पोर्टल तक नहीं पहुँचा जा सकता। कृपया कुछ मिनट बाद फिर कोशिश करें।",
    formExpired: "यह फ़ॉर्म पुराना हो गया है। कृपया पेज फिर से लोड करके दोबारा कोशिश करें।",
    certificateTitle: "पूर्णता प्रमाणपत्र",
    certifies: "{name} ने {date} को “{course}” कोर्स पूरा किया।",
    learner: "एक शिक्षार्थी",
    site: "लर्निंग प्रदाता",
  },
  ar: {
    level: { beginner: "مبتدئ", intermediate: "متوسط", advanced: "متقدم" },
    minutes: "{n} دقيقة",
    whatYouLearn: "ماذا ستتعلّم",
    lesson: "الدرس",
    noVideo: "لا يستطيع متصفحك تشغيل هذا الفيديو. تقول الترجمة: {captions}",
    progress: "تقدّمك",
    markDone: "تحديد الدرس كمكتمل",
    complete: "إكمال الدورة",
    completed: "لقد أكملت هذه الدورة.",
    seeCertificate: "عرض شهادتك",
    notEnrolled: "أنت غير مسجّل في هذه الدورة. اشترِها من بوابة الوظائف لتبدأها.",
    signedInAs: "تم تسجيل الدخول باسم {name}",
    signOut: "تسجيل الخروج",
    signedOut: "لقد سجّلت الخروج من موقع التعلّم.",
    courseNotFound: "هذه الدورة غير موجودة.",
    notFound: "الصفحة غير موجودة",
    signInFailed: "تعذّر تسجيل الدخول. يُرجى بدء الدورة مرة أخرى من بوابة الوظائف.",
    portalUnavailable: "لا يمكن الوصول إلى بوابة الوظائف لتسجيل دخولك الآن. يُرجى المحاولة بعد بضع دقائق.",
    formExpired: "انتهت صلاحية هذا النموذج. يُرجى إعادة تحميل الصفحة والمحاولة مرة أخرى.",
    certificateTitle: "شهادة إتمام",
    certifies: "أتمّ {name} دورة “{course}” في {date}.",
    learner: "متعلّم",
    site: "مزوّد التعلّم",
  },
} satisfies Record<PageLanguage, unknown>;

type TextKey = Exclude<keyof (typeof TEXTS)["en"], "level">;

/** The page language for a `locale` claim or Accept-Language value ("ar-AE" → ar); English otherwise. */
export function pageLanguageOf(locale: string | null | undefined): PageLanguage {
  for (const part of (locale ?? "").split(",")) {
    const primary = part.trim().split(/[-_;]/)[0]?.toLowerCase();
    if (primary === "hi" || primary === "ar" || primary === "en") return primary;
  }
  return "en";
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

function t(language: PageLanguage, key: TextKey, params: Record<string, string | number> = {}): string {
  const template: string = TEXTS[language][key];
  return template.replace(/\{(\w+)\}/g, (_, name: string) => escapeHtml(String(params[name] ?? "")));
}

function levelName(language: PageLanguage, level: Level): string {
  return TEXTS[language].level[level];
}

export const STYLESHEET = `
:root { color-scheme: light; font-family: system-ui, "Noto Sans", "Noto Sans Arabic", "Noto Sans Devanagari", sans-serif; line-height: 1.5; }
body { margin: 0; background: #f5f7fa; color: #1a1f29; }
header, main { max-inline-size: 44rem; margin-inline: auto; padding-inline: 1rem; }
header { display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; align-items: center; justify-content: space-between; padding-block: 0.75rem; }
header p { margin: 0; }
main { background: #fff; padding-block: 1rem 2rem; border-radius: 0.5rem; }
h1 { font-size: 1.5rem; line-height: 1.25; }
video { inline-size: 100%; max-inline-size: 40rem; block-size: auto; background: #000; }
.facts { color: #475066; }
.actions { display: flex; flex-wrap: wrap; gap: 0.75rem; margin-block: 1rem; }
button, .button { font: inherit; padding: 0.6rem 1rem; border-radius: 0.375rem; border: 2px solid #1d4e89; background: #1d4e89; color: #fff; cursor: pointer; text-decoration: none; display: inline-block; }
button.secondary { background: #fff; color: #1d4e89; }
button:focus-visible, a:focus-visible { outline: 3px solid #f0a500; outline-offset: 2px; }
button[disabled] { opacity: 0.6; cursor: not-allowed; }
progress { inline-size: 100%; max-inline-size: 20rem; block-size: 1rem; }
.notice { padding: 0.75rem 1rem; border-inline-start: 4px solid #c62828; background: #fdecea; }
.certificate { text-align: center; border: 4px double #1d4e89; padding: 2rem 1rem; }
`;

interface Shell {
  language: PageLanguage;
  title: string;
  body: string;
  learnerName?: string | null;
  csrfToken?: string | null;
}

export function page(shell: Shell): string {
  const { language } = shell;
  const dir = language === "ar" ? "rtl" : "ltr";
  const account =
    shell.learnerName !== undefined && shell.csrfToken
      ? `<p>${t(language, "signedInAs", { name: shell.learnerName ?? t(language, "learner") })}</p>
<form method="post" action="/logout" aria-label="${t(language, "signOut")}"><input type="hidden" name="csrf" value="${escapeHtml(shell.csrfToken)}"><button type="submit" class="secondary">${t(language, "signOut")}</button></form>`
      : "";
  return `<!doctype html>
<html lang="${language}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(shell.title)} · ${t(language, "site")}</title>
<link rel="stylesheet" href="/assets/learn.css">
</head>
<body>
<header><p><strong>${t(language, "site")}</strong></p>${account}</header>
<main>
${shell.body}
</main>
</body>
</html>
`;
}

/** A page that only says one thing; `title` (plain text) heads it, else the message itself. */
export function messagePage(language: PageLanguage, key: TextKey, title?: string): string {
  return page({
    language,
    title: title ?? TEXTS[language][key],
    body: `<h1>${title ? escapeHtml(title) : t(language, key)}</h1>\n<p>${t(language, key)}</p>`,
  });
}

export function notFoundPage(language: PageLanguage): string {
  return page({
    language,
    title: TEXTS[language].notFound,
    body: `<h1>${t(language, "notFound")}</h1>\n<p>${t(language, "courseNotFound")}</p>`,
  });
}

function courseFacts(language: PageLanguage, course: Course): string {
  return `<p class="facts">${escapeHtml(levelName(language, course.level))} · ${t(language, "minutes", { n: course.minutes })}</p>
<p>${escapeHtml(course.summary)}</p>
<h2>${t(language, "whatYouLearn")}</h2>
<ul>${course.skills.map((skill) => `<li>${escapeHtml(skill)}</li>`).join("")}</ul>`;
}

export function notEnrolledPage(options: {
  language: PageLanguage;
  course: Course;
  learnerName: string | null;
  csrfToken: string;
}): string {
  const { language, course } = options;
  return page({
    language,
    title: course.title,
    learnerName: options.learnerName,
    csrfToken: options.csrfToken,
    body: `<h1 lang="en" dir="ltr">${escapeHtml(course.title)}</h1>
<p class="notice" role="status">${t(language, "notEnrolled")}</p>
${courseFacts(language, course)}`,
  });
}

export function coursePage(options: {
  language: PageLanguage;
  course: Course;
  progress: CourseProgressView;
  learnerName: string | null;
  csrfToken: string;
  captionsText: string;
}): string {
  const { language, course, progress } = options;
  const csrf = `<input type="hidden" name="csrf" value="${escapeHtml(options.csrfToken)}">`;
  const isCompleted = progress.status === "completed";
  const isLessonDone = progress.percent >= 50;
  const actions = isCompleted
    ? `<p role="status">${t(language, "completed")}</p>${
        progress.certificateUrl
          ? `<p><a class="button" href="${escapeHtml(new URL(progress.certificateUrl).pathname)}">${t(language, "seeCertificate")}</a></p>`
          : ""
      }`
    : `<div class="actions">
<form method="post" action="/learn/${escapeHtml(course.id)}/progress" aria-label="${t(language, "markDone")}">${csrf}<input type="hidden" name="step" value="lesson"><button type="submit"${isLessonDone ? " disabled" : ""}>${t(language, "markDone")}</button></form>
<form method="post" action="/learn/${escapeHtml(course.id)}/progress" aria-label="${t(language, "complete")}">${csrf}<input type="hidden" name="step" value="complete"><button type="submit">${t(language, "complete")}</button></form>
</div>`;
  return page({
    language,
    title: course.title,
    learnerName: options.learnerName,
    csrfToken: options.csrfToken,
    body: `<h1 lang="en" dir="ltr">${escapeHtml(course.title)}</h1>
${courseFacts(language, course)}
<h2>${t(language, "lesson")}</h2>
<video controls preload="metadata" width="320" height="180" src="/media/${escapeHtml(course.id)}.mp4">
<track kind="captions" src="/media/${escapeHtml(course.id)}.vtt" srclang="en" label="English" default>
${t(language, "noVideo", { captions: options.captionsText })}
</video>
<h2 id="progress-label">${t(language, "progress")}</h2>
<p><progress aria-labelledby="progress-label" max="100" value="${progress.percent}">${progress.percent}%</progress> ${progress.percent}%</p>
${actions}`,
  });
}

export function certificatePage(options: {
  language: PageLanguage;
  name: string | null;
  courseTitle: string;
  issuedAt: string;
}): string {
  const { language } = options;
  const locale = { en: "en-GB", hi: "hi-IN", ar: "ar" }[language];
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(options.issuedAt),
  );
  return page({
    language,
    title: TEXTS[language].certificateTitle,
    body: `<div class="certificate">
<h1>${t(language, "certificateTitle")}</h1>
<p>${t(language, "certifies", { name: options.name ?? t(language, "learner"), course: options.courseTitle, date })}</p>
</div>`,
  });
}
