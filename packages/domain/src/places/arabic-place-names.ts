/**
 * Arabic names of the sites' cities from world-cities-translations by jamsshhayd
 * (github.com/jamsshhayd/world-cities-translations, derived from Wikidata), licensed under CC BY 4.0
 * (https://creativecommons.org/licenses/by/4.0/). Matched to the GeoNames city names the jobs use and
 * reviewed: area words ("منطقة", "محافظة"…) and vowel marks removed, wrong names left out
 * (tools/import-arabic-place-names.ts says which and why). Written by that tool; do not edit by hand:
 * corrections and additions go into written-place-names.ts.
 *
 * One city a line, "GeoNames name: Arabic name, other Arabic name", under its country code.
 */
export const ARABIC_PLACE_NAMES_FROM_WIKIDATA = `
BH
Manama: المنامة
Al Muharraq: المحرق
Madinat Hamad: مدينة حمد
Jidd Hafs: جد حفص
Madinat 'Isa: مدينة عيسى
HK
Hong Kong: هونغ كونغ
Kowloon: كولون, مدينة كولون
Sha Tin: شا تين
IN
Delhi: دلهي
Mumbai: مومباي
Kolkata: كلكتا
Bengaluru: بنغالور
Chennai: تشيناي
Hyderabad: حيدر آباد
Pune: بونه
Ahmedabad: أحمد آباد
Allahabad: الله أباد
Lucknow: لكهنؤ
Mirzapur: ميرزابور
Nagpur: ناغبور
Vadodara: فادودارا
Indore: إندور
Bhopal: بوبال
Pimpri: بيمبري-تشينشواد
Patna: باتنا
Bilaspur: بيلاسبور
Ludhiana: لديانة
Madurai: مادوراي
Jamshedpur: جمشيدبور
Nashik: ناشيك
Vijayawada: فيجاياوادا
Faridabad: فريد آباد
Najafgarh: نجفجاره
Meerut: ميرت
Jabalpur: جبلبور
Panipat: باني بت
Varanasi: فاراناسي
Srinagar: سري نكر
Aurangabad: أورانجاباد
Amritsar: أمرتسر
Aligarh: عليكره
Guwahati: غواهاتي
Haora: هاورا
Gwalior: قاليور
Chandigarh: شنديغار
Jodhpur: جدبور
Raipur: رايبور
Bareilly: بريلي
Coimbatore: كويمباتور
Solapur: سولابور
Tiruchirappalli: تيريوشيراببالي
Moradabad: مراد آباد
Tiruppur: تيروبور
Gurgaon: جورجاون
Jalandhar: جالاندهار
Bhubaneshwar: بوبانسوار
Bhayandar: بياندار
Patiala: بتيالة
Thiruvananthapuram: ثيروفانانثابورام
Durgapur: درغابور
Bhiwandi: بيواندي
Bhilwara: بهيلوارا
Saharanpur: سهارنبور
Siliguri: سيليجري
Salem: سايلم
Cochin: كوتشي
Gorakhpur: غوراخبور
Guntur: غنتور
Haldwani: هالدوانى
Noida: نويدا
Bhilai: بهيلاي
Mangalore: مانغلور
Cuttack: كوتاك
ID
Jakarta: جاكرتا
Surabaya: سورابايا
Medan: ميدان
Malang: مالانغ
Bekasi: بيكاسي
Depok: ديبوك
Tangerang: تانقيرانغ
Semarang: سمارانغ
Palembang: فلمبان
Makassar: ماكاسار
Sumedang: سوميدانغ
Bandar Lampung: باندار لامبونج
Pekanbaru: بيكانبارو
Bogor: بوكور
Samarinda: ساماريندا
Pontianak: بونتياناك
Tasikmalaya: تاسيكمالايا
Denpasar: دنباسار
Banjarmasin: بنجرماسين
Serang: سيرانغ
Jambi City: جمبي
City of Balikpapan: باليكبابان
Cimahi: شيماهي
Surakarta: سوراكارتا
Kupang: كوبانغ
Manado: مانادو
Bandung: باندونغ
Yogyakarta: يوغياكارتا
Jayapura: جايابورا
Mataram: ماتارام
Bengkulu: بنغكولو
Kendari: كنداري
Sukabumi: سوكابومي
Jember: جيمبر
Pekalongan: بيكالونغان
Cirebon: سيربون
Sorong: سورونغ
Pematangsiantar: بيماتانغسياتار
Tegal: تيغال
Majene: ماجيني
Binjai: بنجاي
Dumai: دوماي
Kediri: كديري
Palangkaraya: بالانغكارايا
Banda Aceh: باندا آتشيه
Purwokerto: بوروكيرتو
Singkawang: سينغكوانغ
Probolinggo: بروبولينغو
Ciputat: سيبوتات
Pangkalpinang: بانغكال بينانغ
Lubuklinggau: لوبوكلنغاو
Madiun: ماديون
Tarakan: تاراكان
Gorontalo: غورونتالو
Prabumulih: برايوموليه
Pasuruan: باسوروان
Lhokseumawe: لوكسوماوي
Palopo: بالوبو
Purwakarta: بورواكارتا
Langsa: لانغسا
Salatiga: سالاتيغا
Sampit: سامبت
Tanjungbalai: تانجونغ بالاي
Ungaran: أونغاران
KW
Kuwait City: مدينة الكويت
Al Jahra': الجهراء
Al Ahmadi: الأحمدي
Ar Riqqah: الرقة
MY
Kuala Lumpur: كوالالمبور
Ipoh: إيبوه
Petaling Jaya: فتالينغ جاي
Kuantan: كوانتان
Sungai Petani: سونغاي بيتاني
Johor Bahru: جوهر بهرو
Kota Bharu: كوتا بهارو
Malacca: ملقا
Kota Kinabalu: كوتا كينابالو
Seremban: سرمبن
Sandakan: سانداكان
Kuching: كوتشينغ
Kluang: كولانغ
Muar: موار
Kuala Terengganu: كوالا ترينغانو
Teluk Intan: تيلوك إنتان
Kulai: كولاي
Alor Setar: ألور ستار
Bukit Mertajam: بوكيت ميرتاجام
Segamat: سيغمات
Keningau: كينينغاو
Batu Gajah: باتو كاجة
Port Dickson: بورت ديكسون
Bintulu: بينتولو
Tawau: تاواو
Simanggang: سري أمان
Labuan: لابوان
Putrajaya: بوتراجاي
Sarikei: ساريكي
Kangar: كانجار
Kudat: كودات
Beaufort: بيافورت
OM
Muscat: مسقط
Bawshar: بوشر
Salalah: صلالة
Rustaq: الرستاق
Nizwa: نزوى
Al Buraymi: البريمي
Shinas: شناص
Izki: إزكي
Khasab: خصب
PH
Manila: مانيلا
Quezon City: كيزون
Zamboanga: مدينة زامبوانجا
Davao: دافاو
Caloocan City: كالوكان
Cebu City: مدينة سيبو
Masbate: مدينة ماسبات
Antipolo: أنتيبولو
Taguig: تاغويغ
Pasig City: باسيج
Cagayan de Oro: كاجايان دو آورو
Dasmarinas: داسماريناس
General Santos: جنرال سانتوس
Bacoor: باكور
San Jose del Monte: سان خوسيه ديل مونتي
Makati City: ماكاتي
Las Pinas: لاس بيناس
Bacolod City: باكولود
Iloilo: مدينة إيلويلو
Calamba: كالامبا
Lapu-Lapu City: لابو لابو
Imus: إيموس
Angeles City: انجلس
Rodriguez: رودريغيز
Pasay: باساي
Mandaluyong City: ماندالويونغ
Santa Rosa: سانتا روزا
Binan: بينان
Tarlac City: مدينة تارلاك
Lipa City: ليبا
Butuan: بوتوان
Baguio: باغويو
Mandaue City: مانداوي
Iligan: اليجان
Cabuyao: كابوياو
San Fernando: سان فرناندو
Batangas: مدينة باتانجاس
Naga: ناغا
Cabanatuan City: كاباناتوان
San Pedro: سان بيدرو
Cotabato: مدينة كوتاباتو
Puerto Princesa: بورتوبرنسس
Mabalacat City: مابالاكات
Santa Maria: سانتا ماريا
Lucena: لوسينا
Talisay: تاليساي
Malolos: مالولوس
Olongapo: اولونجابو
Tacloban: تاكلوبان
Navotas: نافوتاس
Ormoc: اورموك
Meycauayan: ميكويان
Pagadian: باجاديان
Panabo: بانابو
Toledo: توليدو
Marawi City: مدينة مراوي
Santa Ana: سانتا آنا
Kabankalan: كابانكالان
Koronadal: كورونادال
Tanauan: تاناوان
Bago City: باجو
Malaybalay: مالايبالاي
Digos: ديغوس
Calbayog City: كالبايوغ
Sorsogon: مدينة سورسوجون
Dagupan: داغوبان
Surigao: مدينة سوريجاو
Tuguegarao: تيغيغيوراو
QA
Doha: الدوحة
Ar Rayyan: الريان
SA
Riyadh: الرياض
Jeddah: جدة
Mecca: مكة المكرمة
Dammam: الدمام
Al Hufuf: الهفوف
Al Qatif: القطيف
Ta'if: الطائف
Al Jubayl: الجبيل
Yanbu: ينبع
Ha'il: حائل
Al Mubarraz: المبرز
Al Kharj: الخرج
Abha: أبها
Qurayyat: القريات
Jizan: جازان
Az Zulfi: الزلفي
Ar Rass: الرس
Khamis Mushait: خميس مشيط
Turaif: طريف
Sayhat: سيهات
Najran: نجران
Badr Hunayn: بدر
An Nimas: النماص
Al Wajh: الوجه
Abqaiq: بقيق
Dhahran: الظهران
As Sulayyil: السليل
Al Bahah: الباحة
SG
Singapore: سنغافورة
TH
Bangkok: بانكوك
Chiang Mai: تشيانغ مي
Nakhon Ratchasima: ناخون راتشاسيما
Khon Kaen: خون كاين
Hat Yai: هات ياي
Chon Buri: تشونبوري
Pattaya: باتايا
Si Racha: سي راتشا
Phitsanulok: فيتسانولوك
Mukdahan: موكداهان
Surat Thani: سورات ثاني
Udon Thani: ودون تاني
Nakhon Pathom: ناخون باتوم
Nakhon Si Thammarat: ناخون سي تاممارات
Nakhon Sawan: ناخون ساوان
Phuket: بوكيت
Sakon Nakhon: ساكون ناخون
Ko Samui: جزيرة ساموي
Chiang Rai: تشيانغ ري
Ubon Ratchathani: أوبون راتشاثاني
Rayong: رايونغ
Songkhla: سونغكلا
Chachoengsao: شاشوينجساو
Saraburi: سارابوري
Yala: يالا
Samut Sakhon: ساموت ساخون
Chaiyaphum: تشايافوم
Lampang: لامبانغ
Lop Buri: لوبوري
Phra Nakhon Si Ayutthaya: فرا ناخون سي أيوتثايا
Nong Khai: نونغ خاي
Narathiwat: ناراتيوات
Maha Sarakham: ماها ساراخام
Si Sa Ket: سي سا كت
Phatthalung: فاتالونغ
Ratchaburi: راتشابوري
Sukhothai: سوكوتاي
Kalasin: كالاسين
Roi Et: روي إت
Chumphon: تشومفون
Uttaradit: أوتاراديت
Krabi: كرابي
Samut Prakan: ساموت براكان
Thung Song: ثونغ سونغ
Kamphaeng Phet: كامفاينغ فيت
Nakhon Phanom: ناخون فانوم
Prachuap Khiri Khan: براتشواب خيري خان
Suphan Buri: سوفانبوري
AE
Dubai: دبي
Abu Dhabi: أبو ظبي
Sharjah: الشارقة
Ajman City: عجمان
Ras Al Khaimah City: رأس الخيمة
Al Fujairah City: الفجيرة
Umm Al Quwain City: أم القيوين
Khawr Fakkan: خورفكان
VN
Ho Chi Minh City: مدينة هو تشي منه
Hanoi: هانوي
Haiphong: هايفونغ
Bien Hoa: بين هوا
Can Tho: كن تاه
Ninh Binh: ننه بنه
Thanh Hoa: تان هوا
Tan An: تان آن
Nha Trang: نها ترانج
Bac Giang: باك زانغ
Nam Đinh: نام دنه
Thai Nguyen: تهاي غوين
Viet Tri: فيت تري
Ha Tinh: ها تنه
Vung Tau: فنغ تاو
Buon Ma Thuot: بون ما توت
Thu Dau Mot: تو داو موت
Qui Nhon: كوي نهون
Bac Ninh: باك ننه
Long Xuyen: لونج زوين
My Tho: مي ثو
Thai Binh: تهاي بنه
Quang Ngai: كوانغ ناي
Tuy Hoa: توي هوا
Hai Duong: هاي ديونغ
Hoa Binh: هوا بنه
Ca Mau: كا ماو
Soc Trang: سوك تشانغ
Cao Lanh: كاو لان
Phan Rang-Thap Cham: فان رانغ-ثاب تشام
Phan Thiet: فان ثيت
Ða Lat: دا لات
Vinh Long: فين لونغ
Lang Son: لانغ سون
Ha Long: هالونج
Bao Loc: باو لاك
Tra Vinh: تشا فينه
Bac Lieu: باك ليو
Vinh Yen: فينه ين
Hoi An: هوي أن
Cam Ranh: كام رنه
Pleiku: بليكو
Phu Ly: فو لي
Tay Ninh: تاي ننه
Lao Cai: لاو كاي
Ben Tre: بن تري
Tam Ky: تام كي
Hung Yen: هونغ اين
Son La: سون لا
Tuyen Quang: توين كوانغ
`;
