import { accountsAr } from "./accounts/ar.ts";
import { analyticsAr } from "./analytics/ar.ts";
import { applicationsAr } from "./applications/ar.ts";
import { assessmentsAr } from "./assessments/ar.ts";
import { avatarAr } from "./avatar/ar.ts";
import { bellAr } from "./bell/ar.ts";
import { candidatesAr } from "./candidates/ar.ts";
import { careerAdviceAr } from "./career-advice/ar.ts";
import { careerEventsAr } from "./career-events/ar.ts";
import { careerServicesAr } from "./career-services/ar.ts";
import type { Catalogue } from "./catalogue.ts";
import { catalogueAdminAr } from "./catalogue-admin/ar.ts";
import { companiesAr } from "./companies/ar.ts";
import { covidAr } from "./covid/ar.ts";
import { dashboardAr } from "./dashboard/ar.ts";
import { engagementCardsAr } from "./engagement-cards/ar.ts";
import { feedbackAr } from "./feedback/ar.ts";
import { infoPagesAr } from "./info-pages/ar.ts";
import { interviewsAr } from "./interviews/ar.ts";
import { jobAlertsAr } from "./job-alerts/ar.ts";
import { jobPostingAr } from "./job-posting/ar.ts";
import { leadsAr } from "./leads/ar.ts";
import { learningAr } from "./learning/ar.ts";
import { messagesAr } from "./messages/ar.ts";
import { pollsAr } from "./polls/ar.ts";
import { profileAr } from "./profile/ar.ts";
import { profileViewsAr } from "./profile-views/ar.ts";
import { recommendationsAr } from "./recommendations/ar.ts";
import { referenceName } from "./reference-catalogue.ts";
import { resumeRegistrationAr } from "./resume-registration/ar.ts";
import { resumesAr } from "./resumes/ar.ts";
import { searchAr } from "./search/ar.ts";
import { seekerJobsAr } from "./seeker-jobs/ar.ts";
import { settingsAr } from "./settings/ar.ts";
import { specCatalogue } from "./spec-catalogue.ts";
import { staffAr } from "./staff/ar.ts";
import { storefrontAr } from "./storefront/ar.ts";
import { teamAr } from "./team/ar.ts";
import { writingAr } from "./writing/ar.ts";

