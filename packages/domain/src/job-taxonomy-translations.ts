/**
 * Hindi and Arabic names of the job taxonomy (job-taxonomy.ts), by English name. Titles follow what job
 * ads in each language commonly say: Hindi keeps the English job titles people search for, written in
 * Devanagari ("सॉफ़्टवेयर इंजीनियर"), and uses Hindi words where those are the usual ones ("शिक्षक");
 * Arabic uses the titles of Gulf job ads, leaving only product names and acronyms without an Arabic
 * form in Latin letters ("مستشار SAP").
 */

/** Hindi, then Arabic. */
export type ReferenceTranslation = readonly [hi: string, ar: string];

export const JOB_FUNCTION_TRANSLATIONS: Readonly<Record<string, ReferenceTranslation>> = {
  "Accounts / Finance / Tax / Audit": ["लेखा / वित्त / कर / ऑडिट", "الحسابات / المالية / الضرائب / التدقيق"],
  "Administration / Front Office / Secretarial": [
    "प्रशासन / फ़्रंट ऑफ़िस / सचिवीय कार्य",
    "الإدارة / المكتب الأمامي / السكرتارية",
  ],
  "Advertising / Media Planning / PR / Events": [
    "विज्ञापन / मीडिया प्लानिंग / जनसंपर्क / इवेंट्स",
    "الإعلان / تخطيط الوسائط / العلاقات العامة / الفعاليات",
  ],
  "Agriculture / Dairy / Forestry / Fisheries": [
    "कृषि / डेयरी / वानिकी / मत्स्य पालन",
    "الزراعة / الألبان / الغابات / مصايد الأسماك",
  ],
  "Airline / Aviation / Reservations": ["एयरलाइन / विमानन / आरक्षण", "شركات الطيران / الطيران / الحجوزات"],
  "Analytics / Business Intelligence / Data Science": [
    "एनालिटिक्स / बिज़नेस इंटेलिजेंस / डेटा साइंस",
    "التحليلات / ذكاء الأعمال / علم البيانات",
  ],
  "Architecture / Interior Design": ["वास्तुकला / इंटीरियर डिज़ाइन", "الهندسة المعمارية / التصميم الداخلي"],
  "Banking / Insurance / Financial Services": [
    "बैंकिंग / बीमा / वित्तीय सेवाएँ",
    "الخدمات المصرفية / التأمين / الخدمات المالية",
  ],
  "Beauty / Fitness / Spa / Wellness": [
    "सौंदर्य / फ़िटनेस / स्पा / वेलनेस",
    "التجميل / اللياقة البدنية / السبا / العافية",
  ],
  "Content / Journalism / Editing": ["कंटेंट / पत्रकारिता / संपादन", "المحتوى / الصحافة / التحرير"],
  "Corporate Planning / Strategy / Consulting": [
    "कॉर्पोरेट प्लानिंग / रणनीति / परामर्श",
    "التخطيط المؤسسي / الاستراتيجية / الاستشارات",
  ],
  "Customer Service / Call Centre / BPO": [
    "ग्राहक सेवा / कॉल सेंटर / बीपीओ",
    "خدمة العملاء / مراكز الاتصال / تعهيد العمليات",
  ],
  "Design / Creative / Graphics": ["डिज़ाइन / क्रिएटिव / ग्राफ़िक्स", "التصميم / الإبداع / الجرافيك"],
  "Education / Teaching / Academics": ["शिक्षा / अध्यापन / शैक्षणिक", "التعليم / التدريس / الشؤون الأكاديمية"],
  "Engineering Design / R&D": ["इंजीनियरिंग डिज़ाइन / अनुसंधान एवं विकास", "التصميم الهندسي / البحث والتطوير"],
  "Export / Import / International Trade": [
    "निर्यात / आयात / अंतरराष्ट्रीय व्यापार",
    "التصدير / الاستيراد / التجارة الدولية",
  ],
  "Fashion / Garments / Merchandising": ["फ़ैशन / परिधान / मर्चेंडाइज़िंग", "الأزياء / الملابس / تخطيط البضائع"],
  "Facility Management / Security Services": ["सुविधा प्रबंधन / सुरक्षा सेवाएँ", "إدارة المرافق / خدمات الأمن"],
  "Healthcare / Medical / Nursing": ["स्वास्थ्य सेवा / चिकित्सा / नर्सिंग", "الرعاية الصحية / الطب / التمريض"],
  "Hotels / Restaurants / Hospitality": ["होटल / रेस्टोरेंट / आतिथ्य", "الفنادق / المطاعم / الضيافة"],
  "HR / Recruitment / Training": ["मानव संसाधन / भर्ती / प्रशिक्षण", "الموارد البشرية / التوظيف / التدريب"],
  "IT Software - Application Programming": [
    "आईटी सॉफ़्टवेयर - एप्लिकेशन प्रोग्रामिंग",
    "برمجيات تقنية المعلومات - برمجة التطبيقات",
  ],
  "IT Software - DBA / Data Warehousing": [
    "आईटी सॉफ़्टवेयर - डेटाबेस प्रशासन / डेटा वेयरहाउसिंग",
    "برمجيات تقنية المعلومات - إدارة قواعد البيانات / مستودعات البيانات",
  ],
  "IT Software - ERP / CRM": [
    "आईटी सॉफ़्टवेयर - ईआरपी / सीआरएम",
    "برمجيات تقنية المعلومات - تخطيط موارد المؤسسات / إدارة علاقات العملاء",
  ],
  "IT Software - Embedded / EDA / VLSI": [
    "आईटी सॉफ़्टवेयर - एम्बेडेड / ईडीए / वीएलएसआई",
    "برمجيات تقنية المعلومات - الأنظمة المدمجة / أتمتة التصميم الإلكتروني / الدوائر المتكاملة",
  ],
  "IT Software - Mobile Development": [
    "आईटी सॉफ़्टवेयर - मोबाइल डेवलपमेंट",
    "برمجيات تقنية المعلومات - تطوير تطبيقات الجوال",
  ],
  "IT Software - Network Administration / Security": [
    "आईटी सॉफ़्टवेयर - नेटवर्क प्रशासन / सुरक्षा",
    "برمجيات تقنية المعلومات - إدارة الشبكات / الأمن",
  ],
  "IT Software - QA & Testing": [
    "आईटी सॉफ़्टवेयर - क्वालिटी एश्योरेंस और टेस्टिंग",
    "برمجيات تقنية المعلومات - ضمان الجودة والاختبار",
  ],
  "IT Software - System Programming": [
    "आईटी सॉफ़्टवेयर - सिस्टम प्रोग्रामिंग",
    "برمجيات تقنية المعلومات - برمجة الأنظمة",
  ],
  "IT Software - Cloud / DevOps": [
    "आईटी सॉफ़्टवेयर - क्लाउड / डेवऑप्स",
    "برمجيات تقنية المعلومات - الحوسبة السحابية / ديف أوبس",
  ],
  "IT Hardware / Technical Support / Telecom Engineering": [
    "आईटी हार्डवेयर / तकनीकी सहायता / टेलीकॉम इंजीनियरिंग",
    "أجهزة تقنية المعلومات / الدعم الفني / هندسة الاتصالات",
  ],
  "Legal / Law / Company Secretary": [
    "विधि / क़ानून / कंपनी सचिव",
    "الشؤون القانونية / القانون / سكرتارية الشركات",
  ],
  "Logistics / Supply Chain / Warehousing": [
    "लॉजिस्टिक्स / सप्लाई चेन / वेयरहाउसिंग",
    "الخدمات اللوجستية / سلسلة الإمداد / التخزين",
  ],
  "Maintenance / Repair / Service": ["रखरखाव / मरम्मत / सर्विस", "الصيانة / الإصلاح / الخدمة"],
  "Manufacturing / Production / Operations": ["विनिर्माण / उत्पादन / संचालन", "التصنيع / الإنتاج / العمليات"],
  "Marketing / Brand Management / Digital Marketing": [
    "मार्केटिंग / ब्रांड मैनेजमेंट / डिजिटल मार्केटिंग",
    "التسويق / إدارة العلامات التجارية / التسويق الرقمي",
  ],
  "Merchant Navy / Shipping / Marine": [
    "मर्चेंट नेवी / शिपिंग / समुद्री कार्य",
    "البحرية التجارية / الشحن البحري / الملاحة البحرية",
  ],
  "Oil & Gas / Energy / Mining": ["तेल और गैस / ऊर्जा / खनन", "النفط والغاز / الطاقة / التعدين"],
  "Packaging Development": ["पैकेजिंग डेवलपमेंट", "تطوير التغليف"],
  "Pharma / Biotech / Clinical Research": [
    "फ़ार्मा / बायोटेक / क्लिनिकल रिसर्च",
    "الأدوية / التقنية الحيوية / الأبحاث السريرية",
  ],
  "Procurement / Purchase / Vendor Management": [
    "प्रोक्योरमेंट / ख़रीद / वेंडर मैनेजमेंट",
    "المشتريات / الشراء / إدارة الموردين",
  ],
  "Product Management": ["प्रोडक्ट मैनेजमेंट", "إدارة المنتجات"],
  "Project / Program Management": ["प्रोजेक्ट / प्रोग्राम मैनेजमेंट", "إدارة المشاريع / البرامج"],
  "Quality / Process Control / Six Sigma": [
    "गुणवत्ता / प्रोसेस कंट्रोल / सिक्स सिग्मा",
    "الجودة / ضبط العمليات / سيكس سيجما",
  ],
  "Real Estate / Property": ["रियल एस्टेट / प्रॉपर्टी", "العقارات / الأملاك"],
  "Retail / Store Operations": ["रिटेल / स्टोर संचालन", "البيع بالتجزئة / عمليات المتاجر"],
  "Sales / Business Development": ["सेल्स / बिज़नेस डेवलपमेंट", "المبيعات / تطوير الأعمال"],
  "Site Engineering / Civil Construction": [
    "साइट इंजीनियरिंग / सिविल निर्माण",
    "هندسة المواقع / الإنشاءات المدنية",
  ],
  "Top Management / Senior Leadership": ["शीर्ष प्रबंधन / वरिष्ठ नेतृत्व", "الإدارة العليا / القيادة التنفيذية"],
  "Travel / Tourism": ["यात्रा / पर्यटन", "السفر / السياحة"],
  "Translation / Languages / Interpretation": [
    "अनुवाद / भाषाएँ / दुभाषिया सेवाएँ",
    "الترجمة التحريرية / اللغات / الترجمة الفورية",
  ],
  "Defence / Armed Forces / Government Services": [
    "रक्षा / सशस्त्र बल / सरकारी सेवाएँ",
    "الدفاع / القوات المسلحة / الخدمات الحكومية",
  ],
  "Social Work / NGO / CSR": [
    "सामाजिक कार्य / एनजीओ / सीएसआर",
    "العمل الاجتماعي / المنظمات غير الحكومية / المسؤولية الاجتماعية للشركات",
  ],
  "Media / Entertainment / Film Production": [
    "मीडिया / मनोरंजन / फ़िल्म निर्माण",
    "الإعلام / الترفيه / الإنتاج السينمائي",
  ],
};

