/**
 * Arabic texts of profile views; keys and placeholders follow ./en.ts. Arabic has six plural forms where
 * English has two, so the language catalogue's type (and its test) check these keys, not a type here.
 */
export const profileViewsAr = {
  "views.title": "أداء الملف الشخصي",
  "views.intro":
    "عدد المرات التي فتح فيها مسؤولو التوظيف ملفك الشخصي. إذا فتحه مسؤول التوظيف نفسه مرة أخرى خلال {minutes} دقيقة فتُحسب مرة واحدة.",
  "views.periodsLabel": "مشاهدات الملف الشخصي",
  "views.last7": "آخر 7 أيام",
  "views.last30": "آخر 30 يومًا",
  "views.last90": "آخر 90 يومًا",
  "views.chartHeading": "المشاهدات اليومية",
  "views.chartDescription":
    "مخطط أعمدة لمشاهدات مسؤولي التوظيف لملفك الشخصي لكل يوم من {from} إلى {to}؛ أعلى عمود هو {max}. الأرقام نفسها موجودة في الجدول أدناه.",
  "views.tableToggle": "عرض الأرقام في جدول",
  "views.tableCaption": "الأيام التي فيها مشاهدة واحدة على الأقل (لم تكن هناك مشاهدات في باقي الأيام)",
  "views.colDate": "التاريخ",
  "views.colViews": "المشاهدات",
  "views.colCompany": "الشركة",
  "views.colLatest": "آخر مشاهدة",
  "views.companiesHeading": "الشركات التي اطّلعت على ملفك الشخصي",
  "views.noViews":
    "لم يفتح أي مسؤول توظيف ملفك الشخصي خلال آخر 90 يومًا. الملف الكامل المرفق بصورة يُعثر عليه أكثر.",
  "views.unknownCompany": "شركة لم تعد مدرجة",
  "views.photoTip": "الملفات الشخصية التي تحتوي على صورة تلفت الانتباه أكثر.",
  "views.addPhoto": "أضف صورتك",

  "seekerView.title": "الملف الشخصي للباحث عن عمل",
  "seekerView.photoAlt": "صورة {name}",
  "seekerView.noPhoto": "لا توجد صورة",
  "seekerView.experience": "الخبرة",
  "seekerView.fresher": "حديث التخرج",
  "seekerView.professional": "محترف ذو خبرة",
  "seekerView.currentCity": "المدينة الحالية",
  "seekerView.preferredLocations": "المواقع المفضلة",
  "seekerView.site": "مسجّل في",
  "seekerView.notGiven": "غير محدد",
  "seekerView.registrationHeading": "بيانات التسجيل",
  "seekerView.profileHeading": "الملف الشخصي: {name}",
  "seekerView.profilePending":
    "لم يُنشئ هذا الباحث عن عمل ملفًا شخصيًا بعد؛ هذه هي البيانات التي قدّمها عند التسجيل.",
  "seekerView.recorded":
    "يرى الباحث عن عمل هذه الزيارة كمشاهدة من {company}. فتح الملف مرة أخرى خلال {minutes} دقيقة لا يُحسب من جديد.",
  "seekerView.fresherShort": "حديث التخرج (بلا خبرة عمل)",
  "seekerView.jobsHeading": "الوظائف",
  "seekerView.educationHeading": "التعليم",
  "seekerView.skillsHeading": "المهارات",
  "seekerView.since": "منذ {start}",
  "seekerView.range": "من {start} إلى {end}",
  "seekerView.passingYear": "تخرّج في {year}",
  "seekerView.noneGiven": "لم يُذكر شيء بعد.",
  "seekerView.yourCompany": "شركتك",
};