export const ar: Catalogue = {
  "meta.siteTitle": "{brand} {country}: وظائف ومسارات مهنية",
  "meta.titleWithBrand": "{title} | {brand}",

  "shell.skipToContent": "الانتقال إلى المحتوى الرئيسي",
  "shell.skipToResults": "الانتقال إلى النتائج",
  "shell.skipToFilters": "الانتقال إلى عوامل التصفية",
  "shell.homeLink": "الصفحة الرئيسية لـ {brand}",
  "shell.mainNav": "القائمة الرئيسية",
  "shell.languageNav": "اللغة",
  "shell.login": "تسجيل الدخول",
  "shell.register": "إنشاء حساب",
  "shell.employerLogin": "دخول أصحاب العمل",
  "shell.myAccount": "حسابي",
  "shell.searchJobs": "ابحث عن وظائف",
  "shell.searchPlaceholder": "وظيفة أو مهارة أو شركة",

  "menu.dashboard": "لوحة التحكم",
  "menu.recommendedJobs": "وظائف موصى بها",
  "menu.profile": "الملف الشخصي",
  "menu.subscriptions": "الاشتراكات",
  "menu.careerServices": "الخدمات المهنية",
  "menu.jobAlerts": "إدارة تنبيهات الوظائف",
  "menu.profilePerformance": "أداء الملف الشخصي",
  "menu.assessment": "التقييم",
  "menu.settings": "الإعدادات",
  "menu.changePassword": "تغيير كلمة المرور",
  "menu.feedback": "الملاحظات",
  "menu.logout": "تسجيل الخروج",
  "menu.notifications": "الإشعارات",

  "footer.companyHeading": "الشركة",
  "footer.contactHeading": "اتصل بنا",
  "footer.phone": "الهاتف",
  "footer.tollFree": "الرقم المجاني",
  "footer.email": "البريد الإلكتروني",
  "footer.followHeading": "تابعنا",
  "footer.countryHeading": "الدولة",
  "footer.countryCurrent": "{country} (الحالية)",
  "footer.copyright": "© {year} {brand}. جميع الحقوق محفوظة.",
  "footer.appHeading": "احصل على تطبيق {brand}",
  "footer.android": "احصل عليه من Google Play",
  "footer.ios": "حمّله من App Store",
  "footer.newTab": "(يفتح في علامة تبويب جديدة)",

  "country.india": "الهند",
  "country.gulf": "الخليج",
  "country.singapore": "سنغافورة",
  "country.thailand": "تايلاند",
  "country.philippines": "الفلبين",
  "country.vietnam": "فيتنام",
  "country.malaysia": "ماليزيا",
  "country.indonesia": "إندونيسيا",
  "country.hongkong": "هونغ كونغ",

  "banner.label": "احصل على تطبيقنا",
  "banner.text": "العثور على الوظيفة المناسبة أسهل مع تطبيقنا",
  "banner.open": "افتح الآن",
  "banner.close": "إغلاق",

  "toast.dismiss": "إخفاء",

  "search.keywordsLabel": "المهارات أو المسميات الوظيفية أو الشركات",
  "search.keywordsPlaceholder": "مثال: مطوّر Java",
  "search.locationLabel": "الموقع",
  "search.locationPlaceholder": "مثال: {city}",
  "search.experienceLabel": "الخبرة",
  "search.experienceAny": "أي خبرة",
  "search.fresher": "حديث التخرج",
  "search.years.zero": "{count} سنة",
  "search.years.one": "سنة واحدة",
  "search.years.two": "سنتان",
  "search.years.few": "{count} سنوات",
  "search.years.many": "{count} سنة",
  "search.years.other": "{count} سنة",
  "search.yearsOrMore.zero": "{count} سنة أو أكثر",
  "search.yearsOrMore.one": "سنة واحدة أو أكثر",
  "search.yearsOrMore.two": "سنتان أو أكثر",
  "search.yearsOrMore.few": "{count} سنوات أو أكثر",
  "search.yearsOrMore.many": "{count} سنة أو أكثر",
  "search.yearsOrMore.other": "{count} سنة أو أكثر",
  "search.submit": "بحث",
  "search.tooLong": "يرجى اختصار البحث بحيث لا يتجاوز عدد أحرفه {max}.",
  "search.invalidPage": "صفحة النتائج هذه غير موجودة.",

  "home.metaDescription": "ابحث عن أحدث الوظائف في {country} وقدّم عليها عبر {brand}.",
  "home.heading": "اعثر على وظيفتك التالية",
  "home.intro": "ابحث بين آلاف الوظائف حسب المهارة والمسمى الوظيفي والشركة والموقع.",
  "home.popularHeading": "عمليات بحث شائعة",
  "home.servicesHeading": "الخدمات المهنية",
  "home.allServices": "كل الخدمات المهنية",
  "home.recruiterClaim": "تواصل مع أكثر من 20 ألف مسؤول توظيف.",
  "home.employersHeading": "أبرز الشركات التي توظف الآن",
  "home.popularQuery": "وظائف {query}",

  "results.metaTitleFor": "وظائف {query}",
  "results.metaTitleIn": "وظائف {query} في {location}",
  "results.metaTitleLocation": "وظائف في {location}",
  "results.metaTitle": "ابحث عن وظائف",
  "results.metaDescription.zero": "لا توجد وظائف شاغرة لهذا البحث على {brand} الآن.",
  "results.metaDescription.one": "تصفّح وظيفة شاغرة واحدة على {brand} وقدّم عليها إن كانت تناسبك.",
  "results.metaDescription.two": "تصفّح وظيفتين شاغرتين على {brand} وقدّم على ما يناسبك.",
  "results.metaDescription.few": "تصفّح {count} وظائف شاغرة على {brand} وقدّم على ما يناسبك.",
  "results.metaDescription.many": "تصفّح {count} وظيفة شاغرة على {brand} وقدّم على ما يناسبك.",
  "results.metaDescription.other": "تصفّح {count} وظيفة شاغرة على {brand} وقدّم على ما يناسبك.",
  "results.modify": "تعديل البحث",
  "results.heading": "نتائج البحث عن وظائف",
  "results.jobsFound.zero": "لم يتم العثور على وظائف",
  "results.jobsFound.one": "تم العثور على وظيفة واحدة",
  "results.jobsFound.two": "تم العثور على وظيفتين",
  "results.jobsFound.few": "تم العثور على {count} وظائف",
  "results.jobsFound.many": "تم العثور على {count} وظيفة",
  "results.jobsFound.other": "تم العثور على {count} وظيفة",
  "results.noResults": "لا توجد وظائف تطابق بحثك.",
  "results.noResultsHint": "جرّب كلمات أخرى أو موقعًا قريبًا أو عددًا أقل من عوامل التصفية.",
  "results.pageBeyond": "لا توجد وظائف في هذه الصفحة.",
  "results.firstPage": "العودة إلى الصفحة الأولى",
  "results.pageOf": "الصفحة {page} من {pages}",

  "pagination.label": "صفحات النتائج",
  "pagination.previous": "السابق",
  "pagination.next": "التالي",
  "pagination.page": "الصفحة {page}",

  "job.experienceRange": "{min}-{max} سنوات",
  "job.experienceExact": "{years} سنوات",
  "job.experienceFresher": "حديث التخرج",
  "job.salaryNotDisclosed": "غير مُعلن",
  "job.salaryPerMonth": "{amount} شهريًا",
  "job.salaryRange": "{min} - {max}",
  "job.posted": "نُشرت {age}",
  "job.keySkills": "المهارات الأساسية",
  "job.locations": "المواقع",
  "job.locationSeparator": "، ",
  "job.experience": "الخبرة",
  "job.salary": "الراتب",
  "job.jobType": "نوع الوظيفة",
  "job.workMode": "نمط العمل",
  "job.postedOn": "تاريخ النشر",
  "job.description": "الوصف الوظيفي",
  "job.function": "المجال الوظيفي",
  "job.role": "الدور",
  "job.industry": "القطاع",
  "job.qualification": "المؤهل",
  "job.vacancies": "عدد الشواغر",
  "job.itSkills": "المهارات التقنية",
  "job.itSkillVersion": "الإصدار {version}",
  "job.itSkillLastUsed": "مستخدمة في {year} أو بعده",
  "job.jobCode": "رمز الوظيفة",
  "job.details": "المزيد عن هذه الوظيفة",
  "job.apply": "تقدّم الآن",
  "job.expired": "انتهت صلاحية هذه الوظيفة ولم تعد تقبل طلبات التقديم.",
  "job.similarHeading": "وظائف مشابهة",
  "job.metaDescription": "{title} لدى {company} في {locations}. الخبرة {experience}. قدّم عبر {brand}.",
  "job.type.full-time": referenceName("ar", "jobTypes", "full-time"),
  "job.type.part-time": referenceName("ar", "jobTypes", "part-time"),
  "job.type.contract": referenceName("ar", "jobTypes", "contract"),
  "job.type.internship": referenceName("ar", "jobTypes", "internship"),
  "job.type.temporary": referenceName("ar", "jobTypes", "temporary"),
  "job.mode.office": referenceName("ar", "workModes", "office"),
  "job.mode.remote": referenceName("ar", "workModes", "remote"),
  "job.mode.hybrid": referenceName("ar", "workModes", "hybrid"),

  "duration.years.zero": "{count} سنة",
  "duration.years.one": "سنة واحدة",
  "duration.years.two": "سنتان",
  "duration.years.few": "{count} سنوات",
  "duration.years.many": "{count} سنة",
  "duration.years.other": "{count} سنة",
  "duration.months.zero": "{count} شهر",
  "duration.months.one": "شهر واحد",
  "duration.months.two": "شهران",
  "duration.months.few": "{count} أشهر",
  "duration.months.many": "{count} شهرًا",
  "duration.months.other": "{count} شهر",
  "duration.yearsAndMonths": "{years} و{months}",

  "amount.thousand": "ألف",
  "amount.lakh": "لاك",
  "amount.crore": "كرور",

  "error.notFoundTitle": "الصفحة غير موجودة",
  "error.notFoundBody": "الصفحة التي تبحث عنها غير موجودة أو تم نقلها.",
  "error.title": "حدث خطأ ما",
  "error.backHome": "الذهاب إلى الصفحة الرئيسية",

  ...specCatalogue("ar"),
  ...searchAr,
  ...accountsAr,
  ...profileAr,
  ...seekerJobsAr,
  ...jobAlertsAr,
  ...applicationsAr,
  ...candidatesAr,
  ...messagesAr,
  ...storefrontAr,
  ...writingAr,
  ...interviewsAr,
  ...learningAr,
  ...leadsAr,
  ...settingsAr,
  ...careerAdviceAr,
  ...pollsAr,
  ...covidAr,
  ...feedbackAr,
  ...assessmentsAr,
  ...careerEventsAr,
  ...analyticsAr,
  ...careerServicesAr,
  ...catalogueAdminAr,
  ...companiesAr,
  ...teamAr,
  ...jobPostingAr,
  ...staffAr,
  ...avatarAr,
  ...profileViewsAr,
  ...engagementCardsAr,
  ...resumeRegistrationAr,
  ...resumesAr,
  ...bellAr,
  ...dashboardAr,
  ...recommendationsAr,
  ...infoPagesAr,
};