export const JOB_ROLE_TRANSLATIONS: Readonly<Record<string, ReferenceTranslation>> = {
  // Accounts / Finance / Tax / Audit
  Accountant: ["अकाउंटेंट", "محاسب"],
  "Accounts Manager": ["अकाउंट्स मैनेजर", "مدير حسابات"],
  "Tax Consultant": ["टैक्स कंसल्टेंट", "مستشار ضرائب"],
  "Internal Auditor": ["इंटरनल ऑडिटर", "مدقق داخلي"],
  "Financial Analyst": ["फ़ाइनेंशियल एनालिस्ट", "محلل مالي"],
  // Administration / Front Office / Secretarial
  "Office Administrator": ["ऑफ़िस एडमिनिस्ट्रेटर", "مسؤول إداري"],
  Receptionist: ["रिसेप्शनिस्ट", "موظف استقبال"],
  "Executive Assistant": ["एग्ज़ीक्यूटिव असिस्टेंट", "مساعد تنفيذي"],
  "Office Manager": ["ऑफ़िस मैनेजर", "مدير مكتب"],
  // Advertising / Media Planning / PR / Events
  "Media Planner": ["मीडिया प्लानर", "مخطط وسائط إعلانية"],
  "PR Executive": ["पीआर एग्ज़ीक्यूटिव", "أخصائي علاقات عامة"],
  "Event Manager": ["इवेंट मैनेजर", "مدير فعاليات"],
  "Account Executive - Advertising": ["अकाउंट एग्ज़ीक्यूटिव - विज्ञापन", "مسؤول حسابات العملاء - إعلان"],
  // Agriculture / Dairy / Forestry / Fisheries
  Agronomist: ["कृषि वैज्ञानिक", "مهندس زراعي"],
  "Farm Manager": ["फ़ार्म मैनेजर", "مدير مزرعة"],
  "Dairy Technologist": ["डेयरी टेक्नोलॉजिस्ट", "أخصائي تقنية الألبان"],
  "Agriculture Field Officer": ["कृषि क्षेत्र अधिकारी", "مسؤول ميداني زراعي"],
  // Airline / Aviation / Reservations
  "Cabin Crew": ["केबिन क्रू", "طاقم الضيافة الجوية"],
  Pilot: ["पायलट", "طيار"],
  "Ground Staff": ["ग्राउंड स्टाफ़", "الطاقم الأرضي"],
  "Aircraft Maintenance Engineer": ["एयरक्राफ़्ट मेंटेनेंस इंजीनियर", "مهندس صيانة طائرات"],
  "Reservation Executive": ["रिज़र्वेशन एग्ज़ीक्यूटिव", "موظف حجوزات"],
  // Analytics / Business Intelligence / Data Science
  "Data Analyst": ["डेटा एनालिस्ट", "محلل بيانات"],
  "Data Scientist": ["डेटा साइंटिस्ट", "عالم بيانات"],
  "Business Intelligence Developer": ["बिज़नेस इंटेलिजेंस डेवलपर", "مطور ذكاء الأعمال"],
  "Data Engineer": ["डेटा इंजीनियर", "مهندس بيانات"],
  "Machine Learning Engineer": ["मशीन लर्निंग इंजीनियर", "مهندس تعلم الآلة"],
  // Architecture / Interior Design
  Architect: ["आर्किटेक्ट", "مهندس معماري"],
  "Interior Designer": ["इंटीरियर डिज़ाइनर", "مصمم داخلي"],
  Draughtsman: ["ड्राफ़्ट्समैन", "رسام هندسي"],
  "Landscape Architect": ["लैंडस्केप आर्किटेक्ट", "مهندس تنسيق مواقع"],
  // Banking / Insurance / Financial Services
  "Relationship Manager": ["रिलेशनशिप मैनेजर", "مدير علاقات العملاء"],
  "Branch Manager": ["ब्रांच मैनेजर", "مدير فرع"],
  "Credit Analyst": ["क्रेडिट एनालिस्ट", "محلل ائتمان"],
  "Insurance Advisor": ["बीमा सलाहकार", "مستشار تأمين"],
  "Loan Officer": ["लोन ऑफ़िसर", "مسؤول قروض"],
  // Beauty / Fitness / Spa / Wellness
  Beautician: ["ब्यूटीशियन", "أخصائي تجميل"],
  "Fitness Trainer": ["फ़िटनेस ट्रेनर", "مدرب لياقة بدنية"],
  "Spa Therapist": ["स्पा थेरेपिस्ट", "معالج سبا"],
  "Hair Stylist": ["हेयर स्टाइलिस्ट", "مصفف شعر"],
  Dietician: ["डाइटीशियन", "أخصائي تغذية"],
  // Content / Journalism / Editing
  "Content Writer": ["कंटेंट राइटर", "كاتب محتوى"],
  Journalist: ["पत्रकार", "صحفي"],
  "Copy Editor": ["कॉपी एडिटर", "محرر نصوص"],
  "Technical Writer": ["टेक्निकल राइटर", "كاتب تقني"],
  Proofreader: ["प्रूफ़रीडर", "مدقق لغوي"],
  // Corporate Planning / Strategy / Consulting
  "Strategy Consultant": ["स्ट्रैटेजी कंसल्टेंट", "مستشار استراتيجي"],
  "Business Analyst": ["बिज़नेस एनालिस्ट", "محلل أعمال"],
  "Management Consultant": ["मैनेजमेंट कंसल्टेंट", "مستشار إداري"],
  "Corporate Planning Manager": ["कॉर्पोरेट प्लानिंग मैनेजर", "مدير التخطيط المؤسسي"],
  // Customer Service / Call Centre / BPO
  "Customer Support Executive": ["कस्टमर सपोर्ट एग्ज़ीक्यूटिव", "موظف دعم العملاء"],
  "Call Centre Agent": ["कॉल सेंटर एजेंट", "موظف مركز اتصال"],
  "Team Leader - Voice": ["टीम लीडर - वॉइस", "قائد فريق - الدعم الهاتفي"],
  "Quality Analyst - BPO": ["क्वालिटी एनालिस्ट - बीपीओ", "محلل جودة - مراكز الاتصال"],
  "Chat Support Executive": ["चैट सपोर्ट एग्ज़ीक्यूटिव", "موظف دعم عبر الدردشة"],
  // Design / Creative / Graphics
  "Graphic Designer": ["ग्राफ़िक डिज़ाइनर", "مصمم جرافيك"],
  "UI/UX Designer": ["यूआई/यूएक्स डिज़ाइनर", "مصمم واجهات وتجربة المستخدم"],
  Visualiser: ["विज़ुअलाइज़र", "مصمم مرئيات"],
  "Creative Director": ["क्रिएटिव डायरेक्टर", "مدير إبداعي"],
  Illustrator: ["इलस्ट्रेटर", "رسام توضيحي"],
  // Education / Teaching / Academics
  Teacher: ["शिक्षक", "معلم"],
  Lecturer: ["लेक्चरर", "محاضر"],
  Professor: ["प्रोफ़ेसर", "أستاذ جامعي"],
  "Academic Counsellor": ["शैक्षणिक परामर्शदाता", "مرشد أكاديمي"],
  Principal: ["प्रधानाचार्य", "مدير مدرسة"],
  // Engineering Design / R&D
  "Design Engineer": ["डिज़ाइन इंजीनियर", "مهندس تصميم"],
  "R&D Engineer": ["आर एंड डी इंजीनियर", "مهندس بحث وتطوير"],
  "CAD Engineer": ["कैड इंजीनियर", "مهندس تصميم بمساعدة الحاسوب"],
  "Product Development Engineer": ["प्रोडक्ट डेवलपमेंट इंजीनियर", "مهندس تطوير منتجات"],
  // Export / Import / International Trade
  "Export Executive": ["एक्सपोर्ट एग्ज़ीक्यूटिव", "موظف تصدير"],
  "Import Manager": ["इंपोर्ट मैनेजर", "مدير استيراد"],
  "Documentation Executive": ["डॉक्यूमेंटेशन एग्ज़ीक्यूटिव", "موظف توثيق"],
  "Customs Clearance Agent": ["कस्टम क्लियरेंस एजेंट", "مخلص جمركي"],
  // Fashion / Garments / Merchandising
  "Fashion Designer": ["फ़ैशन डिज़ाइनर", "مصمم أزياء"],
  Merchandiser: ["मर्चेंडाइज़र", "منسق بضائع"],
  "Pattern Maker": ["पैटर्न मेकर", "صانع باترونات"],
  "Textile Designer": ["टेक्सटाइल डिज़ाइनर", "مصمم منسوجات"],
  // Facility Management / Security Services
  "Facility Manager": ["फ़ैसिलिटी मैनेजर", "مدير مرافق"],
  "Security Officer": ["सिक्योरिटी ऑफ़िसर", "ضابط أمن"],
  "Housekeeping Supervisor": ["हाउसकीपिंग सुपरवाइज़र", "مشرف التدبير الفندقي"],
  "Maintenance Supervisor": ["मेंटेनेंस सुपरवाइज़र", "مشرف صيانة"],
  // Healthcare / Medical / Nursing
  Doctor: ["डॉक्टर", "طبيب"],
  "Staff Nurse": ["स्टाफ़ नर्स", "ممرض"],
  Pharmacist: ["फ़ार्मासिस्ट", "صيدلي"],
  "Lab Technician": ["लैब टेक्नीशियन", "فني مختبر"],
  Physiotherapist: ["फ़िज़ियोथेरेपिस्ट", "أخصائي علاج طبيعي"],
  "Medical Representative": ["मेडिकल रिप्रेज़ेंटेटिव", "مندوب مبيعات طبية"],
  // Hotels / Restaurants / Hospitality
  Chef: ["शेफ़", "شيف"],
  "Front Office Executive": ["फ़्रंट ऑफ़िस एग्ज़ीक्यूटिव", "موظف المكتب الأمامي"],
  "Restaurant Manager": ["रेस्टोरेंट मैनेजर", "مدير مطعم"],
  "Housekeeping Executive": ["हाउसकीपिंग एग्ज़ीक्यूटिव", "موظف التدبير الفندقي"],
  Steward: ["स्टीवर्ड", "مضيف"],
  // HR / Recruitment / Training
  "HR Executive": ["एचआर एग्ज़ीक्यूटिव", "موظف موارد بشرية"],
  Recruiter: ["रिक्रूटर", "مسؤول توظيف"],
  "HR Business Partner": ["एचआर बिज़नेस पार्टनर", "شريك أعمال الموارد البشرية"],
  "Payroll Executive": ["पेरोल एग्ज़ीक्यूटिव", "موظف رواتب"],
  "Training Manager": ["ट्रेनिंग मैनेजर", "مدير تدريب"],
  // IT Software - Application Programming
  "Software Engineer": ["सॉफ़्टवेयर इंजीनियर", "مهندس برمجيات"],
  "Java Developer": ["जावा डेवलपर", "مطور جافا"],
  ".NET Developer": ["डॉटनेट डेवलपर", "مطور دوت نت"],
  "Python Developer": ["पाइथन डेवलपर", "مطور بايثون"],
  "Full Stack Developer": ["फ़ुल स्टैक डेवलपर", "مطور فول ستاك"],
  "Front End Developer": ["फ़्रंट एंड डेवलपर", "مطور واجهات أمامية"],
  // IT Software - DBA / Data Warehousing
  "Database Administrator": ["डेटाबेस एडमिनिस्ट्रेटर", "مسؤول قواعد بيانات"],
  "ETL Developer": ["ईटीएल डेवलपर", "مطور ETL"],
  "Data Warehouse Architect": ["डेटा वेयरहाउस आर्किटेक्ट", "مهندس مستودعات البيانات"],
  "SQL Developer": ["एसक्यूएल डेवलपर", "مطور SQL"],
  // IT Software - ERP / CRM
  "SAP Consultant": ["एसएपी कंसल्टेंट", "مستشار SAP"],
  "Oracle Apps Consultant": ["ओरेकल ऐप्स कंसल्टेंट", "مستشار تطبيقات أوراكل"],
  "Salesforce Developer": ["सेल्सफ़ोर्स डेवलपर", "مطور سيلزفورس"],
  "Dynamics CRM Consultant": ["डायनेमिक्स सीआरएम कंसल्टेंट", "مستشار Dynamics CRM"],
  // IT Software - Embedded / EDA / VLSI
  "Embedded Software Engineer": ["एम्बेडेड सॉफ़्टवेयर इंजीनियर", "مهندس برمجيات مدمجة"],
  "VLSI Design Engineer": ["वीएलएसआई डिज़ाइन इंजीनियर", "مهندس تصميم دوائر VLSI"],
  "Firmware Engineer": ["फ़र्मवेयर इंजीनियर", "مهندس برامج ثابتة"],
  "Verification Engineer": ["वेरिफ़िकेशन इंजीनियर", "مهندس تحقق"],
  // IT Software - Mobile Development
  "Android Developer": ["एंड्रॉइड डेवलपर", "مطور أندرويد"],
  "iOS Developer": ["आईओएस डेवलपर", "مطور iOS"],
  "Flutter Developer": ["फ़्लटर डेवलपर", "مطور فلاتر"],
  "React Native Developer": ["रिएक्ट नेटिव डेवलपर", "مطور رياكت نيتف"],
  // IT Software - Network Administration / Security
  "Network Engineer": ["नेटवर्क इंजीनियर", "مهندس شبكات"],
  "Security Analyst": ["सिक्योरिटी एनालिस्ट", "محلل أمن معلومات"],
  "System Administrator": ["सिस्टम एडमिनिस्ट्रेटर", "مسؤول أنظمة"],
  "Penetration Tester": ["पेनिट्रेशन टेस्टर", "مختبر اختراق"],
  // IT Software - QA & Testing
  "QA Engineer": ["क्यूए इंजीनियर", "مهندس ضمان الجودة"],
  "Automation Test Engineer": ["ऑटोमेशन टेस्ट इंजीनियर", "مهندس اختبار آلي"],
  "Manual Tester": ["मैनुअल टेस्टर", "مختبر برمجيات يدوي"],
  "Performance Test Engineer": ["परफ़ॉर्मेंस टेस्ट इंजीनियर", "مهندس اختبار الأداء"],
  // IT Software - System Programming
  "Systems Programmer": ["सिस्टम प्रोग्रामर", "مبرمج أنظمة"],
  "Kernel Developer": ["कर्नेल डेवलपर", "مطور نواة أنظمة التشغيل"],
  "Compiler Engineer": ["कंपाइलर इंजीनियर", "مهندس مترجمات برمجية"],
  "C++ Developer": ["सी++ डेवलपर", "مطور C++"],
  // IT Software - Cloud / DevOps
  "DevOps Engineer": ["डेवऑप्स इंजीनियर", "مهندس ديف أوبس"],
  "Cloud Architect": ["क्लाउड आर्किटेक्ट", "مهندس معماري سحابي"],
  "Site Reliability Engineer": ["साइट रिलायबिलिटी इंजीनियर", "مهندس موثوقية المواقع"],
  "Cloud Engineer": ["क्लाउड इंजीनियर", "مهندس حوسبة سحابية"],
  // IT Hardware / Technical Support / Telecom Engineering
  "Hardware Engineer": ["हार्डवेयर इंजीनियर", "مهندس أجهزة"],
  "Desktop Support Engineer": ["डेस्कटॉप सपोर्ट इंजीनियर", "مهندس دعم فني للحواسيب"],
  "Telecom Engineer": ["टेलीकॉम इंजीनियर", "مهندس اتصالات"],
  "Field Service Engineer": ["फ़ील्ड सर्विस इंजीनियर", "مهندس خدمة ميدانية"],
  // Legal / Law / Company Secretary
  "Legal Advisor": ["क़ानूनी सलाहकार", "مستشار قانوني"],
  Lawyer: ["वकील", "محامٍ"],
  "Company Secretary": ["कंपनी सचिव", "سكرتير شركة"],
  "Legal Associate": ["लीगल एसोसिएट", "مساعد قانوني"],
  "Compliance Officer": ["कंप्लायंस ऑफ़िसर", "مسؤول امتثال"],
  // Logistics / Supply Chain / Warehousing
  "Logistics Coordinator": ["लॉजिस्टिक्स कोऑर्डिनेटर", "منسق لوجستي"],
  "Supply Chain Manager": ["सप्लाई चेन मैनेजर", "مدير سلسلة الإمداد"],
  "Warehouse Supervisor": ["वेयरहाउस सुपरवाइज़र", "مشرف مستودع"],
  "Fleet Manager": ["फ़्लीट मैनेजर", "مدير أسطول"],
  "Inventory Controller": ["इन्वेंटरी कंट्रोलर", "مراقب مخزون"],
  // Maintenance / Repair / Service
  "Maintenance Engineer": ["मेंटेनेंस इंजीनियर", "مهندس صيانة"],
  "Service Technician": ["सर्विस टेक्नीशियन", "فني خدمة"],
  Electrician: ["इलेक्ट्रीशियन", "كهربائي"],
  "HVAC Technician": ["एचवीएसी टेक्नीशियन", "فني تكييف وتبريد"],
  // Manufacturing / Production / Operations
  "Production Engineer": ["प्रोडक्शन इंजीनियर", "مهندس إنتاج"],
  "Plant Manager": ["प्लांट मैनेजर", "مدير مصنع"],
  "Production Supervisor": ["प्रोडक्शन सुपरवाइज़र", "مشرف إنتاج"],
  "Machine Operator": ["मशीन ऑपरेटर", "مشغل آلات"],
  "Operations Manager": ["ऑपरेशंस मैनेजर", "مدير عمليات"],
  // Marketing / Brand Management / Digital Marketing
  "Marketing Manager": ["मार्केटिंग मैनेजर", "مدير تسويق"],
  "Brand Manager": ["ब्रांड मैनेजर", "مدير علامة تجارية"],
  "Digital Marketing Executive": ["डिजिटल मार्केटिंग एग्ज़ीक्यूटिव", "أخصائي تسويق رقمي"],
  "SEO Specialist": ["एसईओ विशेषज्ञ", "أخصائي تحسين محركات البحث"],
  "Social Media Manager": ["सोशल मीडिया मैनेजर", "مدير وسائل التواصل الاجتماعي"],
  // Merchant Navy / Shipping / Marine
  "Marine Engineer": ["मरीन इंजीनियर", "مهندس بحري"],
  "Deck Officer": ["डेक ऑफ़िसर", "ضابط سطح"],
  "Ship Captain": ["शिप कैप्टन", "قبطان سفينة"],
  "Shipping Executive": ["शिपिंग एग्ज़ीक्यूटिव", "موظف شحن"],
  // Oil & Gas / Energy / Mining
  "Petroleum Engineer": ["पेट्रोलियम इंजीनियर", "مهندس بترول"],
  "Drilling Engineer": ["ड्रिलिंग इंजीनियर", "مهندس حفر"],
  "Mining Engineer": ["माइनिंग इंजीनियर", "مهندس تعدين"],
  "Energy Analyst": ["एनर्जी एनालिस्ट", "محلل طاقة"],
  // Packaging Development
  "Packaging Engineer": ["पैकेजिंग इंजीनियर", "مهندس تغليف"],
  "Packaging Designer": ["पैकेजिंग डिज़ाइनर", "مصمم تغليف"],
  "Packaging Supervisor": ["पैकेजिंग सुपरवाइज़र", "مشرف تغليف"],
  // Pharma / Biotech / Clinical Research
  "Clinical Research Associate": ["क्लिनिकल रिसर्च एसोसिएट", "مساعد أبحاث سريرية"],
  "Research Scientist": ["रिसर्च साइंटिस्ट", "عالم أبحاث"],
  "Drug Safety Associate": ["ड्रग सेफ़्टी एसोसिएट", "أخصائي سلامة الأدوية"],
  "Regulatory Affairs Executive": ["रेगुलेटरी अफ़ेयर्स एग्ज़ीक्यूटिव", "أخصائي الشؤون التنظيمية"],
  "Formulation Scientist": ["फ़ॉर्मूलेशन साइंटिस्ट", "عالم تركيبات دوائية"],
  // Procurement / Purchase / Vendor Management
  "Purchase Executive": ["परचेज़ एग्ज़ीक्यूटिव", "موظف مشتريات"],
  "Procurement Manager": ["प्रोक्योरमेंट मैनेजर", "مدير مشتريات"],
  "Vendor Manager": ["वेंडर मैनेजर", "مدير علاقات الموردين"],
  Buyer: ["बायर", "مسؤول شراء"],
  // Product Management
  "Product Manager": ["प्रोडक्ट मैनेजर", "مدير منتج"],
  "Product Owner": ["प्रोडक्ट ओनर", "مالك المنتج"],
  "Associate Product Manager": ["एसोसिएट प्रोडक्ट मैनेजर", "مدير منتج مساعد"],
  "Product Analyst": ["प्रोडक्ट एनालिस्ट", "محلل منتجات"],
  // Project / Program Management
  "Project Manager": ["प्रोजेक्ट मैनेजर", "مدير مشروع"],
  "Program Manager": ["प्रोग्राम मैनेजर", "مدير برنامج"],
  "Project Coordinator": ["प्रोजेक्ट कोऑर्डिनेटर", "منسق مشاريع"],
  "Scrum Master": ["स्क्रम मास्टर", "سكرم ماستر"],
  // Quality / Process Control / Six Sigma
  "Quality Engineer": ["क्वालिटी इंजीनियर", "مهندس جودة"],
  "Quality Assurance Manager": ["क्वालिटी एश्योरेंस मैनेजर", "مدير ضمان الجودة"],
  "Six Sigma Black Belt": ["सिक्स सिग्मा ब्लैक बेल्ट", "حزام أسود سيكس سيجما"],
  "Process Excellence Lead": ["प्रोसेस एक्सीलेंस लीड", "قائد التميز في العمليات"],
  // Real Estate / Property
  "Property Consultant": ["प्रॉपर्टी कंसल्टेंट", "مستشار عقاري"],
  "Real Estate Agent": ["रियल एस्टेट एजेंट", "وكيل عقاري"],
  "Leasing Manager": ["लीज़िंग मैनेजर", "مدير تأجير"],
  "Property Manager": ["प्रॉपर्टी मैनेजर", "مدير عقارات"],
  // Retail / Store Operations
  "Store Manager": ["स्टोर मैनेजर", "مدير متجر"],
  "Sales Associate": ["सेल्स एसोसिएट", "مساعد مبيعات"],
  Cashier: ["कैशियर", "أمين صندوق"],
  "Visual Merchandiser": ["विज़ुअल मर्चेंडाइज़र", "منسق العرض المرئي"],
  "Category Manager": ["कैटेगरी मैनेजर", "مدير فئة منتجات"],
  // Sales / Business Development
  "Sales Executive": ["सेल्स एग्ज़ीक्यूटिव", "مندوب مبيعات"],
  "Business Development Manager": ["बिज़नेस डेवलपमेंट मैनेजर", "مدير تطوير الأعمال"],
  "Area Sales Manager": ["एरिया सेल्स मैनेजर", "مدير مبيعات المنطقة"],
  "Inside Sales Representative": ["इनसाइड सेल्स रिप्रेज़ेंटेटिव", "ممثل مبيعات داخلية"],
  "Key Account Manager": ["की अकाउंट मैनेजर", "مدير الحسابات الرئيسية"],
  // Site Engineering / Civil Construction
  "Site Engineer": ["साइट इंजीनियर", "مهندس موقع"],
  "Civil Engineer": ["सिविल इंजीनियर", "مهندس مدني"],
  "Quantity Surveyor": ["क्वांटिटी सर्वेयर", "مساح كميات"],
  "Construction Manager": ["कंस्ट्रक्शन मैनेजर", "مدير إنشاءات"],
  "Structural Engineer": ["स्ट्रक्चरल इंजीनियर", "مهندس إنشائي"],
  // Top Management / Senior Leadership
  "Chief Executive Officer": ["मुख्य कार्यकारी अधिकारी", "رئيس تنفيذي"],
  "Chief Financial Officer": ["मुख्य वित्तीय अधिकारी", "مدير مالي تنفيذي"],
  "Chief Technology Officer": ["मुख्य तकनीकी अधिकारी", "مدير تقني تنفيذي"],
  "General Manager": ["जनरल मैनेजर", "مدير عام"],
  Director: ["डायरेक्टर", "مدير إدارة"],
  // Travel / Tourism
  "Travel Consultant": ["ट्रैवल कंसल्टेंट", "مستشار سفر"],
  "Tour Manager": ["टूर मैनेजर", "مدير جولات سياحية"],
  "Ticketing Executive": ["टिकटिंग एग्ज़ीक्यूटिव", "موظف إصدار تذاكر"],
  "Visa Executive": ["वीज़ा एग्ज़ीक्यूटिव", "موظف تأشيرات"],
  // ReferenceTranslation / Languages / Interpretation
  Translator: ["अनुवादक", "مترجم"],
  Interpreter: ["दुभाषिया", "مترجم فوري"],
  "Language Trainer": ["भाषा प्रशिक्षक", "مدرب لغات"],
  "Localisation Specialist": ["लोकलाइज़ेशन विशेषज्ञ", "أخصائي توطين المحتوى"],
  // Defence / Armed Forces / Government Services
  "Defence Officer": ["रक्षा अधिकारी", "ضابط في القوات المسلحة"],
  "Government Officer": ["सरकारी अधिकारी", "موظف حكومي"],
  "Public Administrator": ["लोक प्रशासक", "مسؤول إدارة عامة"],
  // Social Work / NGO / CSR
  "Social Worker": ["सामाजिक कार्यकर्ता", "أخصائي اجتماعي"],
  "CSR Manager": ["सीएसआर मैनेजर", "مدير المسؤولية الاجتماعية"],
  "Programme Officer": ["प्रोग्राम ऑफ़िसर", "مسؤول برامج"],
  "Fundraising Executive": ["फ़ंडरेज़िंग एग्ज़ीक्यूटिव", "مسؤول جمع التبرعات"],
  // Media / Entertainment / Film Production
  "Video Editor": ["वीडियो एडिटर", "محرر فيديو"],
  Producer: ["प्रोड्यूसर", "منتج"],
  Anchor: ["एंकर", "مذيع"],
  "Sound Engineer": ["साउंड इंजीनियर", "مهندس صوت"],
  Animator: ["एनिमेटर", "رسام رسوم متحركة"],
};

