/**
 * What the account features say when they refuse or confirm something, in every interface language.
 * The spec gives words only for the OTP and mobile-number messages (SPEC_MESSAGES `invalidOtp`,
 * `invalidMobile`); the name, e-mail and password texts below are ours and follow the rules of
 * validators.ts and accounts.ts. The API (error envelopes) and the pages (form errors) both read here.
 */
import type { Language } from "./sites.ts";

const en = {
  nameRequired: "Please enter your name.",
  invalidName: "Please enter a valid name: letters and spaces only, 2 to 30 characters.",
  emailRequired: "Please enter your e-mail address.",
  invalidEmail: "Please enter a valid e-mail address.",
  passwordRequired: "Please enter your password.",
  weakPassword: "Please use 8 to 64 characters with at least one letter and one digit.",
  experienceTypeRequired: "Please choose whether you are a fresher or a professional.",
  emailTaken: "An account with this e-mail address already exists. Please log in or reset your password.",
  mobileTaken: "An account with this mobile number already exists. Please log in instead.",
  loginFailed: "The login details are not correct. Please check them and try again.",
  codeSent: "If an account exists for these details, we have sent a one-time code to it.",
  codeSentTo: "We have sent a one-time code to {destination}.",
  resetLinkSent:
    "If an account exists for this e-mail address, we have sent it a link to reset the password.",
  linkInvalid: "This link is not valid any more. Please ask for a new one.",
  currentPasswordWrong: "Your current password is not correct.",
  passwordChanged: "Your password has been changed. Other devices have been logged out.",
  passwordReset: "Your password has been reset. Please log in with the new password.",
  emailVerified: "Your e-mail address is verified.",
  mobileVerified: "Your mobile number is verified.",
  mobileMissing: "Please add a mobile number to your account first.",
  employmentNotForFreshers: "Freshers skip the employment step.",
  experienceRequired: "Please select your total experience.",
  jobStartRequired: "Please select when you started in this job.",
  educationTypeRequired: "Please select the type of your course.",
  csrfFailed: "Your page has expired. Please reload it and try again.",
  socialLoginFailed: "We could not log you in with {provider}. Please try again or use another way.",
  unknownProvider: "This way of logging in is not available.",
  wrongAccountType: "This page is for {role} accounts. Please use the other login page.",
  loggedOut: "You have logged out.",
  loggedOutEverywhere: "You have logged out on every device.",
  roleRecruiter: "recruiter",
  roleSeeker: "job seeker",
  companyNameRequired: "Please enter your company's name.",
  websiteInvalid: "Please enter your company's website, for example www.example.com.",
  websiteFreeMail: "Please enter your company's own website, not an e-mail provider's.",
  industryRequired: "Please select your company's industry.",
  companySizeRequired: "Please select how many people your company employs.",
  workEmailRequired:
    "Please use your work e-mail address on your company website's domain, or a personal address (your jobs are then checked before they go live).",
  companyRegistered:
    "Your company is already registered with us. Please ask one of its admins to invite you.",
  recruiterRegistered:
    "Your company is registered. We have sent a link to {email}: open it to confirm your address.",
  invitationSent: "We have sent an invitation to {email}.",
  alreadyMember: "This person already recruits for your company.",
  invitationLimit: "Your company has too many open invitations. Please withdraw some first.",
  invitationForOther:
    "This invitation is for another e-mail address. Please log in with the address it was sent to.",
  inAnotherCompany:
    "You already recruit for another company. Please leave it first, then open this invitation again.",
  invitationAccepted: "Welcome to {company}.",
  lastAdmin: "A company needs at least one admin: please make another member an admin first.",
  memberRemoved: "The member has been removed from your company.",
  roleChanged: "The role has been changed.",
  invitationWithdrawn: "The invitation has been withdrawn.",
  leftCompany: "You have left the company.",
  deleteConfirmRequired: "Please tick the box to confirm that your account should be deleted.",
  accountDeletionRequested:
    "Your account will be deleted on {date}. You have been logged out; log in before then to keep it.",
} as const;

export type AccountMessageKey = keyof typeof en;

