import type { PluralCategory } from "../translate.ts";
import type { careerServicesEn } from "./en.ts";

type EnglishKey = keyof typeof careerServicesEn;
type PluralBaseOf<K> = K extends `${infer Base}.one` ? Base : K extends `${infer Base}.other` ? Base : never;
type PluralBase = PluralBaseOf<EnglishKey>;
/** Every English key, each plural in the six forms Arabic needs (zero, one, two, few, many, other). */
type ArabicTexts = Record<Exclude<EnglishKey, `${PluralBase}.${"one" | "other"}`>, string> &
  Record<`${PluralBase}.${PluralCategory}`, string>;

/** Arabic texts of the career services (see ./en.ts). */
export const careerServicesAr: ArabicTexts = {
  "careerServices.title": "الخدمات المهنية",
  "careerServices.intro":
    "مساعدة من خبرائنا في المسيرة المهنية، وأدوات تلفت انتباه مسؤولي التوظيف إليك: سيرة ذاتية أفضل، وملف شخصي يسهل العثور عليه، وتدريب قبل المقابلة. وتذكر كل خدمة بدقة ما ستحصل عليه ومتى.",

  "careerServices.service.featured-profile.title": "الملف المميز",
  "careerServices.service.featured-profile.tileText": "عزّز فرصك في الوصول إلى القائمة المختصرة",
  "careerServices.service.featured-profile.about":
    "عندما يبحث مسؤولو التوظيف في قاعدة بيانات المرشحين لدينا عن أشخاص بمهاراتك وخبرتك، يظهر ملفك في مرتبة أعلى في نتائجهم ويحمل شارة «مميز» طوال مدة خطتك. لا يتغير شيء في ملفك، كل ما في الأمر أن احتمال فتحه يصبح أكبر.",
  "careerServices.service.featured-profile.benefit1":
    "مرتبة أعلى في عمليات بحث مسؤولي التوظيف التي تطابق ملفك",
  "careerServices.service.featured-profile.benefit2": "شارة «مميز» بجانب اسمك في نتائج البحث",
  "careerServices.service.featured-profile.benefit3":
    "اعرف من صفحة «أداء الملف الشخصي» الشركات التي اطّلعت على ملفك",
  "careerServices.service.featured-profile.benefit4": "تبدأ فور تأكيد الدفع",
  "careerServices.service.featured-profile.faq1q": "هل يضمن الملف المميز اتصالات لإجراء مقابلات؟",
  "careerServices.service.featured-profile.faq1a":
    "لا. إنه يسهّل العثور على ملفك، أما اتصال مسؤول التوظيف بك فيتوقف على مدى ملاءمة خبرتك لوظيفته. أكمل ملفك وحدّث سيرتك الذاتية لتستفيد منه أقصى استفادة.",
  "careerServices.service.featured-profile.faq2q": "متى تبدأ الخدمة ومتى تنتهي؟",
  "careerServices.service.featured-profile.faq2a":
    "تبدأ عند تأكيد الدفع وتستمر عدد أيام خطتك، ولا تتجدد تلقائيًا.",
  "careerServices.service.featured-profile.faq3q": "أيّ ملفاتي يصبح مميزًا؟",
  "careerServices.service.featured-profile.faq3a":
    "ملفك الافتراضي، أي الملف الذي يراه مسؤولو التوظيف. وإذا جعلت ملفًا آخر افتراضيًا، يصبح هو المميز لبقية مدة الخطة.",

  "careerServices.service.resume-writing.title": "كتابة السيرة الذاتية",
  "careerServices.service.resume-writing.tileText": "سيرة ذاتية وخطاب تقديم بقلم محترف",
  "careerServices.service.resume-writing.about":
    "يدرس كاتب محترف سيرتك الذاتية الحالية، ويسألك عن عملك والوظائف التي تريدها، ثم يكتب لك سيرة ذاتية جديدة وخطاب تقديم يناسبانها. تقرأ المسودة وتطلب التعديلات، وتحدد خطتك، التي تختارها حسب سنوات خبرتك، عدد جولات التعديل المشمولة وموعد وصول المسودة الأولى.",
  "careerServices.service.resume-writing.benefit1": "يكتبها كاتب متمرس في مجالك ولمستواك",
  "careerServices.service.resume-writing.benefit2": "خطاب تقديم يمكنك تكييفه مع كل طلب توظيف",
  "careerServices.service.resume-writing.benefit3": "تنسيق يقرؤه الناس والبرامج التي تفرز طلبات التوظيف",
  "careerServices.service.resume-writing.benefit4": "تُسلَّم بصيغتي Word وPDF مع جولات تعديل مشمولة",
  "careerServices.service.resume-writing.faq1q": "ما المطلوب مني؟",
  "careerServices.service.resume-writing.faq1a":
    "سيرتك الذاتية الحالية إن وُجدت، وإجاباتك عن استبيان قصير حول عملك وإنجازاتك والوظائف التي تطمح إليها. وقد يتصل بك الكاتب أو يراسلك لاستكمال أي نقص.",
  "careerServices.service.resume-writing.faq2q": "كم يستغرق ذلك؟",
  "careerServices.service.resume-writing.faq2a":
    "تبيّن خطتك عدد أيام العمل من يوم استلامنا الاستبيان حتى وصول المسودة الأولى. أضف التسليم السريع لتصلك خلال 3 أيام عمل.",
  "careerServices.service.resume-writing.faq3q": "أيّ خطة أختار؟",
  "careerServices.service.resume-writing.faq3a":
    "«حديث التخرج» إن لم تعمل بدوام كامل بعد، و«ذو خبرة» لمن عمل من سنة إلى 8 سنوات، و«خبير» لمن تزيد خبرته على 8 سنوات أو يقود فرق عمل.",

  "careerServices.service.career-booster.title": "معزّز المسيرة المهنية",
  "careerServices.service.career-booster.tileText": "احصل على قوة خدمتين في خدمة واحدة وسرّع بحثك عن وظيفة",
  "careerServices.service.career-booster.about":
    "الملف المميز وإبراز الملف معًا، بسعر أقل من ثمنهما منفصلين. يظهر ملفك في مرتبة أعلى في عمليات بحث مسؤولي التوظيف، ويلفت النظر ببطاقة مُبرزة أينما ظهر.",
  "careerServices.service.career-booster.benefit1": "كل ما في الملف المميز",
  "careerServices.service.career-booster.benefit2": "كل ما في إبراز الملف",
  "careerServices.service.career-booster.benefit3": "أرخص من شراء الخدمتين كلٍّ على حدة",
  "careerServices.service.career-booster.benefit4": "تعمل الخدمتان للمدة نفسها بدءًا من يوم الدفع",
  "careerServices.service.career-booster.faq1q": "ما الفرق بينها وبين شراء الخدمتين؟",
  "careerServices.service.career-booster.faq1a":
    "هما الخدمتان نفسهما وللمدة نفسها، لكن بسعر أقل وفي طلب واحد.",
  "careerServices.service.career-booster.faq2q": "هل سأحصل بها على وظيفة؟",
  "careerServices.service.career-booster.faq2a":
    "لا تستطيع أي خدمة أن تعد بذلك. إنها تزيد احتمال أن يجد مسؤولو التوظيف ملفك وينتبهوا إليه، أما قرار الاتصال بك فيعود إليهم.",
  "careerServices.service.career-booster.faq3q": "على أيّ ملفاتي تُطبَّق؟",
  "careerServices.service.career-booster.faq3a": "على ملفك الافتراضي، أي الملف الذي يراه مسؤولو التوظيف.",

  "careerServices.service.profile-highlighter.title": "إبراز الملف",
  "careerServices.service.profile-highlighter.tileText":
    "اجذب انتباه أصحاب العمل واحصل على سيرة ذاتية لافتة للنظر",
  "careerServices.service.profile-highlighter.about":
    "أينما رأى مسؤولو التوظيف ملفك، في نتائج البحث أو بين المتقدمين إلى وظيفة، يظهر في بطاقة مُبرزة فيها سطر تعريفي تكتبه بنفسك ومهاراتك الأساسية أولًا، فيتميز عن الملفات المحيطة به. لكنه لا يرفع ترتيب ملفك في النتائج، فهذا ما يفعله الملف المميز.",
  "careerServices.service.profile-highlighter.benefit1": "بطاقة مُبرزة في نتائج البحث وقوائم المتقدمين",
  "careerServices.service.profile-highlighter.benefit2": "سطر تعريفي بما تقدمه، بكلماتك أنت",
  "careerServices.service.profile-highlighter.benefit3": "مهاراتك الأساسية في مقدمة البطاقة",
  "careerServices.service.profile-highlighter.benefit4": "تعمل طوال أيام خطتك بدءًا من يوم الدفع",
  "careerServices.service.profile-highlighter.faq1q": "ما الفرق بينها وبين الملف المميز؟",
  "careerServices.service.profile-highlighter.faq1a":
    "الملف المميز يرفع ملفك في عمليات بحث مسؤولي التوظيف، وإبراز الملف يجعله لافتًا حيث يظهر. ويجمع معزّز المسيرة المهنية بين الاثنين.",
  "careerServices.service.profile-highlighter.faq2q": "هل يمكنني تغيير السطر التعريفي؟",
  "careerServices.service.profile-highlighter.faq2a": "نعم، من صفحة ملفك الشخصي، كلما أردت طوال مدة الخطة.",
  "careerServices.service.profile-highlighter.faq3q": "من يرى الإبراز؟",
  "careerServices.service.profile-highlighter.faq3a":
    "مسؤولو التوظيف الذين يبحثون في قاعدة بيانات المرشحين، والذين يطّلعون على المتقدمين إلى وظائفهم.",

  "careerServices.service.linkedin-makeover.title": "تجديد ملفك على لينكدإن",
  "careerServices.service.linkedin-makeover.tileText":
    "ملف على لينكدإن يعرّف مسؤولي التوظيف بك من النظرة الأولى",
  "careerServices.service.linkedin-makeover.about":
    "يعيد كاتب صياغة العنوان الرئيسي وقسم «نبذة» والخبرات والمهارات في ملفك على لينكدإن لتتوافق مع سيرتك الذاتية والأدوار التي تريدها، مستخدمًا الكلمات التي يبحث عنها مسؤولو التوظيف. وتتسلم النص الجديد لتلصقه في ملفك، مع نصائح حول صورتك وصورة الغلاف والإعدادات.",
  "careerServices.service.linkedin-makeover.benefit1": "عنوان رئيسي وقسم «نبذة» مكتوبان للأدوار التي تريدها",
  "careerServices.service.linkedin-makeover.benefit2": "خبراتك بصياغة جديدة تبرز ما حققته",
  "careerServices.service.linkedin-makeover.benefit3":
    "مهارات وكلمات مفتاحية مختارة من إعلانات الوظائف في مجالك",
  "careerServices.service.linkedin-makeover.benefit4": "متوافق مع سيرتك الذاتية، فيرويان القصة نفسها",
  "careerServices.service.linkedin-makeover.faq1q": "هل تحتاجون إلى كلمة مرور حسابي على لينكدإن؟",
  "careerServices.service.linkedin-makeover.faq1a":
    "لا، ولا تشاركها مع أي أحد. نرسل إليك النص الجديد وتلصقه في ملفك بنفسك.",
  "careerServices.service.linkedin-makeover.faq2q": "هل هذه الخدمة تابعة لموقع لينكدإن؟",
  "careerServices.service.linkedin-makeover.faq2a":
    "لا. إنها خدمة كتابة خاصة بنا. ولينكدإن علامة تجارية لمالكها، الذي لا يدير هذه الخدمة ولا يزكّيها.",
  "careerServices.service.linkedin-makeover.faq3q": "هل يمكنني طلب تعديلات؟",
  "careerServices.service.linkedin-makeover.faq3a":
    "نعم. تبيّن خطتك عدد جولات التعديل المشمولة بعد المسودة الأولى.",

  "careerServices.service.mock-interview.title": "مقابلة تجريبية",
  "careerServices.service.course.title": "دورة تدريبية",
  "careerServices.service.course-bundle.title": "حزمة دورات",
  "careerServices.service.mock-interview.tileText": "تدرّب مع خبير قبل المقابلة الحاسمة",
  "careerServices.service.mock-interview.about":
    "مقابلة بالفيديو مدتها نحو 45 دقيقة مع مُحاور سبق له التوظيف في مجالك، مبنية على الوظيفة التي تستعد لها. وبعدها تتسلم ملاحظات مكتوبة عن إجاباتك، وعن الانطباع الذي تركته، وعمّا ينبغي أن تعمل عليه قبل المقابلة الحقيقية.",
  "careerServices.service.mock-interview.benefit1": "أسئلة تناسب دورك ومستواك ونوع الشركة التي تستهدفها",
  "careerServices.service.mock-interview.benefit2": "ملاحظات مكتوبة خلال يومَي عمل",
  "careerServices.service.mock-interview.benefit3":
    "نصائح للإجابة عن أسئلة الكفاءات والمواقف والأسئلة التقنية",
  "careerServices.service.mock-interview.benefit4": "جلسة واحدة، أو باقة من ثلاث جلسات للتدرّب والتحسّن",
  "careerServices.service.mock-interview.faq1q": "كيف أحجز موعدًا؟",
  "careerServices.service.mock-interview.faq1a":
    "بعد تأكيد الدفع نرسل إليك بالبريد الإلكتروني رابطًا لاختيار الموعد الذي يناسبك.",
  "careerServices.service.mock-interview.faq2q": "ماذا أحتاج؟",
  "careerServices.service.mock-interview.faq2a":
    "حاسوبًا أو هاتفًا مزودًا بكاميرا وميكروفون، وغرفة هادئة، ووصف الوظيفة التي تستعد لها.",
  "careerServices.service.mock-interview.faq3q": "هل يعمل المُحاور لدى الشركة التي أتقدم إليها؟",
  "careerServices.service.mock-interview.faq3a":
    "لا. المُحاورون لدينا مستقلون، ولا أثر للمقابلة التجريبية في أي من طلباتك.",

  "careerServices.service.resume-score.title": "تقييم السيرة الذاتية",
  "careerServices.service.resume-score.tileText": "اعرف كيف يقرأ مسؤولو التوظيف وبرامج الفرز سيرتك الذاتية",
  "careerServices.service.resume-score.about":
    "ارفع سيرتك الذاتية واحصل على درجة من 100 مع تقرير بما يخفضها: أقسام ناقصة، وتواريخ غير واضحة، ومهارات لم تذكرها، وتنسيقات لا تستطيع برامج الفرز قراءتها. وتأتي مع كل ملاحظة طريقة لإصلاحها.",
  "careerServices.service.resume-score.benefit1": "درجة من 100 خلال دقائق",
  "careerServices.service.resume-score.benefit2": "قائمة بما يجب إصلاحه، الأهم أولًا",
  "careerServices.service.resume-score.benefit3":
    "فحص للتنسيق والأقسام والكلمات المفتاحية التي تبحث عنها برامج الفرز",
  "careerServices.service.resume-score.benefit4": "تبقى سيرتك الذاتية خاصة ودون تغيير",
  "careerServices.service.resume-score.faq1q": "هل تُشارَك سيرتي الذاتية مع أحد؟",
  "careerServices.service.resume-score.faq1a": "لا. تُقيَّم لك وحدك، ولا تعرضها هذه الخدمة على أي مسؤول توظيف.",
  "careerServices.service.resume-score.faq2q": "ما الملفات التي يمكنني رفعها؟",
  "careerServices.service.resume-score.faq2a":
    "ملف Word (.doc أو .docx) أو PDF أو RTF أو نص عادي، بحجم أقصاه 6 ميغابايت.",
  "careerServices.service.resume-score.faq3q": "هل تجلب لي الدرجة الأعلى اتصالات أكثر؟",
  "careerServices.service.resume-score.faq3a":
    "السيرة الأوضح أسهل قراءةً على مسؤولي التوظيف والبرامج، لكن الدرجة دليل إرشادي وليست وعدًا باتصالات.",

  "careerServices.level.fresher": "حديث التخرج",
  "careerServices.level.experienced": "ذو خبرة (1–8 سنوات)",
  "careerServices.level.senior": "خبير (أكثر من 8 سنوات)",
  "careerServices.duration.days.zero": "{count} يوم",
  "careerServices.duration.days.one": "يوم واحد",
  "careerServices.duration.days.two": "يومان",
  "careerServices.duration.days.few": "{count} أيام",
  "careerServices.duration.days.many": "{count} يومًا",
  "careerServices.duration.days.other": "{count} يوم",
  "careerServices.duration.months.zero": "{count} شهر",
  "careerServices.duration.months.one": "شهر واحد",
  "careerServices.duration.months.two": "شهران",
  "careerServices.duration.months.few": "{count} أشهر",
  "careerServices.duration.months.many": "{count} شهرًا",
  "careerServices.duration.months.other": "{count} شهر",
  "careerServices.revisions.zero": "{count} جولة تعديل",
  "careerServices.revisions.one": "جولة تعديل واحدة",
  "careerServices.revisions.two": "جولتا تعديل",
  "careerServices.revisions.few": "{count} جولات تعديل",
  "careerServices.revisions.many": "{count} جولة تعديل",
  "careerServices.revisions.other": "{count} جولة تعديل",
  "careerServices.delivery.zero": "المسودة الأولى خلال {count} يوم عمل",
  "careerServices.delivery.one": "المسودة الأولى خلال يوم عمل واحد",
  "careerServices.delivery.two": "المسودة الأولى خلال يومَي عمل",
  "careerServices.delivery.few": "المسودة الأولى خلال {count} أيام عمل",
  "careerServices.delivery.many": "المسودة الأولى خلال {count} يوم عمل",
  "careerServices.delivery.other": "المسودة الأولى خلال {count} يوم عمل",

  "careerServices.plan.featured-profile-30": "شهر واحد",
  "careerServices.plan.featured-profile-90": "3 أشهر",
  "careerServices.plan.resume-writing-fresher": "حديث التخرج",
  "careerServices.plan.resume-writing-experienced": "ذو خبرة (1–8 سنوات)",
  "careerServices.plan.resume-writing-senior": "خبير (أكثر من 8 سنوات)",
  "careerServices.plan.career-booster-30": "شهر واحد",
  "careerServices.plan.career-booster-90": "3 أشهر",
  "careerServices.plan.profile-highlighter-30": "شهر واحد",
  "careerServices.plan.profile-highlighter-90": "3 أشهر",
  "careerServices.plan.linkedin-makeover-fresher": "حديث التخرج",
  "careerServices.plan.linkedin-makeover-experienced": "ذو خبرة (1–8 سنوات)",
  "careerServices.plan.linkedin-makeover-senior": "خبير (أكثر من 8 سنوات)",
  "careerServices.plan.mock-interview-single": "مقابلة واحدة",
  "careerServices.plan.mock-interview-pack-3": "باقة من ثلاث مقابلات",
  "careerServices.plan.resume-score-once": "تقييم واحد للسيرة الذاتية",
  "careerServices.plan.course-t1": "فئة السعر 1",
  "careerServices.plan.course-t2": "فئة السعر 2",
  "careerServices.plan.course-t3": "فئة السعر 3",
  "careerServices.plan.course-bundle-t1": "فئة السعر 1",
  "careerServices.plan.course-bundle-t2": "فئة السعر 2",
  "careerServices.plan.course-bundle-t3": "فئة السعر 3",

  "careerServices.addOn.cover-letter.name": "خطاب تقديم",
  "careerServices.addOn.cover-letter.detail":
    "خطاب تقديم لدور أو شركة أخرى تحددها، يكتبه كاتبك. وتشمل خدمة كتابة السيرة الذاتية خطاب تقديم واحدًا.",
  "careerServices.addOn.express-delivery.name": "تسليم سريع",
  "careerServices.addOn.express-delivery.detail":
    "المسودة الأولى خلال 3 أيام عمل بدلًا من المدة المعتادة لخطتك.",
  "careerServices.addOn.visual-resume.name": "سيرة ذاتية مصمَّمة",
  "careerServices.addOn.visual-resume.detail":
    "نسخة مصمَّمة من صفحة واحدة من سيرتك الذاتية للمشاركة والطباعة. احتفظ بالنسخة العادية لطلبات التوظيف الإلكترونية، فبرامج الفرز تقرؤها أفضل.",
  "careerServices.addOn.linkedin-review.name": "مراجعة ملفك على لينكدإن",
  "careerServices.addOn.linkedin-review.detail":
    "ملاحظات مكتوبة على العنوان الرئيسي وقسم «نبذة» والخبرات والمهارات في ملفك على لينكدإن، مع صياغات مقترحة.",
  "careerServices.addOn.resume-review.name": "مراجعة السيرة الذاتية من خبير",
  "careerServices.addOn.resume-review.detail":
    "يقرأ خبير السيرة الذاتية التي سيفتحها مسؤولو التوظيف ويرسل إليك قائمة بالتحسينات، لتترك انطباعًا أول قويًا مع ظهورك الأوسع.",

  "careerServices.tag.RECOMMENDED": "موصى به",
  "careerServices.tag.BEST SELLER": "الأكثر مبيعًا",

  "careerServices.tax.GST": "ضريبة السلع والخدمات",
  "careerServices.tax.VAT": "ضريبة القيمة المضافة",
  "careerServices.tax.SST": "ضريبة المبيعات والخدمات",
  "careerServices.tax.withRate": "{tax} {rate}",
  "careerServices.tax.includes": "شامل {tax}",
  "careerServices.tax.plus": "يُضاف إليه {tax}",

  "careerServices.price.was": "السعر السابق {price}",
  "careerServices.price.from": "ابتداءً من {price}",
  "careerServices.price.free": "مجانًا",
};