export const INDUSTRY_TRANSLATIONS: Readonly<Record<string, ReferenceTranslation>> = {
  "Accounting / Finance / Audit": ["लेखा / वित्त / ऑडिट", "المحاسبة / المالية / التدقيق"],
  "Advertising / PR / Events": ["विज्ञापन / जनसंपर्क / इवेंट्स", "الإعلان / العلاقات العامة / الفعاليات"],
  "Agriculture / Dairy / Fisheries": ["कृषि / डेयरी / मत्स्य पालन", "الزراعة / الألبان / مصايد الأسماك"],
  "Animation / VFX / Gaming": ["एनिमेशन / वीएफ़एक्स / गेमिंग", "الرسوم المتحركة / المؤثرات البصرية / الألعاب"],
  "Architecture / Interior Design": ["वास्तुकला / इंटीरियर डिज़ाइन", "الهندسة المعمارية / التصميم الداخلي"],
  "Automobile / Auto Components": ["ऑटोमोबाइल / ऑटो कंपोनेंट्स", "السيارات / قطع غيار السيارات"],
  "Aviation / Aerospace / Airlines": [
    "विमानन / एयरोस्पेस / एयरलाइंस",
    "الطيران / الصناعات الجوية / شركات الطيران",
  ],
  "Banking / Financial Services / Broking": [
    "बैंकिंग / वित्तीय सेवाएँ / ब्रोकिंग",
    "الخدمات المصرفية / الخدمات المالية / الوساطة المالية",
  ],
  "BPO / Call Centre / ITES": [
    "बीपीओ / कॉल सेंटर / आईटीईएस",
    "تعهيد العمليات / مراكز الاتصال / الخدمات المدعومة بتقنية المعلومات",
  ],
  "Brewery / Distillery / Beverages": ["ब्रूअरी / डिस्टिलरी / पेय पदार्थ", "مصانع الجعة / التقطير / المشروبات"],
  "Cement / Building Materials": ["सीमेंट / निर्माण सामग्री", "الأسمنت / مواد البناء"],
  "Ceramics / Sanitary Ware": ["सिरेमिक / सैनिटरी वेयर", "السيراميك / الأدوات الصحية"],
  "Chemicals / Petrochemicals": ["रसायन / पेट्रोरसायन", "الكيماويات / البتروكيماويات"],
  "Construction / Engineering / Infrastructure": [
    "निर्माण / इंजीनियरिंग / इन्फ़्रास्ट्रक्चर",
    "البناء / الهندسة / البنية التحتية",
  ],
  "Consulting / Management Consulting": ["परामर्श / मैनेजमेंट कंसल्टिंग", "الاستشارات / الاستشارات الإدارية"],
  "Consumer Durables / Home Appliances": [
    "कंज़्यूमर ड्यूरेबल्स / घरेलू उपकरण",
    "السلع الاستهلاكية المعمرة / الأجهزة المنزلية",
  ],
  "Courier / Freight / Transportation": ["कूरियर / माल ढुलाई / परिवहन", "البريد السريع / الشحن / النقل"],
  "Defence / Military Equipment": ["रक्षा / सैन्य उपकरण", "الدفاع / المعدات العسكرية"],
  "E-commerce / Internet": ["ई-कॉमर्स / इंटरनेट", "التجارة الإلكترونية / الإنترنت"],
  "Education / Training / E-learning": ["शिक्षा / प्रशिक्षण / ई-लर्निंग", "التعليم / التدريب / التعلم الإلكتروني"],
  "Electricals / Switchgears": ["विद्युत उपकरण / स्विचगियर", "الأجهزة الكهربائية / مفاتيح التوزيع الكهربائي"],
  "Electronics / Semiconductors": ["इलेक्ट्रॉनिक्स / सेमीकंडक्टर", "الإلكترونيات / أشباه الموصلات"],
  "Recruitment / Staffing / Employment Firms": [
    "भर्ती / स्टाफ़िंग / प्लेसमेंट एजेंसियाँ",
    "التوظيف / توفير الكوادر / مكاتب التوظيف",
  ],
  "Power / Energy / Renewables": ["बिजली / ऊर्जा / अक्षय ऊर्जा", "الكهرباء / الطاقة / الطاقة المتجددة"],
  "Film / Music / Entertainment": ["फ़िल्म / संगीत / मनोरंजन", "الأفلام / الموسيقى / الترفيه"],
  "Environment / Waste Management": ["पर्यावरण / कचरा प्रबंधन", "البيئة / إدارة النفايات"],
  "Export / Import / Trading": ["निर्यात / आयात / व्यापार", "التصدير / الاستيراد / التجارة"],
  "Facility Management / Security Services": ["सुविधा प्रबंधन / सुरक्षा सेवाएँ", "إدارة المرافق / خدمات الأمن"],
  "Fertilizers / Pesticides / Agrochemicals": [
    "उर्वरक / कीटनाशक / कृषि रसायन",
    "الأسمدة / المبيدات / الكيماويات الزراعية",
  ],
  "FMCG / Personal Care": ["एफ़एमसीजी / पर्सनल केयर", "السلع الاستهلاكية سريعة التداول / العناية الشخصية"],
  "Food Processing": ["खाद्य प्रसंस्करण", "تصنيع الأغذية"],
  "Gems / Jewellery": ["रत्न / आभूषण", "الأحجار الكريمة / المجوهرات"],
  "Glass / Plastics / Rubber": ["कांच / प्लास्टिक / रबर", "الزجاج / البلاستيك / المطاط"],
  "Government / Public Sector / PSU": [
    "सरकारी / सार्वजनिक क्षेत्र / पीएसयू",
    "الحكومة / القطاع العام / الشركات الحكومية",
  ],
  "Healthcare / Hospitals / Medical Services": [
    "स्वास्थ्य सेवा / अस्पताल / चिकित्सा सेवाएँ",
    "الرعاية الصحية / المستشفيات / الخدمات الطبية",
  ],
  "Heavy Machinery / Industrial Equipment": [
    "भारी मशीनरी / औद्योगिक उपकरण",
    "الآلات الثقيلة / المعدات الصناعية",
  ],
  "Hotels / Restaurants / Hospitality": ["होटल / रेस्टोरेंट / आतिथ्य", "الفنادق / المطاعم / الضيافة"],
  Insurance: ["बीमा", "التأمين"],
  "IT - Hardware / Networking": ["आईटी - हार्डवेयर / नेटवर्किंग", "تقنية المعلومات - الأجهزة / الشبكات"],
  "IT - Software / Software Services": [
    "आईटी - सॉफ़्टवेयर / सॉफ़्टवेयर सेवाएँ",
    "تقنية المعلومات - البرمجيات / خدمات البرمجيات",
  ],
  "KPO / Research / Analytics": ["केपीओ / रिसर्च / एनालिटिक्स", "تعهيد المعرفة / الأبحاث / التحليلات"],
  "Legal / Law Firms": ["विधि / लॉ फ़र्म", "الشؤون القانونية / مكاتب المحاماة"],
  "Leather / Footwear": ["चमड़ा / फ़ुटवियर", "الجلود / الأحذية"],
  "Logistics / Supply Chain / Warehousing": [
    "लॉजिस्टिक्स / सप्लाई चेन / वेयरहाउसिंग",
    "الخدمات اللوجستية / سلسلة الإمداد / التخزين",
  ],
  "Luxury / Lifestyle": ["लक्ज़री / लाइफ़स्टाइल", "السلع الفاخرة / أسلوب الحياة"],
  "Market Research": ["बाज़ार अनुसंधान", "أبحاث السوق"],
  "Media / Broadcasting / Publishing": ["मीडिया / प्रसारण / प्रकाशन", "الإعلام / البث / النشر"],
  "Medical Devices / Equipment": ["मेडिकल डिवाइस / उपकरण", "الأجهزة الطبية / المعدات"],
  "Metals / Iron / Steel": ["धातु / लोहा / इस्पात", "المعادن / الحديد / الصلب"],
  "Mining / Quarrying": ["खनन / उत्खनन", "التعدين / المحاجر"],
  "NGO / Social Services / Non-Profit": [
    "एनजीओ / सामाजिक सेवाएँ / गैर-लाभकारी",
    "المنظمات غير الحكومية / الخدمات الاجتماعية / القطاع غير الربحي",
  ],
  "Office Equipment / Automation": ["कार्यालय उपकरण / ऑटोमेशन", "المعدات المكتبية / الأتمتة"],
  "Oil & Gas / Petroleum": ["तेल और गैस / पेट्रोलियम", "النفط والغاز / البترول"],
  "Packaging / Printing": ["पैकेजिंग / प्रिंटिंग", "التغليف / الطباعة"],
  "Paper / Pulp": ["कागज़ / लुगदी", "الورق / لب الورق"],
  "Pharmaceuticals / Biotech / Clinical Research": [
    "फ़ार्मास्युटिकल्स / बायोटेक / क्लिनिकल रिसर्च",
    "الصناعات الدوائية / التقنية الحيوية / الأبحاث السريرية",
  ],
  "Real Estate / Property": ["रियल एस्टेट / प्रॉपर्टी", "العقارات / الأملاك"],
  "Retail / Wholesale": ["रिटेल / थोक व्यापार", "البيع بالتجزئة / البيع بالجملة"],
  "Shipping / Marine / Ports": ["शिपिंग / समुद्री / बंदरगाह", "الشحن البحري / الملاحة / الموانئ"],
  "Sports / Fitness / Wellness": ["खेल / फ़िटनेस / वेलनेस", "الرياضة / اللياقة البدنية / العافية"],
  "Telecom / ISP": ["टेलीकॉम / इंटरनेट सेवा प्रदाता", "الاتصالات / مزودو خدمة الإنترنت"],
  "Textiles / Garments / Apparel": ["टेक्सटाइल / गारमेंट्स / परिधान", "المنسوجات / الملابس الجاهزة / الأزياء"],
  "Travel / Tourism": ["यात्रा / पर्यटन", "السفر / السياحة"],
  "Water Treatment / Utilities": ["जल शोधन / जनोपयोगी सेवाएँ", "معالجة المياه / المرافق العامة"],
};