const hi: Record<AccountMessageKey, string> = {
  nameRequired: "कृपया अपना नाम दर्ज करें।",
  invalidName: "कृपया मान्य नाम दर्ज करें: केवल अक्षर और रिक्त स्थान, 2 से 30 वर्ण।",
  emailRequired: "कृपया अपना ई-मेल पता दर्ज करें।",
  invalidEmail: "कृपया मान्य ई-मेल पता दर्ज करें।",
  passwordRequired: "कृपया अपना पासवर्ड दर्ज करें।",
  weakPassword: "कृपया 8 से 64 वर्णों का पासवर्ड रखें, जिसमें कम से कम एक अक्षर और एक अंक हो।",
  experienceTypeRequired: "कृपया चुनें कि आप फ़्रेशर हैं या अनुभवी पेशेवर।",
  emailTaken: "इस ई-मेल पते से एक खाता पहले से मौजूद है। कृपया लॉग इन करें या पासवर्ड रीसेट करें।",
  mobileTaken: "इस मोबाइल नंबर से एक खाता पहले से मौजूद है। कृपया लॉग इन करें।",
  loginFailed: "लॉग इन विवरण सही नहीं हैं। कृपया उन्हें जाँचें और फिर से प्रयास करें।",
  codeSent: "यदि इन विवरणों से कोई खाता है, तो हमने उस पर एक वन-टाइम कोड भेज दिया है।",
  codeSentTo: "हमने {destination} पर एक वन-टाइम कोड भेजा है।",
  resetLinkSent: "यदि इस ई-मेल पते से कोई खाता है, तो हमने पासवर्ड रीसेट करने का लिंक भेज दिया है।",
  linkInvalid: "यह लिंक अब मान्य नहीं है। कृपया नया लिंक मँगवाएँ।",
  currentPasswordWrong: "आपका वर्तमान पासवर्ड सही नहीं है।",
  passwordChanged: "आपका पासवर्ड बदल दिया गया है। अन्य डिवाइस से लॉग आउट कर दिया गया है।",
  passwordReset: "आपका पासवर्ड रीसेट हो गया है। कृपया नए पासवर्ड से लॉग इन करें।",
  emailVerified: "आपका ई-मेल पता सत्यापित हो गया है।",
  mobileVerified: "आपका मोबाइल नंबर सत्यापित हो गया है।",
  mobileMissing: "कृपया पहले अपने खाते में मोबाइल नंबर जोड़ें।",
  employmentNotForFreshers: "फ़्रेशर रोज़गार वाला चरण छोड़ देते हैं।",
  experienceRequired: "कृपया अपना कुल अनुभव चुनें।",
  jobStartRequired: "कृपया चुनें कि आपने यह नौकरी कब शुरू की।",
  educationTypeRequired: "कृपया अपने कोर्स का प्रकार चुनें।",
  csrfFailed: "आपका पेज पुराना हो गया है। कृपया उसे फिर से लोड करके प्रयास करें।",
  socialLoginFailed: "हम आपको {provider} से लॉग इन नहीं कर सके। कृपया फिर से प्रयास करें या कोई दूसरा तरीका अपनाएँ।",
  unknownProvider: "लॉग इन का यह तरीका उपलब्ध नहीं है।",
  wrongAccountType: "यह पेज {role} खातों के लिए है। कृपया दूसरे लॉग इन पेज का उपयोग करें।",
  loggedOut: "आप लॉग आउट हो गए हैं।",
  loggedOutEverywhere: "आप सभी डिवाइस से लॉग आउट हो गए हैं।",
  roleRecruiter: "रिक्रूटर",
  roleSeeker: "नौकरी खोजने वाले",
  companyNameRequired: "कृपया अपनी कंपनी का नाम दर्ज करें।",
  websiteInvalid: "कृपया अपनी कंपनी की वेबसाइट दर्ज करें, जैसे www.example.com।",
  websiteFreeMail: "कृपया अपनी कंपनी की अपनी वेबसाइट दर्ज करें, किसी ई-मेल सेवा की नहीं।",
  industryRequired: "कृपया अपनी कंपनी का उद्योग चुनें।",
  companySizeRequired: "कृपया चुनें कि आपकी कंपनी में कितने लोग काम करते हैं।",
  workEmailRequired:
    "कृपया कंपनी की वेबसाइट के डोमेन वाला अपना कार्य ई-मेल पता दें, या निजी पता दें (तब आपकी नौकरियाँ प्रकाशित होने से पहले जाँची जाएँगी)।",
  companyRegistered: "आपकी कंपनी हमारे यहाँ पहले से पंजीकृत है। कृपया उसके किसी एडमिन से आपको आमंत्रित करने को कहें।",
  recruiterRegistered:
    "आपकी कंपनी पंजीकृत हो गई है। हमने {email} पर एक लिंक भेजा है: अपना पता पक्का करने के लिए उसे खोलें।",
  invitationSent: "हमने {email} पर आमंत्रण भेज दिया है।",
  alreadyMember: "यह व्यक्ति पहले से आपकी कंपनी के लिए भर्ती करता है।",
  invitationLimit: "आपकी कंपनी के बहुत अधिक खुले आमंत्रण हैं। कृपया पहले कुछ वापस लें।",
  invitationForOther: "यह आमंत्रण किसी और ई-मेल पते के लिए है। कृपया उसी पते से लॉग इन करें जिस पर यह भेजा गया था।",
  inAnotherCompany: "आप पहले से किसी और कंपनी के लिए भर्ती करते हैं। कृपया पहले उसे छोड़ें, फिर यह आमंत्रण दोबारा खोलें।",
  invitationAccepted: "{company} में आपका स्वागत है।",
  lastAdmin: "कंपनी में कम से कम एक एडमिन होना चाहिए: कृपया पहले किसी और सदस्य को एडमिन बनाएँ।",
  memberRemoved: "सदस्य को आपकी कंपनी से हटा दिया गया है।",
  roleChanged: "भूमिका बदल दी गई है।",
  invitationWithdrawn: "आमंत्रण वापस ले लिया गया है।",
  leftCompany: "आपने कंपनी छोड़ दी है।",
  deleteConfirmRequired: "कृपया पुष्टि करने के लिए बॉक्स पर टिक करें कि आपका खाता हटाया जाए।",
  accountDeletionRequested:
    "आपका खाता {date} को हटा दिया जाएगा। आपको लॉग आउट कर दिया गया है; खाता रखने के लिए उससे पहले लॉग इन करें।",
};

const ar: Record<AccountMessageKey, string> = {
  nameRequired: "يرجى إدخال اسمك.",
  invalidName: "يرجى إدخال اسم صالح: أحرف ومسافات فقط، من 2 إلى 30 حرفًا.",
  emailRequired: "يرجى إدخال عنوان بريدك الإلكتروني.",
  invalidEmail: "يرجى إدخال عنوان بريد إلكتروني صالح.",
  passwordRequired: "يرجى إدخال كلمة المرور.",
  weakPassword: "يرجى استخدام 8 إلى 64 حرفًا تتضمن حرفًا واحدًا ورقمًا واحدًا على الأقل.",
  experienceTypeRequired: "يرجى اختيار ما إذا كنت حديث التخرج أم صاحب خبرة.",
  emailTaken: "يوجد حساب بهذا البريد الإلكتروني بالفعل. يرجى تسجيل الدخول أو إعادة تعيين كلمة المرور.",
  mobileTaken: "يوجد حساب برقم الجوال هذا بالفعل. يرجى تسجيل الدخول بدلًا من ذلك.",
  loginFailed: "بيانات تسجيل الدخول غير صحيحة. يرجى التحقق منها والمحاولة مرة أخرى.",
  codeSent: "إذا كان هناك حساب بهذه البيانات، فقد أرسلنا إليه رمزًا لمرة واحدة.",
  codeSentTo: "أرسلنا رمزًا لمرة واحدة إلى {destination}.",
  resetLinkSent: "إذا كان هناك حساب بهذا البريد الإلكتروني، فقد أرسلنا إليه رابطًا لإعادة تعيين كلمة المرور.",
  linkInvalid: "هذا الرابط لم يعد صالحًا. يرجى طلب رابط جديد.",
  currentPasswordWrong: "كلمة المرور الحالية غير صحيحة.",
  passwordChanged: "تم تغيير كلمة المرور. تم تسجيل الخروج من الأجهزة الأخرى.",
  passwordReset: "تمت إعادة تعيين كلمة المرور. يرجى تسجيل الدخول بكلمة المرور الجديدة.",
  emailVerified: "تم التحقق من بريدك الإلكتروني.",
  mobileVerified: "تم التحقق من رقم جوالك.",
  mobileMissing: "يرجى إضافة رقم جوال إلى حسابك أولًا.",
  employmentNotForFreshers: "يتخطى حديثو التخرج خطوة الخبرة الوظيفية.",
  experienceRequired: "يرجى اختيار إجمالي سنوات خبرتك.",
  jobStartRequired: "يرجى اختيار تاريخ بدء هذه الوظيفة.",
  educationTypeRequired: "يرجى اختيار نوع الدراسة.",
  csrfFailed: "انتهت صلاحية الصفحة. يرجى إعادة تحميلها والمحاولة مرة أخرى.",
  socialLoginFailed: "تعذر تسجيل دخولك عبر {provider}. يرجى المحاولة مرة أخرى أو استخدام طريقة أخرى.",
  unknownProvider: "طريقة تسجيل الدخول هذه غير متاحة.",
  wrongAccountType: "هذه الصفحة مخصصة لحسابات {role}. يرجى استخدام صفحة تسجيل الدخول الأخرى.",
  loggedOut: "تم تسجيل خروجك.",
  loggedOutEverywhere: "تم تسجيل خروجك من جميع الأجهزة.",
  roleRecruiter: "مسؤولي التوظيف",
  roleSeeker: "الباحثين عن عمل",
  companyNameRequired: "يرجى إدخال اسم شركتك.",
  websiteInvalid: "يرجى إدخال الموقع الإلكتروني لشركتك، مثل www.example.com.",
  websiteFreeMail: "يرجى إدخال الموقع الإلكتروني الخاص بشركتك، لا موقع مزوّد بريد إلكتروني.",
  industryRequired: "يرجى اختيار قطاع شركتك.",
  companySizeRequired: "يرجى اختيار عدد العاملين في شركتك.",
  workEmailRequired:
    "يرجى استخدام بريد العمل الإلكتروني على نطاق موقع شركتك، أو عنوان شخصي (عندها تُراجَع وظائفك قبل نشرها).",
  companyRegistered: "شركتك مسجّلة لدينا بالفعل. يرجى أن تطلب من أحد مسؤوليها دعوتك.",
  recruiterRegistered: "تم تسجيل شركتك. أرسلنا رابطًا إلى {email}: افتحه لتأكيد عنوانك.",
  invitationSent: "أرسلنا دعوة إلى {email}.",
  alreadyMember: "هذا الشخص يوظّف لصالح شركتك بالفعل.",
  invitationLimit: "لدى شركتك دعوات مفتوحة كثيرة. يرجى سحب بعضها أولًا.",
  invitationForOther: "هذه الدعوة لعنوان بريد إلكتروني آخر. يرجى تسجيل الدخول بالعنوان الذي أُرسلت إليه.",
  inAnotherCompany: "أنت توظّف لصالح شركة أخرى بالفعل. يرجى مغادرتها أولًا ثم فتح هذه الدعوة مجددًا.",
  invitationAccepted: "مرحبًا بك في {company}.",
  lastAdmin: "تحتاج الشركة إلى مسؤول واحد على الأقل: يرجى تعيين عضو آخر مسؤولًا أولًا.",
  memberRemoved: "تمت إزالة العضو من شركتك.",
  roleChanged: "تم تغيير الدور.",
  invitationWithdrawn: "تم سحب الدعوة.",
  leftCompany: "لقد غادرت الشركة.",
  deleteConfirmRequired: "يرجى تحديد المربع لتأكيد حذف حسابك.",
  accountDeletionRequested: "سيُحذف حسابك في {date}. تم تسجيل خروجك؛ سجّل الدخول قبل ذلك للاحتفاظ به.",
};

export const ACCOUNT_MESSAGE_TEXTS: Readonly<Record<Language, Readonly<Record<AccountMessageKey, string>>>> =
  { en, hi, ar };

export function isAccountMessageKey(value: unknown): value is AccountMessageKey {
  return typeof value === "string" && Object.hasOwn(en, value);
}

export function accountMessage(
  language: Language,
  key: AccountMessageKey,
  params: Record<string, string | number> = {},
): string {
  return ACCOUNT_MESSAGE_TEXTS[language][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
