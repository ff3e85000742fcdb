/**
 * Names of the sites' cities written for the project (not taken from another source): their other
 * English names, their names in Hindi and the Arabic names that world-cities-translations lacks or
 * gets wrong. Hindi names are written as Hindi newspapers and signboards write them, the first
 * one the name shown; other spellings people type follow it. Each city is named by its GeoNames name,
 * the name the jobs store (geo/cities.csv).
 *
 * One city a line, "GeoNames name: name, other name", under its country code. When two cities share
 * a spelling, the one listed first (the bigger one) is found by it.
 */

/** Other names in Latin letters: old and new official names, short forms, common spellings. */
export const OTHER_ENGLISH_PLACE_NAMES = `
IN
Bengaluru: Bangalore, Bangaluru, Bengalooru, Banglore
Gurgaon: Gurugram
Mumbai: Bombay
Chennai: Madras
Kolkata: Calcutta
Pune: Poona
Thiruvananthapuram: Trivandrum
Cochin: Kochi, Ernakulam
Mysore: Mysuru
Vadodara: Baroda
Allahabad: Prayagraj, Prayag Raj
Varanasi: Benares, Banaras, Kashi
Puducherry: Pondicherry, Pondy
Kozhikode: Calicut
Thrissur: Trichur
Kannur: Cannanore
Alappuzha: Alleppey
Kollam: Quilon
Palghat: Palakkad
Tellicherry: Thalassery
Badagara: Vadakara
Mangalore: Mangaluru
Belgaum: Belagavi
Hubli: Hubballi, Hubli-Dharwad, Hubballi-Dharwad
Gulbarga: Kalaburagi
Bellary: Ballari
Shimoga: Shivamogga
Tumkur: Tumakuru
Bijapur: Vijayapura
Chikmagalur: Chikkamagaluru
Chik Ballapur: Chikkaballapur, Chikballapur
Dod Ballapur: Doddaballapur
Hospet: Hosapete
Coondapoor: Kundapura, Kundapur
Closepet: Ramanagara, Ramanagaram
Kankanhalli: Kanakapura
French Rocks: Pandavapura
Visakhapatnam: Vizag, Vishakhapatnam
Rajahmundry: Rajamahendravaram, Rajamundry
Ellore: Eluru
Cuddapah: Kadapa
Tiruchirappalli: Trichy, Tiruchi, Trichinopoly
Thoothukudi: Tuticorin
Tanjore: Thanjavur
Negapatam: Nagapattinam
Ooty: Udhagamandalam, Ootacamund
Teni: Theni
Udumalaippettai: Udumalpet
Kallakkurichchi: Kallakurichi
Gingee: Senji
Dehra Dun: Dehradun
Naini Tal: Nainital
Haora: Howrah
Barddhaman: Bardhaman, Burdwan
Baharampur: Berhampore
Brahmapur: Berhampur
Raurkela: Rourkela
Bhubaneshwar: Bhubaneswar
Balasore: Baleshwar
Khurda: Khordha
Angul: Anugul
Kendraparha: Kendrapara
Parlakimidi: Paralakhemundi
Paradip Garh: Paradip
Hugli: Hooghly
Koch Bihar: Cooch Behar
Darjiling: Darjeeling
Karsiyang: Kurseong
Dam Dam: Dum Dum
Barakpur: Barrackpore
Ingraj Bazar: English Bazar, Malda
Puruliya: Purulia
Contai: Kanthi
Alipur Duar: Alipurduar
Baj Baj: Budge Budge
Sibsagar: Sivasagar
Dhuburi: Dhubri
Nashik: Nasik
Ahmadnagar: Ahmednagar, Ahilyanagar
Aurangabad: Chhatrapati Sambhajinagar, Sambhajinagar
Osmanabad: Dharashiv
Dhulia: Dhule
Chanda: Chandrapur
Borivli: Borivali
Amarnath: Ambarnath
Bhusaval: Bhusawal
Buldana: Buldhana
Mapuca: Mapusa
Madgaon: Margao
Mormugao: Marmagao
Vasco da Gama: Vasco
Murwara: Katni
Hoshangabad: Narmadapuram
Harda Khas: Harda
Gohadi: Gohad
Kanpur: Cawnpore
Fyzabad: Faizabad
Ajodhya: Ayodhya
Shahjanpur: Shahjahanpur
Bahraigh: Bahraich
Mughal Sarai: Deen Dayal Upadhyaya Nagar, DDU Nagar
Gonda City: Gonda
Raebareli: Rae Bareli
Chanduasi: Chandausi
Khajuraho Group of Monuments: Khajuraho
Monghyr: Munger
Dinapore: Danapur
Luckeesarai: Lakhisarai
Mothihari: Motihari
Madhipura: Madhepura
Masaurhi Buzurg: Masaurhi
Mokameh: Mokama
Buddh Gaya: Bodh Gaya, Bodhgaya
Daltonganj: Medininagar
Jumri Tilaiya: Jhumri Telaiya
Kodarma: Koderma
Raj-Nandgaon: Rajnandgaon
Jhunjhunun: Jhunjhunu
Chittaurgarh: Chittorgarh
Dhaulpur: Dholpur
Ganganagar: Sri Ganganagar, Shri Ganganagar
Lachhmangarh Sikar: Lachhmangarh, Laxmangarh
Ferozepore: Firozpur, Ferozpur
Ropar: Rupnagar
Nawanshahr: Shaheed Bhagat Singh Nagar
Muktsar: Sri Muktsar Sahib
Anandpur: Anandpur Sahib
Maler Kotla: Malerkotla
Mohali: SAS Nagar, Sahibzada Ajit Singh Nagar
Suriapet: Suryapet
Mancheral: Mancherial
Kamareddi: Kamareddy
Sangareddi: Sangareddy
Serilingampalle: Serilingampally
Kukatpalli: Kukatpally
Lal Bahadur Nagar: LB Nagar
Uppal Kalan: Uppal
Kottagudem: Kothagudem
Kodar: Kodad
Koratla: Korutla
Mirialguda: Miryalaguda
Rajapalaiyam: Rajapalayam
Dohad: Dahod
Baramula: Baramulla
Punch: Poonch
Soyibug: Soibugh
Port Blair: Sri Vijaya Puram
Navi Mumbai: New Bombay
Kasaragod: Kasargod
Thenkasi: Tenkasi
Virudunagar: Virudhunagar
Tiruchchendur: Tiruchendur
Kizhake Chalakudi: Chalakudy
Changanacheri: Changanassery
Guntakal Junction: Guntakal
Nowrangapur: Nabarangpur
Gadag-Betageri: Gadag Betageri
Seram: Sedam
Robertsonpet: Kolar Gold Fields, KGF
AE
Ajman City: Ajman
Ras Al Khaimah City: Ras Al Khaimah, Ras al-Khaimah, RAK
Al Fujairah City: Fujairah
Umm Al Quwain City: Umm al-Quwain, Umm al Qaiwain
Al Ain City: Al Ain
Khawr Fakkan: Khor Fakkan, Khorfakkan
Musaffah: Mussafah
Dibba Al-Fujairah: Dibba
SA
Mecca: Makkah
Medina: Madinah, Al Madinah
Jeddah: Jiddah, Jedda
Riyadh: Ar Riyadh
Dammam: Ad Dammam
Khobar: Al Khobar, Al Khubar
Ta'if: Taif, At Taif
Jizan: Jazan, Gizan
Hafar Al-Batin: Hafr Al Batin
Buraydah: Buraidah, Buraida
Khamis Mushait: Khamis Mushayt
Al Jubayl: Jubail, Al Jubail
Yanbu: Yanbu al Bahr
Al Hufuf: Hofuf, Al Hofuf, Al Ahsa, Al-Ahsa
Al Qatif: Qatif
Qal'at Bishah: Bishah, Bisha
Al-'Ula: AlUla, Al Ula
Turaif: Turayf
QA
Ar Rayyan: Al Rayyan
Al Khawr: Al Khor
Umm Salal Muhammad: Umm Salal
KW
Kuwait City: Kuwait
Al Ahmadi: Ahmadi
Hawalli: Hawally
As Salimiyah: Salmiya, Salmiyah
Al Farwaniyah: Farwaniya, Farwaniyah
Al Fahahil: Fahaheel
Al Jahra': Jahra
Al Manqaf: Mangaf
OM
Muscat: Masqat
Salalah: Salala
Seeb: As Seeb
Sohar: Suhar
Nizwa: Nizwah
Rustaq: Ar Rustaq
Al Buraymi: Buraimi, Al Buraimi
BH
Manama: Al Manamah
Al Muharraq: Muharraq
Ar Rifa': Riffa
Madinat Hamad: Hamad Town
Madinat 'Isa: Isa Town
VN
Ho Chi Minh City: Saigon, HCMC, Ho Chi Minh, TP HCM
Hanoi: Ha Noi
Da Nang: Danang
Haiphong: Hai Phong
Ða Lat: Da Lat, Dalat
Qui Nhon: Quy Nhon
Buon Ma Thuot: Buon Me Thuot
Cho Dok: Chau Doc
MY
Kuala Lumpur: KL
Petaling Jaya: PJ
Johor Bahru: JB, Johor Baharu
George Town: Georgetown, Penang
Malacca: Melaka
Klang: Kelang
PH
Quezon City: QC
Makati City: Makati
Cebu City: Cebu
Davao: Davao City
Zamboanga: Zamboanga City
Lapu-Lapu City: Lapu-Lapu
Iloilo: Iloilo City
Baguio: Baguio City
Bacolod City: Bacolod
ID
Jakarta: Djakarta, Jakarta Raya
Yogyakarta: Jogja, Jogjakarta, Yogya
South Tangerang: Tangerang Selatan, Tangsel
TH
Bangkok: Krung Thep
Pattaya: Phatthaya
Chon Buri: Chonburi
Si Racha: Sriracha
Mueang Nonthaburi: Nonthaburi
Phra Nakhon Si Ayutthaya: Ayutthaya
Ko Samui: Samui, Koh Samui
Lop Buri: Lopburi
HK
Hong Kong: HK
Yuen Long Kau Hui: Yuen Long
`;

/** Hindi names: the biggest cities of every site first, then India's cities. */
export const HINDI_PLACE_NAMES = `
AE
Dubai: दुबई
Sharjah: शारजाह
Abu Dhabi: अबू धाबी, अबुधाबी
Ajman City: अजमान
Ras Al Khaimah City: रास अल खैमाह
Musaffah: मुसफ़्फ़ा
Al Fujairah City: फ़ुजैराह
Al Ain City: अल ऐन
Umm Al Quwain City: उम्म अल क़ुवैन
Khawr Fakkan: ख़ोर फ़क्कान
SA
Riyadh: रियाद, रियाध
Jeddah: जेद्दा, जेद्दाह
Mecca: मक्का
Medina: मदीना
Dammam: दम्माम
Ta'if: ताइफ़
Tabuk: तबूक
Al Kharj: अल ख़र्ज
Buraydah: बुरैदा
Khamis Mushait: ख़मीस मुशैत
Al Hufuf: अल हुफ़ूफ़
Al Jubayl: जुबैल, अल जुबैल
Abha: अबहा
Yanbu: यानबू
Khobar: ख़ोबर, अल ख़ोबर
Dhahran: धहरान
Najran: नजरान
Ha'il: हाइल
QA
Doha: दोहा
Ar Rayyan: अल रय्यान, रय्यान
Al Wakrah: अल वकराह
Al Khawr: अल ख़ोर
KW
Kuwait City: कुवैत सिटी, कुवैत शहर
Al Ahmadi: अहमदी, अल अहमदी
Hawalli: हवल्ली
As Salimiyah: सालमिया
Al Farwaniyah: फ़रवानिया
Al Jahra': जहरा
Al Fahahil: फ़हाहील
OM
Muscat: मस्कट
Seeb: सीब
Salalah: सलालाह
Sohar: सोहार
Nizwa: निज़वा
Sur: सूर
BH
Manama: मनामा
Al Muharraq: मुहर्रक़
Ar Rifa': रिफ़ा
SG
Singapore: सिंगापुर
Woodlands: वुडलैंड्स
MY
Kuala Lumpur: कुआलालंपुर, क्वालालंपुर
Petaling Jaya: पेटलिंग जाया
Johor Bahru: जोहोर बाहरू
George Town: जॉर्ज टाउन, पेनांग
Ipoh: ईपोह
Shah Alam: शाह आलम
Malacca: मलक्का
Putrajaya: पुत्रजया
Kota Kinabalu: कोटा किनाबालु
Kuching: कूचिंग
PH
Manila: मनीला
Quezon City: क्वेज़ोन सिटी
Makati City: मकाती
Taguig: टैगिग
Cebu City: सेबू
Davao: दावाओ
Pasig City: पासिग
ID
Jakarta: जकार्ता
Surabaya: सुराबाया
Bandung: बांडुंग
Medan: मेदान
Denpasar: देनपसार
Yogyakarta: योग्यकर्ता
Batam: बाटम
VN
Ho Chi Minh City: हो ची मिन्ह सिटी, हो ची मिन्ह, साइगॉन
Hanoi: हनोई
Da Nang: दा नांग
Haiphong: हाई फोंग
TH
Bangkok: बैंकॉक
Pattaya: पटाया
Phuket: फुकेत
Chiang Mai: चियांग माई
HK
Hong Kong: हांगकांग, हॉन्गकॉन्ग
Kowloon: कॉवलून, काउलून
IN
Mumbai: मुंबई, मुम्बई, बंबई, बम्बई
Delhi: दिल्ली
Bengaluru: बेंगलुरु, बेंगलूरु, बैंगलोर, बंगलौर, बेंगलुरू
Kolkata: कोलकाता, कलकत्ता
Chennai: चेन्नई, मद्रास
Ahmedabad: अहमदाबाद
Hyderabad: हैदराबाद
Pune: पुणे, पूना
Surat: सूरत
Kanpur: कानपुर
Jaipur: जयपुर
Navi Mumbai: नवी मुंबई, नवी मुम्बई
Lucknow: लखनऊ
Nagpur: नागपुर
Indore: इंदौर, इन्दौर
Patna: पटना
Bhopal: भोपाल
Ludhiana: लुधियाना
Tirunelveli: तिरुनेलवेली
Agra: आगरा
Vadodara: वडोदरा, बड़ौदा
Najafgarh: नजफ़गढ़
Gorakhpur: गोरखपुर
Nashik: नाशिक, नासिक
Pimpri: पिंपरी, पिंपरी चिंचवड़
Kalyan: कल्याण
Thane: ठाणे
Meerut: मेरठ
Nowrangapur: नबरंगपुर
Faridabad: फ़रीदाबाद
Ghaziabad: ग़ाज़ियाबाद
Dombivli: डोंबिवली
Rajkot: राजकोट
Varanasi: वाराणसी, बनारस
Amritsar: अमृतसर
Allahabad: प्रयागराज, इलाहाबाद
Visakhapatnam: विशाखापत्तनम, विशाखापट्टनम
Teni: थेनी
Jabalpur: जबलपुर
Haora: हावड़ा
Aurangabad: औरंगाबाद, छत्रपति संभाजीनगर
Shivaji Nagar: शिवाजी नगर
Solapur: सोलापुर
Srinagar: श्रीनगर
Chandigarh: चंडीगढ़
Coimbatore: कोयंबटूर, कोयम्बटूर
Jodhpur: जोधपुर
Madurai: मदुरै
Guwahati: गुवाहाटी
Gwalior: ग्वालियर
Vijayawada: विजयवाड़ा
Mysore: मैसूरु, मैसूर
Rohini: रोहिणी
Ranchi: रांची
Hubli: हुबली, हुब्बल्लि
Narela: नरेला
Jalandhar: जालंधर
Thiruvananthapuram: तिरुवनंतपुरम, त्रिवेंद्रम
Salem: सेलम
Tiruchirappalli: तिरुचिरापल्ली, त्रिची
Kota: कोटा
Bhubaneshwar: भुवनेश्वर
Aligarh: अलीगढ़
Bareilly: बरेली
Moradabad: मुरादाबाद
Bhiwandi: भिवंडी
Raipur: रायपुर
Bhilai: भिलाई
Jamshedpur: जमशेदपुर
Borivli: बोरीवली
Cochin: कोच्चि, कोचीन
Amravati: अमरावती
Sangli: सांगली
Cuttack: कटक
Bikaner: बीकानेर
Warangal: वारंगल
Bhavnagar: भावनगर
Nanded: नांदेड़
Raurkela: राउरकेला
Guntur: गुंटूर
Dehra Dun: देहरादून
Bhayandar: भायंदर
Durgapur: दुर्गापुर
Ajmer: अजमेर
Ulhasnagar: उल्हासनगर
Kolhapur: कोल्हापुर
Siliguri: सिलीगुड़ी
Bilimora: बिलिमोरा
Karol Bagh: करोल बाग
Asansol: आसनसोल
Jamnagar: जामनगर
Saharanpur: सहारनपुर
Gulbarga: कलबुर्गी, गुलबर्गा
Bhatpara: भाटपाड़ा
Jammu: जम्मू
Kurnool: कुर्नूल
Ujjain: उज्जैन
Ramgundam: रामगुंडम
Shyamnagar: श्यामनगर
Nangi: नांगी
Kozhikode: कोझिकोड, कालीकट
Malegaon: मालेगांव
Davangere: दावणगेरे
Jalgaon: जलगांव
Akola: अकोला
Belgaum: बेलगावी, बेलगाम
Gaya: गया
Udaipur: उदयपुर
Korba: कोरबा
Bokaro: बोकारो
Mangalore: मंगलुरु, मंगलौर, मैंगलोर
Jhansi: झांसी
Thoothukudi: तूत्तुकुडी, तूतीकोरिन
Nellore: नेल्लोर
Tiruppur: तिरुप्पुर
Kollam: कोल्लम
Panihati: पानीहाटी
Ahmadnagar: अहमदनगर, अहिल्यानगर
Dhulia: धुले
Bhagalpur: भागलपुर
Punasa: पुनासा
Muzaffarnagar: मुज़फ़्फ़रनगर
Latur: लातूर
Kukatpalli: कुकटपल्ली
Ambattur: अंबत्तूर
Bellary: बल्लारी, बेल्लारी
Muzaffarpur: मुज़फ़्फ़रपुर
Kamarhati: कमरहाटी
Mathura: मथुरा
Patiala: पटियाला
Chanda: चंद्रपुर
Bhilwara: भीलवाड़ा
Thrissur: त्रिशूर
Brahmapur: ब्रह्मपुर, बरहमपुर
Shahjanpur: शाहजहांपुर
Shimoga: शिवमोग्गा, शिमोगा
New Delhi: नई दिल्ली
Rohtak: रोहतक
Tumkur: तुमकुरु, तुमकुर
Firozabad: फ़िरोज़ाबाद
Nizamabad: निज़ामाबाद
Kulti: कुल्टी
Rajahmundry: राजमुंदरी, राजमहेंद्रवरम
Barddhaman: बर्धमान
Barasat: बारासात
Bali: बाली
Hisar: हिसार
Rampur: रामपुर
Greater Noida: ग्रेटर नोएडा
Noida: नोएडा, नोइडा
Kakinada: काकीनाडा
Panipat: पानीपत
Parbhani: परभणी
Darbhanga: दरभंगा
Alwar: अलवर
Bilaspur: बिलासपुर
Ichalkaranji: इचलकरंजी
Bijapur: विजयपुरा, बीजापुर
Aizawl: आइज़ोल
Jalna: जालना
Lal Bahadur Nagar: लाल बहादुर नगर
Dewas: देवास
Baranagar: बारानगर
Gajuwaka: गाजुवाका
Satna: सतना
Etawah: इटावा
Durg: दुर्ग
Naihati: नैहाटी
Tirupati: तिरुपति
Sonipat: सोनीपत
Avadi: आवडी
Tiruvottiyur: तिरुवोट्टियूर
Saugor: सागर
Mau: मऊ
Bihar Sharif: बिहार शरीफ़
Hapur: हापुड़
Bathinda: बठिंडा
Farrukhabad: फ़र्रुख़ाबाद
Anantapur: अनंतपुर
Ratlam: रतलाम
Ramagundam: रामागुंडम
Ganganagar: श्रीगंगानगर, गंगानगर
Bharatpur: भरतपुर
Karimnagar: करीमनगर
Puducherry: पुदुचेरी, पांडिचेरी
Shrirampur: श्रीरामपुर
Raichur: रायचूर
Quthbullapur: कुतुबुल्लापुर
Karnal: करनाल
Arrah: आरा
Imphal: इंफाल
Gosaba: गोसाबा
Mirzapur: मिर्ज़ापुर
Kharagpur: खड़गपुर
Dhanbad: धनबाद
Tanjore: तंजावुर, तंजौर
Amarnath: अंबरनाथ
Nagercoil: नागरकोइल
Pali: पाली
Yamunanagar: यमुनानगर
Rewa: रीवा
Secunderabad: सिकंदराबाद
Bidar: बीदर
Agartala: अगरतला
Monghyr: मुंगेर
Burhanpur: बुरहानपुर
Nadiad: नडियाद
Chapra: छपरा
Dindigul: डिंडीगुल
Panchkula: पंचकूला
Sikar: सीकर
Bulandshahr: बुलंदशहर
Purnia: पूर्णिया
Hospet: होसपेट
Gurgaon: गुड़गांव, गुरुग्राम, गुड़गाँव
Sambhal: संभल
Gandhinagar: गांधीनगर
Murwara: मुड़वारा, कटनी
Nangloi Jat: नांगलोई जाट, नांगलोई
Machilipatnam: मछलीपट्टनम
Katihar: कटिहार
Bhiwani: भिवानी
Kultali: कुलतली
Raebareli: रायबरेली
Haridwar: हरिद्वार
Singrauli: सिंगरौली
Junagadh: जूनागढ़
Sujangarh: सुजानगढ़
Ellore: एलुरु, एलूरु
Bhusaval: भुसावल
Khandwa: खंडवा
Bahraigh: बहराइच
Sirsa: सिरसा
Chandannagar: चंदननगर
Baharampur: बहरामपुर
Surendranagar: सुरेंद्रनगर
Vizianagaram: विजयनगरम
Proddatur: प्रोद्दुटूर
Vellore: वेल्लोर
Hugli: हुगली
Alappuzha: अलप्पुझा, एलेप्पी
Amroha: अमरोहा
Tambaram: तांबरम
Pathankot: पठानकोट
Bhind: भिंड
Shimla: शिमला
Ongole: ओंगोल
Gadag-Betageri: गदग-बेटगेरी
Navsari: नवसारी
Puri: पुरी
Haldia: हल्दिया
Khammam: खम्मम
Raiganj: रायगंज
Ingraj Bazar: इंग्लिश बाज़ार, मालदा
Jaunpur: जौनपुर
Fatehpur: फ़तेहपुर
Gandhidham: गांधीधाम
Nandyal: नंद्याल
Udupi: उडुपी
Loni: लोनी
Sitapur: सीतापुर
Shivpuri: शिवपुरी
Bhadravati: भद्रावती
Adoni: आदोनी
Veraval: वेरावल
Sambalpur: संबलपुर
Gadag: गदग
Unnao: उन्नाव
Budaun: बदायूं
Jind: जींद
Madhyamgram: मध्यमग्राम
Jamuria: जामुड़िया
Jaigaon: जयगांव
Cuddalore: कुड्डालोर
Orai: उरई
Hoshiarpur: होशियारपुर
Pallavaram: पल्लावरम
Hanumangarh: हनुमानगढ़
Kanchipuram: कांचीपुरम
Alandur: आलंदूर
Guna: गुना
Bahadurgarh: बहादुरगढ़
Bharuch: भरूच
Medinipur: मेदिनीपुर
Fyzabad: फ़ैज़ाबाद
Dinapore: दानापुर
Silchar: सिलचर
Banda: बांदा
Morena: मुरैना
Tonk: टोंक
Raj-Nandgaon: राजनांदगांव
Serilingampalle: सेरिलिंगमपल्ली
Virar: विरार
Malkajgiri: मलकाजगिरी
Shantipur: शांतिपुर
Barakpur: बैरकपुर
Erode: इरोड
Ambala: अंबाला
Krishnanagar: कृष्णनगर
Saharsa: सहरसा
Batala: बटाला
Bhimavaram: भीमावरम
Balurghat: बालुरघाट
Kaithal: कैथल
Lakhimpur: लखीमपुर
Hazaribagh: हज़ारीबाग
Vidisha: विदिशा
Haldwani: हल्द्वानी
Habra: हाबड़ा
Kumbakonam: कुंभकोणम
Porbandar: पोरबंदर
Chitradurga: चित्रदुर्ग
Thanesar: थानेसर
Tiruvannamalai: तिरुवन्नामलई
Anand: आणंद, आनंद
Kanchrapara: कांचरापाड़ा
Mahbubnagar: महबूबनगर
Dimapur: दीमापुर
Robertsonpet: रॉबर्टसनपेट
Chhindwara: छिंदवाड़ा
Mandya: मांड्या
Bankura: बांकुड़ा
Hajipur: हाजीपुर
Gonda City: गोंडा
Bhuj: भुज
Hindupur: हिंदूपुर
Shillong: शिलांग
Palghat: पलक्कड़, पालघाट
Godhra: गोधरा
Kishangarh: किशनगढ़
Raniganj: रानीगंज
Pilibhit: पीलीभीत
Beawar: ब्यावर
Abohar: अबोहर
Moga: मोगा
Dehri: डेहरी
Deoria: देवरिया
Hassan: हासन
Khardah: खड़दह
Yavatmal: यवतमाल
Halisahar: हालीशहर
Panvel: पनवेल
Titagarh: टीटागढ़
Cuddapah: कडपा, कुडप्पा
Bettiah: बेतिया
Hathras: हाथरस
Lalitpur: ललितपुर
Kolar: कोलार
Mandsaur: मंदसौर
Gondia: गोंदिया
Rajapalaiyam: राजपालयम
Darjiling: दार्जिलिंग
Mohali: मोहाली
Palanpur: पालनपुर
Dam Dam: दमदम
Hardoi: हरदोई
Puruliya: पुरुलिया
Dibrugarh: डिब्रूगढ़
Palwal: पलवल
Nalgonda: नलगोंडा
Bhadreswar: भद्रेश्वर
Vejalpur: वेजलपुर
Chikmagalur: चिकमगलूर, चिक्कमगलुरु
Raigarh: रायगढ़
Guntakal Junction: गुंटकल
Gangapur: गंगापुर
Deoli: देवली
Siwan: सीवान
Damoh: दमोह
Adilabad: आदिलाबाद
Srikakulam: श्रीकाकुलम
Uppal Kalan: उप्पल कलां, उप्पल
Jetpur: जेतपुर
Morbi: मोरबी
Patan: पाटन
Khanna: खन्ना
Botad: बोटाद
Rishra: रिशड़ा
Azamgarh: आज़मगढ़
Yelahanka: येलहंका
Gudivada: गुडिवाडा
Baidyabati: बैद्यबाटी
Basti: बस्ती
Balasore: बालेश्वर, बालासोर
Dharmavaram: धर्मावरम
Maler Kotla: मलेरकोटला
Wardha: वर्धा
Jhunjhunun: झुंझुनूं, झुंझुनू
Satara: सातारा
Chanduasi: चंदौसी
Mothihari: मोतिहारी
Chas: चास
Pudukkottai: पुदुक्कोट्टई
Rewari: रेवाड़ी
Port Blair: पोर्ट ब्लेयर, श्री विजयपुरम
Suriapet: सूर्यापेट
Bangaon: बनगांव
Chhatarpur: छतरपुर
Ashoknagar Kalyangarh: अशोकनगर कल्याणगढ़
Achalpur: अचलपुर
Navadwip: नवद्वीप
Sultanpur: सुल्तानपुर
Ambur: आंबूर
Hoshangabad: नर्मदापुरम, होशंगाबाद
Sawai Madhopur: सवाई माधोपुर
Madanapalle: मदनपल्ले
Bansbaria: बांसबेड़िया
Tadepallegudem: ताडेपल्लीगुडेम
Jalpaiguri: जलपाईगुड़ी
Chittaurgarh: चित्तौड़गढ़
Gangawati: गंगावती
Khurja: खुर्जा
Ponnani: पोन्नानी
Barnala: बरनाला
Badlapur: बदलापुर
Soyibug: सोइबुग
Roorkee: रुड़की
Bagaha: बगहा
Hosur: होसुर
Churu: चूरू
Nagda: नागदा
Kashipur: काशीपुर
Ghazipur: ग़ाज़ीपुर
Begusarai: बेगूसराय
Dhaulpur: धौलपुर
Mormugao: मोरमुगाओ, मुरगांव
Ferozepore: फ़िरोज़पुर
Seoni: सिवनी
Jagadhri: जगाधरी
Mirialguda: मिर्यालगुडा
Udgir: उदगीर
Jamalpur: जमालपुर
Nandurbar: नंदुरबार
Itarsi: इटारसी
Vasco da Gama: वास्को द गामा, वास्को
Phagwara: फगवाड़ा
Airoli: ऐरोली
Amreli: अमरेली
Shikohabad: शिकोहाबाद
Kasganj: कासगंज
Sehore: सीहोर
Ranibennur: रानीबेन्नूर
Jagtial: जगतियाल
Bhadrakh: भद्रक
Bundi: बूंदी
Ooty: ऊटी, उदगमंडलम
Mughal Sarai: मुग़लसराय, दीनदयाल उपाध्याय नगर
Shamli: शामली
Hinganghat: हिंगणघाट
Villupuram: विलुप्पुरम
Amalner: अमलनेर
Bagalkot: बागलकोट
Tellicherry: थलास्सेरी, तेल्लिचेरी
Narasaraopet: नरसरावपेट
Nagaur: नागौर
Nawada: नवादा
Jahanabad: जहानाबाद
Chalisgaon: चालीसगांव
Buxar: बक्सर
Sahibganj: साहिबगंज
Pandharpur: पंढरपुर
Hindaun: हिंडौन
Khargone: खरगोन
Parli Vaijnath: परली वैजनाथ, परली
Kishanganj: किशनगंज
Mainpuri: मैनपुरी
Khamgaon: खामगांव
Negapatam: नागपट्टिनम
Chilakalurupet: चिलकलूरिपेट
Gudiyatham: गुडियाथम
Makrana: मकराना
Banswara: बांसवाड़ा
Closepet: रामनगरा, क्लोजपेट
Kalyani: कल्याणी
Tadpatri: ताडपत्री
Kapurthala: कपूरथला
Disa: डीसा
Ballalpur: बल्लारपुर
Kohima: कोहिमा
Betul: बैतूल
Karaikkudi: कराईकुडी
Balangir: बलांगीर
Datia: दतिया
Valparai: वालपराई
Kovilpatti: कोविलपट्टी
Vaniyambadi: वानियमबाडी
Bhandara: भंडारा
Roha: रोहा
Muktsar: मुक्तसर
Luckeesarai: लखीसराय
Barmer: बाड़मेर
Muradnagar: मुरादनगर
Tinsukia: तिनसुकिया
Shahdol: शहडोल
Manjeri: मंजेरी
Contai: कांथी
Sangrur: संगरूर
Deoband: देवबंद
Neyyattinkara: नेय्याट्टिनकरा
Tanda: टांडा
Baran: बारां
Dhamtari: धमतरी
Tiruchengode: तिरुचेंगोडे
Chirala: चीराला
Jharia: झरिया
Akot: अकोट
Rajpura: राजपुरा
Madgaon: मडगांव, मारगाओ
Sardarshahr: सरदारशहर
Mayiladuthurai: मयिलाडुतुरई
Kamthi: कामठी
Paradip Garh: पारादीप
Paramagudi: परमकुडी
Osmanabad: धाराशिव, उस्मानाबाद
Aruppukkottai: अरुप्पुकोट्टई
Baruni: बरौनी
Bijnor: बिजनौर
Anakapalle: अनकापल्ली
Najibabad: नजीबाबाद
Dohad: दाहोद
Ramgarh: रामगढ़
Kavali: कावली
Jangipur: जंगीपुर
Dhar: धार
Kadiri: कदिरी
Dhoraji: धोराजी
Rayachoti: रायचोटी
Khambhat: खंभात
Nirmal: निर्मल
Emmiganur: एम्मिगनूर
Jeypore: जेपोर
Kotkapura: कोटकपूरा
Udhampur: उधमपुर
Kairana: कैराना
Mansa: मानसा
Anantnag: अनंतनाग
Karaikal: कराईकल
Jharsuguda: झारसुगुड़ा
Brajarajnagar: ब्रजराजनगर
Kottagudem: कोत्तागुडेम
Nawabganj: नवाबगंज
Arakkonam: अरक्कोणम
Koch Bihar: कूचबिहार
Dod Ballapur: डोड्डबल्लापुर
Bhadohi: भदोही
Katoya: कटवा
Jamui: जमुई
Harihar: हरिहर
Mancheral: मंचेरियल
Kadayanallur: कडयनल्लूर
Daltonganj: डालटनगंज, मेदिनीनगर
Faridkot: फ़रीदकोट
Balrampur: बलरामपुर
Baramula: बारामूला
Dhulian: धुलियान
Mawana: मवाना
Karur: करूर
Kundla: कुंडला
Manmad: मनमाड
Kannauj: कन्नौज
Malaut: मलोट
Nagina: नगीना
Badagara: वडकरा
Jagdalpur: जगदलपुर
Jumri Tilaiya: झुमरी तिलैया
Baj Baj: बजबज
Hingoli: हिंगोली
Bodinayakkanur: बोडिनायकन्नूर
Khadki: खड़की
Dhrangadhra: ध्रांगध्रा
Paloncha: पालोंचा
Gudur: गूडूर
Ankleshwar: अंकलेश्वर
Tikamgarh: टीकमगढ़
Srivilliputhur: श्रीविल्लिपुत्तूर
Sivakasi: शिवकाशी
Pilkhua: पिलखुवा
Ambajogai: अंबाजोगाई
Bela: बेला
Bodhan: बोधन
Karauli: करौली
Savarkundla: सावरकुंडला
Shahabad: शाहाबाद
Chandpur: चांदपुर
Gokak: गोकाक
Sikandarabad: सिकंदराबाद
Virudunagar: विरुधुनगर
Dausa: दौसा
Valsad: वलसाड
Ambikapur: अंबिकापुर
Palghar: पालघर
Dharapuram: धारापुरम
Chintamani: चिंतामणि
Pusad: पुसद
Madhubani: मधुबनी
Sirsilla: सिरसिल्ला
Kamareddi: कामारेड्डी
Bolpur: बोलपुर
Ranaghat: राणाघाट
Fazilka: फ़ाज़िल्का
Beypore: बेपोर
Dadri: दादरी
Auraiya: औरैया
Bapatla: बापटला
Payyannur: पय्यन्नूर
Talipparamba: तलिपरम्बा
Tindivanam: तिंडिवनम
Shirpur: शिरपुर
Basoda: बासौदा, गंज बासौदा
Jorhat: जोरहाट
Sindhnur: सिंधनूर
Bargarh: बरगढ़
Washim: वाशिम
Visnagar: विसनगर
Palwancha: पालवंचा
Keshod: केशोद
Bisalpur: बीसलपुर
Attili: अत्तिली
Balotra: बालोतरा
Pithampur: पीथमपुर
Munnar: मुन्नार
Chamrajnagar: चामराजनगर
Pattukkottai: पट्टुकोट्टई
Jaisalmer: जैसलमेर
Araria: अररिया
Harda Khas: हरदा
Sangamner: संगमनेर
Buldana: बुलढाणा
Anjar: अंजार
Bellampalli: बेल्लमपल्ली
Channapatna: चन्नपटना
Ratangarh: रतनगढ़
Krishnagiri: कृष्णगिरि
Rishikesh: ऋषिकेश
Goyerkata: गोयेरकाटा
Mandamarri: मंदमर्री
Palani: पलनी
Narnaul: नारनौल
Dharmapuri: धर्मपुरी
Fatehabad: फ़तेहाबाद
Palasa: पलासा
Basavakalyan: बसवकल्याण
Chopda: चोपड़ा
Thenkasi: तेनकासी
Yadgir: यादगीर
Gangarampur: गंगारामपुर
Ramanathapuram: रामनाथपुरम
Jagraon: जगराओं
Alipur Duar: अलीपुरद्वार
Kopargaon: कोपरगांव
Bongaigaon: बोंगाईगांव
Malkapur: मलकापुर
Karanja: कारंजा
Khatauli: खतौली
Nabha: नाभा
Bhawanipatna: भवानीपटना
Khopoli: खोपोली
Karwar: कारवार
Kayankulam: कायमकुलम
Chinnachowk: चिन्नचौक
Bishnupur: बिष्णुपुर
Markapur: मार्कापुर
Basmat: बसमत
Baheri: बहेड़ी
Kunnamkulam: कुन्नमकुलम
Raghogarh: राघोगढ़
Tura: तुरा
Rajsamand: राजसमंद
Tandur: तांडूर
Kalamassery: कलामस्सेरी
Suratgarh: सूरतगढ़
Mannargudi: मन्नारगुडी
Sopur: सोपोर
Arni: आरणी
Kannur: कन्नूर
Dhuburi: धुबरी
Puliyangudi: पुलियनगुडी
Sheopur: श्योपुर
Renukut: रेणुकूट
Dhenkanal: ढेंकानाल
Dabwali: डबवाली
Sibsagar: शिवसागर
Malappuram: मलप्पुरम
Rath: राठ
Jamkhandi: जमखंडी
Sirsi: सिरसी
Vriddhachalam: वृद्धाचलम
Vinukonda: विनुकोंडा
Tiptur: तिपटूर
Sahaswan: सहसवान
Koppal: कोप्पल
Sirhind: सरहिंद
Dabra: डबरा
Cumbum: कंबम
Arambagh: आरामबाग
Ladnun: लाडनूं
Nipani: निपाणी
Borsad: बोरसद
Koratla: कोरुटला
Kiratpur: किरतपुर
Vrindavan: वृंदावन
Haveri: हावेरी
Supaul: सुपौल
Giridih: गिरिडीह
Rayadrug: रायदुर्ग
North Lakhimpur: उत्तर लखीमपुर, नॉर्थ लखीमपुर
Kottayam: कोट्टयम
Mangalagiri: मंगलगिरि
Sangareddi: संगारेड्डी
Kodar: कोदाड
Ullal: उल्लाल
Mangrol: मांगरोल
Gola Gokarannath: गोला गोकर्णनाथ
Modasa: मोडासा
Tezpur: तेजपुर
Thiruvarur: तिरुवरूर
Attur: आत्तूर
Tarn Taran: तरनतारन
Udumalaippettai: उडुमलपेट
Nedumangad: नेदुमंगाड
Nimbahera: निम्बाहेड़ा
Kadi: कडी
Sira: सिरा
Chik Ballapur: चिक्कबल्लापुर
Bardoli: बारडोली
Jhargram: झाड़ग्राम
Samastipur: समस्तीपुर
Gobichettipalayam: गोबिचेट्टिपालयम
Hasanpur: हसनपुर
Sherkot: शेरकोट
Katras: कतरास
Palakollu: पालकोल्लु
Wani: वणी
Naksalbari: नक्सलबाड़ी
Tiruvalla: तिरुवल्ला
Ponnuru: पोन्नूर
Diphu: दीफू
Chhibramau: छिबरामऊ
Ilkal: इलकल
Bada Barabil: बड़बिल
Mettur: मेट्टूर
Kuchaman: कुचामन
Panruti: पनरुटी
Ponnur: पोन्नूर
Shegaon: शेगांव
Ujhani: उझानी
Bankra: बांकड़ा
Bari: बाड़ी
Obra: ओबरा
Gohana: गोहाना
Jatani: जटनी
Namakkal: नामक्कल
Nokha: नोखा
Narwana: नरवाना
Islampur: इस्लामपुर
Karad: कराड
Jalaun: जालौन
Mokameh: मोकामा
Etawa: इटावा
Wanparti: वनपर्ती
Samalkot: सामलकोट
Anjangaon: अंजनगांव
Dholka: धोलका
Tirur: तिरूर
Kandi: कांदी
Unjha: ऊंझा
Sendhwa: सेंधवा
Tiruttangal: तिरुत्तंगल
Siddhapur: सिद्धपुर
Dhuri: धूरी
Sidhi: सीधी
Wokha: वोखा
Kalna: कालना
Baramati: बारामती
Kandukur: कंदुकूर
Sunam: सुनाम
Gaddi Annaram: गड्डी अन्नारम
Sattenapalle: सत्तेनपल्ले
Hiriyur: हिरियूर
Challakere: चल्लकेरे
Rampur Hat: रामपुरहाट
Masaurhi Buzurg: मसौढ़ी
Nuzvid: नुज़्वीद
Shajapur: शाजापुर
Puttur: पुत्तूर
Kasaragod: कासरगोड
Ajodhya: अयोध्या
Mubarakpur: मुबारकपुर
Sandila: संडीला
Sagar: सागर
Lohardaga: लोहरदगा
Bobbili: बोब्बिली
Chikhli: चिखली
Lunglei: लुंगलेई
Pithapuram: पीठापुरम
Amalapuram: अमलापुरम
Tuni: तुनी
Sihor: सिहोर
Diglur: देगलूर
Biswan: बिसवां
Kosi: कोसी कलां, कोसी
Ropar: रूपनगर, रोपड़
Dandeli: दांडेली
Parvatipuram: पार्वतीपुरम
Arcot: आर्कोट
Jhalawar: झालावाड़
Petlad: पेटलाद
Umred: उमरेड
Bhatapara: भाटापारा
Kaliyaganj: कालियागंज
Nasirabad: नसीराबाद
Idappadi: इडप्पाडी
Gohadi: गोहद
Khagaul: खगौल
Chiplun: चिपलून
Changanacheri: चंगनाशेरी
Ramnagar: रामनगर
Macherla: माचेर्ला
Mannarakkat: मन्नारक्काड
Ottappalam: ओट्टपालम
Kankanhalli: कनकपुरा
Madhupur: मधुपुर
Madhipura: मधेपुरा
Charkhi Dadri: चरखी दादरी
Abu Road: आबू रोड
Nanjangud: नंजनगूड
Salur: सालूर
Aonla: आंवला
Khagaria: खगड़िया
Dhampur: धामपुर
Sardhana: सरधना
Didwana: डीडवाना
Rajgarh: राजगढ़
Barh: बाढ़
Shorapur: शोरापुर
Jugsalai: जुगसलाई
Kizhake Chalakudi: चालकुडी
Mandapeta: मंडपेटा
Poonamalle: पूनमल्ली
Barpeta: बरपेटा
Bhabhua: भभुआ
Kathua: कठुआ
Nangal: नंगल
Lachhmangarh Sikar: लक्ष्मणगढ़
Tiruvallur: तिरुवल्लूर
Sri Dungargarh: श्रीडूंगरगढ़
Raxaul: रक्सौल
Siruguppa: सिरुगुप्पा
Baruipur: बारुईपुर
Mandvi: मांडवी
Warud: वरुड
Dumka: दुमका
Talegaon Dabhade: तलेगांव दाभाडे
Hunsur: हुनसूर
Pithoragarh: पिथौरागढ़
Jangaon: जनगांव
Atrauli: अतरौली
Narsimhapur: नरसिंहपुर
Mulbagal: मुलबागल
Mudhol: मुधोल
Gudalur: गुडलूर
Barwani: बड़वानी
Punalur: पुनालूर
Padrauna: पडरौना
Bail-Hongal: बैलहोंगल
Shujalpur: शुजालपुर
Jaisingpur: जयसिंहपुर
Pachora: पाचोरा
Panna: पन्ना
Phalodi: फलोदी
Yeola: येवला
Sheikhpura: शेखपुरा
Gulaothi: गुलावठी
Zahirabad: ज़हीराबाद
Karsiyang: कर्सियांग, कुर्सियांग
Manglaur: मंगलौर
Nohar: नोहर
Ganj Dundwara: गंज डुंडवारा
Nanpara: नानपारा
Atarra: अतर्रा
Teghra: तेघड़ा
Dondaicha: दोंडाईचा
Vite: विटा
Peddapuram: पेद्दापुरम
Mahmudabad: महमूदाबाद
Cherthala: चेरथला
Nayudupet: नायडूपेटा
Halol: हालोल
Kharar: खरड़
Rampura: रामपुरा
Shertallai: चेरथला
Sironj: सिरोंज
Parlakimidi: परलाखेमुंडी
Pujali: पुजाली
Ashta: आष्टा
Nandikotkur: नंदीकोटकूर
Khalilabad: ख़लीलाबाद
Chittaranjan: चित्तरंजन
Pathardih: पाथरडीह
Dungarpur: डूंगरपुर
Mandla: मंडला
Forbesganj: फ़ारबिसगंज
Gumla: गुमला
Ozar: ओझर
Bhimunipatnam: भीमुनिपट्नम
Kapadvanj: कपडवंज
Morar: मुरार
Nellikkuppam: नेल्लिकुप्पम
Angul: अनुगुल, अंगुल
Medak: मेदक
Kalpi: कालपी
Hodal: होडल
Arsikere: अरसीकेरे
Nidadavole: निडदवोलु
Jhajjar: झज्जर
Varangaon: वरणगांव
Jammalamadugu: जम्मलमडुगु
Jasdan: जसदण
Kendraparha: केंद्रपाड़ा
Yellandu: येल्लंदु
Merta: मेड़ता
Kanuru: कानुरु
Godda: गोड्डा
Kotputli: कोटपूतली
Dig: डीग
Vikarabad: विकाराबाद
Saint Thomas Mount: सेंट थॉमस माउंट
Sainthia: सैंथिया
Tumsar: तुमसर
Peranampattu: पेरनामबट्टु
Barhiya: बड़हिया
Kalimpong: कालिम्पोंग
Selu: सेलू
Bhinmal: भीनमाल
Bangarapet: बंगारपेट
Sivaganga: शिवगंगा
Tirupparangunram: तिरुप्परनकुंड्रम
Sojat: सोजत
Khurda: खुर्दा, खोरधा
Jaspur: जसपुर
Jintur: जिंतूर
Khekra: खेकड़ा
Dinhata: दिनहाटा
Naini Tal: नैनीताल
Kyathampalle: क्याथमपल्ले
Sikandra Rao: सिकंदराराऊ
Palmaner: पलमनेर
Canning: कैनिंग
Khairabad: ख़ैराबाद
Kannad: कन्नड़
Athni: अथणी
Biaora: ब्यावरा
Katol: काटोल
Arvi: आर्वी
Baghpat: बागपत
Bar Bigha: बरबीघा
Limbdi: लींबड़ी
Sundargarh: सुंदरगढ़
Fatwa: फतुहा
Jambusar: जंबूसर
Devakottai: देवकोट्टई
Digras: दिग्रस
Warora: वरोरा
Gadarwara: गाडरवारा
Chidawa: चिड़ावा
Champa: चांपा
Naugachhia: नवगछिया
Daudnagar: दाउदनगर
Sihora: सिहोरा
Jaggayyapeta: जग्गय्यपेटा
Koraput: कोरापुट
Dhupgari: धूपगुड़ी
Hilsa: हिलसा
Raisen: रायसेन
Burla: बुर्ला
Dahegam: दहेगाम
Garhwa: गढ़वा
Chakradharpur: चक्रधरपुर
Kallakkurichchi: कल्लकुरिची
Ghatampur: घाटमपुर
Solan: सोलन
Gursahaiganj: गुरसहायगंज
Mapuca: मापुसा
Taki: टाकी
Diamond Harbour: डायमंड हार्बर
Saundatti: सौंदत्ती
Ghatsila: घाटशिला
Hasimara: हासीमारा
Sathupalli: सत्तुपल्ली
Puranpur: पूरनपुर
Haflong: हाफलोंग
Rameswaram: रामेश्वरम
Bansi: बांसी
Mandideep: मंडीदीप
Thakurdwara: ठाकुरद्वारा
Bhavani: भवानी
Daman: दमण, दमन
Dhone: डोन
Nandura Buzurg: नांदुरा
Nadapuram: नादापुरम
Parasia: परासिया
Nathdwara: नाथद्वारा
Akalkot: अक्कलकोट
Chinnamanur: चिन्नमनूर
Ghosi: घोसी
Amudalavalasa: आमदालवलसा
Aland: आलंद
Narayanpet: नारायणपेट
Paravur Tekkumbhagam: परवूर
Banka: बांका
Simdega: सिमडेगा
Kondapalle: कोंडापल्ली
Sangaria: संगरिया
Jalesar: जलेसर
Sirohi: सिरोही
Bhalki: भालकी
Palia Kalan: पलिया कलां
Talcher: तालचेर
Chaklasi: चकलासी
Kunnamangalam: कुन्नमंगलम
Rajgir: राजगीर
Pathanamthitta: पतनमतिट्टा
Vyara: व्यारा
Malavalli: मालवल्ली
Chetwayi: चेट्टुवा
Vetapalem: वेटापालेम
Shahbazpur: शाहबाज़पुर
Maihar: मैहर
Dibai: डिबाई
Maudaha: मौदहा
Porsa: पोरसा
Savanur: सवणूर
Pratapgarh: प्रतापगढ़
Bilasipara: बिलासीपाड़ा
Ellenabad: ऐलनाबाद
Pathri: पाथरी
Bhadra: भादरा
Kotamangalam: कोतमंगलम
Leh: लेह
Barauli: बरौली
Sadaseopet: सदाशिवपेट
Garhmuktesar: गढ़मुक्तेश्वर
Revelganj: रिविलगंज
Yanam: यानम
Rahuri: राहुरी
Akbarpur: अकबरपुर
Pilibangan: पीलीबंगा
Barwala: बरवाला
Kampli: कंपली
Phulbani: फूलबनी
Attingal: आट्टिंगल
Cheyyar: चेय्यार
Padra: पादरा
Sanawad: सनावद
Kayalpattinam: कायलपट्टिनम
Dhaka: ढाका
Sadabad: सादाबाद
Daryapur: दर्यापुर
Ramganj Mandi: रामगंज मंडी
Gariadhar: गारियाधार
Kakrala: ककराला
Samalkha: समालखा
Tuljapur: तुलजापुर
Babina: बबीना
Dongargarh: डोंगरगढ़
Budhana: बुढ़ाना
Betamcherla: बेतमचेर्ला
Rajpipla: राजपीपला
Barpeta Road: बरपेटा रोड
Sherghati: शेरघाटी
Kawardha: कवर्धा
Buddh Gaya: बोधगया, बोध गया
Lakshmeshwar: लक्ष्मेश्वर
Seram: सेडम
Niwai: निवाई
Dubrajpur: दुबराजपुर
Jalalabad: जलालाबाद
Sanand: साणंद
Kodinar: कोडीनार
Purna: पूर्णा
Nabagram: नबग्राम
Rajula: राजुला
Shikarpur: शिकारपुर
Kattivakkam: कट्टिवक्कम
Karjat: कर्जत
Agar: आगर
Patamundai: पट्टामुंडई
Jaito: जैतो
Kodungallur: कोडुंगल्लूर
Hamirpur: हमीरपुर
Jhabua: झाबुआ
Pappinissheri: पप्पिनिस्सेरी
Mokokchung: मोकोकचुंग
Sathyamangalam: सत्यमंगलम
Melur: मेलूर
Bhiwadi: भिवाड़ी
Guskhara: गुसकरा
Sindgi: सिंदगी
Ichchapuram: इच्छापुरम
Tuensang: त्वेनसांग
Peddapalli: पेद्दापल्ली
Madikeri: मडिकेरी
Thana Bhawan: थाना भवन
Anupgarh: अनूपगढ़
Shahpura: शाहपुरा
Kunigal: कुणिगल
Kosamba: कोसंबा
Muhammadabad: मुहम्मदाबाद
Lakhyabad: लाख्याबाद
Jhalrapatan: झालरापाटन
Porur: पोरूर
Bhadasar: भादासर
Wai: वाई
Kadur: कडूर
Dharmanagar: धर्मनगर
Lahar: लहार
Yaval: यावल
Kaimganj: कायमगंज
Janjgir: जांजगीर
Umreth: उमरेठ
Mahalingpur: महालिंगपुर
Neem ka Thana: नीम का थाना
Nepanagar: नेपानगर
Nautanwa: नौतनवा
Nakodar: नकोदर
Karamsad: करमसद
Manali: मनाली
Vedaraniyam: वेदारण्यम
Pavugada: पावगड़ा
Kokrajhar: कोकराझार
Muddebihal: मुद्देबिहाल
Lalganj: लालगंज
Rasra: रसड़ा
Ghugus: घुग्घुस
Sattur: सात्तूर
Basudebpur: बासुदेवपुर
Kotma: कोतमा
Chittur: चित्तूर
Vandavasi: वंदवासी
Shahpur: शाहपुर
Chemmumiahpet: चेम्मुमियापेट
Bahadurganj: बहादुरगंज
Jalalpur: जलालपुर
Khunti: खूंटी
Zira: ज़ीरा
Sangola: सांगोला
Karamadai: कारमडै
Ramapuram: रामापुरम
Nawanshahr: नवांशहर, शहीद भगत सिंह नगर
Mankachar: मनकाचर
Sirur: शिरूर
Shamsabad: शमसाबाद
Rudarpur: रुद्रपुर
Safidon: सफ़ीदों
Hatta: हटा
Perambalur: पेरम्बलूर
Gangtok: गंगटोक
Usilampatti: उसिलमपट्टी
Manwat: मानवत
Anta: अंता
Tarakeswar: तारकेश्वर
Kakching: काकचिंग
Gevrai: गेवराई
Perungudi: पेरुंगुडी
Sarkhej: सरखेज
Pedana: पेडाना
Ferokh: फ़ेरोक
Musiri: मुसिरी
Khair: खैर
Chitapur: चित्तापुर
Dhandhuka: धंधुका
Fatehpur Sikri: फ़तेहपुर सीकरी
Birpara: बीरपाड़ा
Yanamalakuduru: यनमलकुदुरु
Narsinghgarh: नरसिंहगढ़
Talaja: तलाजा
Bhongaon: भोगांव
Tiruchchendur: तिरुचेंदूर
Sasvad: सासवड
Ambad: अंबड
Gajendragarh: गजेंद्रगढ़
Devarkonda: देवरकोंडा
Zunheboto: ज़ुन्हेबोटो
Khedbrahma: खेड़ब्रह्मा
Jewar: जेवर
Kalyandurg: कल्याणदुर्ग
Dighwara: दिघवारा
Irinjalakuda: इरिंजालकुडा
Sirsaganj: सिरसागंज
Sanchor: सांचौर
Sandur: संडूर
Surandai: सुरंडई
Piro: पीरो
Manoharpur: मनोहरपुर
Soron: सोरों
Mukher: मुखेड
Gadhada: गढ़डा
Addanki: अद्दंकी
Milak: मिलक
Coondapoor: कुंदापुर
Lakheri: लाखेरी
Utraula: उतरौला
Titlagarh: टिटलागढ़
Tirukkoyilur: तिरुक्कोयिलूर
Seoni Malwa: सिवनी मालवा
Badami: बादामी
Mavoor: मावूर
Mavelikara: मावेलिक्करा
Hole Narsipur: होले नरसीपुर
Mandi: मंडी
Shrigonda: श्रीगोंदा
Punch: पुंछ
Giddalur: गिद्दलूर
Maddur: मद्दूर
Garhakota: गढ़ाकोटा
Koynanagar: कोयनानगर
Losal: लोसल
Hisua: हिसुआ
Dasna: डासना
Adirampattinam: अदिरामपट्टिनम
Talikota: तालिकोटा
Maner: मनेर
Erraguntla: एर्रागुंटला
Bamor Kalan: बामौर कलां
Kalakkadu: कलक्कड़
Razam: राजाम
Kareli: करेली
Jalgaon Jamod: जलगांव जामोद
Umarkot: उमरकोट
Sankrail: संकराइल
Manamadurai: मानामदुरै
Beldanga: बेलडांगा
Kalanwali: कालांवाली
Chakapara: चकपाड़ा
Kalamb: कळंब, कलंब
Magadi: मागडी
Gundlupet: गुंडलुपेट
Berasia: बैरसिया
Gobindpur: गोविंदपुर
Bhawanipur: भवानीपुर
Naharlagun: नाहरलागुन
Banmankhi: बनमनखी
Kemri: केमरी
Sausar: सौसर
Karhal: करहल
Mahad: महाड
Aliganj: अलीगंज
Raver: रावेर
Panagar: पनागर
Ratia: रतिया
Shahganj: शाहगंज
Dhrol: ध्रोल
Hadgaon: हदगांव
Gadhinglaj: गडहिंग्लज
Rajpur: राजपुर
Jora: जौरा
Rafiganj: रफ़ीगंज
Karera: करैरा
Halvad: हलवद
Elamanchili: एलमंचिली
Marhaura: मढ़ौरा
Shiggaon: शिग्गांव
Raikot: रायकोट
Ranavav: राणावाव
Junnar: जुन्नर
Kanker: कांकेर
Nagari: नगरी
Chipurupalle: चीपुरुपल्ली
Koregaon: कोरेगांव
Kandla: कांडला
Avanigadda: अवनिगड्डा
Mussoorie: मसूरी
Mahendragarh: महेंद्रगढ़
Jais: जायस
Chhabra: छबड़ा
Khajuraho Group of Monuments: खजुराहो
Sadri: सादड़ी
Pasighat: पासीघाट
Mehndawal: मेंहदावल
Kuttampuzha: कुट्टमपुझा
Budhlada: बुढलाडा
Nileshwar: नीलेश्वर
Banganapalle: बनगनपल्ले
Asandh: असंध
Kithor: किठौर
Machhlishahr: मछलीशहर
Devanhalli: देवनहल्ली
Ahraura: अहरौरा
Malakanagiri: मलकानगिरी
Kanigiri: कनिगिरी
Chandauli: चंदौली
Sandi: सांडी
Marayur: मरयूर
Shiraguppi: शिरगुप्पी
Bawana: बवाना
Vadnagar: वडनगर
Safipur: सफ़ीपुर
Kabrai: कबरई
Kheda: खेड़ा
Talwara: तलवाड़ा
Gauripur: गौरीपुर
Tekkali: टेक्कली
Chharra: छर्रा
Faizpur: फ़ैज़पुर
Chhota Udepur: छोटा उदेपुर
Jaynagar-Majilpur: जयनगर मजिलपुर
Singapur: सिंगापुर
Jamtara: जामताड़ा
Iringal: इरिंगल
Vijapur: विजापुर
Aron: आरोन
Kushtagi: कुष्टगी
Sikandarpur: सिकंदरपुर
Barki Saria: बड़की सरिया
Ayakudi: आयक्कुडी
Hastinapur: हस्तिनापुर
Pathardi: पाथर्डी
Bagepalli: बागेपल्ली
Kotturu: कोट्टूरु
Mul: मूल
Shrirangapattana: श्रीरंगपट्टण, श्रीरंगपटना
Chengam: चेंगम
Bazpur: बाजपुर
Sohagpur: सोहागपुर
Murliganj: मुरलीगंज
Reoti: रेवती
Penugonda: पेनुगोंडा
Mariani: मरियानी
Panchla: पांचला
Nadbai: नदबई
Jhinjhak: झींझक
Malpe: मालपे
Birur: बीरूर
Mandal: मांडल
Shishgarh: शीशगढ़
Keshorai Patan: केशोरायपाटन
Savantvadi: सावंतवाड़ी
Monoharpur: मनोहरपुर
Injambakkam: इंजमबक्कम
Dinanagar: दीनानगर
Jaleshwar: जलेश्वर
Pindwara: पिंडवाड़ा
Chakan: चाकण
Alot: आलोट
Kurduvadi: कुर्डूवाडी
Chandur: चांदूर
Kuchaiburi: कुचईबुरी
Darwha: दारव्हा
Kudligi: कुडलिगी
Saidpur: सैदपुर
Sambhar: सांभर
Vaikam: वैक्कम
Raghunathpur: रघुनाथपुर
Amarpur: अमरपुर
Hinjilikatu: हिंजिलिकटु
Tarana: तराना
Lathi: लाठी
Rania: रानियां
Kalamnuri: कलमनुरी
Itimadpur: एत्मादपुर
Banswada: बांसवाड़ा
Matabhanga: माथाभांगा
Vattalkundu: वत्तलकुंडु
Bissau: बिसाऊ
Todaraisingh: टोडारायसिंह
Ron: रोण
Baddi: बद्दी
Phillaur: फिल्लौर
Baswa: बसवा
Tulsipur: तुलसीपुर
Bhander: भांडेर
Naraura: नरौरा
Nainpur: नैनपुर
Ramanayyapeta: रामनय्यपेटा
Gunupur: गुनुपुर
Mariahu: मड़ियाहूं
Purwa: पुरवा
Kailashahar: कैलाशहर
Bhinga: भिनगा
Kumher: कुम्हेर
Nattam: नत्तम
Laungowal: लौंगोवाल
Silao: सिलाव
Mundargi: मुंडरगी
Paonta Sahib: पांवटा साहिब
Lonar: लोणार
Dattapur: दत्तापुर
Napasar: नापासर
Nagod: नागौद
Nilakottai: निलकोट्टई
Haliyal: हलियाल
Dalsingh Sarai: दलसिंहसराय
Karanpur: करणपुर
Banat: बनत
Mandalgarh: मांडलगढ़
Gingee: जिंजी
Chamba: चंबा
Maheshwar: महेश्वर
Kasrawad: कसरावद
Bansdih: बांसडीह
Guruvayur: गुरुवायूर
Mhasvad: म्हसवड
Jaitaran: जैतारण
Alandi: आलंदी
Mandawar: मंडावर
Akaltara: अकलतरा
Kharkhauda: खरखौदा
Dhekiajuli: ढेकियाजुली
Basi: बस्सी
Dhulagari: धुलागढ़ी
Kiraoli: किरावली
Pokaran: पोकरण
Mudgal: मुदगल
Gunnaur: गुन्नौर
Sarauli: सरौली
Nabinagar: नबीनगर
Hukeri: हुक्केरी
Sivagiri: शिवगिरि
Latehar: लातेहार
Dasuya: दसूहा
Digboi: डिगबोई
Polasara: पोलसरा
Achhnera: अछनेरा
Chillupar: चिल्लूपार
Maniar: मनियर
Tufanganj: तूफ़ानगंज
Akkarampalle: अक्करमपल्ले
Mairwa: मैरवा
Falakata: फालाकाटा
Khairagarh: खैरागढ़
Maksi: मक्सी
Pulwama: पुलवामा
Savda: सावदा
Ranikhet: रानीखेत
Kattanam: कट्टनम
Marakkanam: मरक्कानम
Devgadh Bariya: देवगढ़ बारिया
Ajnala: अजनाला
Chandor: चांदोर
Richha: रिछा
Bhayavadar: भायावदर
Sojitra: सोजित्रा
Singur: सिंगूर
Belsand: बेलसंड
Maham: महम
Yellapur: येल्लापुर
Bilhaur: बिल्हौर
Dhanaula: धनौला
Kudachi: कुडची
Kodarma: कोडरमा
Surianwan: सुरियावां
Tekari: टेकारी
Kirandul: किरंदुल
French Rocks: पांडवपुरा
Birpur: बीरपुर
Sulya: सुल्लिया
Mulgund: मुलगुंद
Marahra: मारहरा
Pahasu: पहासू
Mon: मोन
Chhapar: छापर
Srirampur: श्रीरामपुर
Valabhipur: वल्लभीपुर
Samrala: समराला
Naravarikuppam: नारवारिकुप्पम
Padampur: पदमपुर
Sanaur: सनौर
Patharia: पथरिया
Fort Gloster: फ़ोर्ट ग्लॉस्टर
Wer: वैर
Pataudi: पटौदी
Behat: बेहट
Barka Kana: बरकाकाना
Anuppur: अनूपपुर
Fatehgarh Churian: फ़तेहगढ़ चूड़ियां
Bhogpur: भोगपुर
Dumjor: डोमजुड़
Arukutti: अरुकुट्टी
Murudeshwara: मुरुडेश्वर
Vadlapudi: वडलापुडी
V.S.K.Valasai (Dindigul-Dist.): वी एस के वलसई
Moram: मोरम
Pennadam: पेन्नाडम
Kodoli: कोडोली
Bhadaur: भदौड़
Arang: आरंग
Devgarh: देवगढ़
Amet: आमेट
Nilokheri: नीलोखेड़ी
Howli: हौली
Chhala: छाला
Takhatgarh: तखतगढ़
Naldurg: नलदुर्ग
Rahimatpur: रहीमतपुर
Bilthra: बिल्थरा
Bhanpura: भानपुरा
Amroli: अमरोली
Chalala: चलाला
Madambakkam: मडमबक्कम
Maghar: मगहर
Challapalle: चल्लपल्ली
Belonia: बेलोनिया
Beri Khas: बेरी
Deshnoke: देशनोक
Phaphund: फफूंद
Athagarh: अठगढ़
Teonthar: त्योंथर
Salumbar: सलूंबर
Garhshankar: गढ़शंकर
Katpadi: काटपाडी
Madipakkam: मडिपक्कम
Talwandi Bhai: तलवंडी भाई
Jasidih: जसीडीह
Kulgam: कुलगाम
Makum: माकुम
Mahgawan: महगवां
Piriyapatna: पिरियापटना
Vasa: वासा
Rura: रूरा
Vadamadurai: वडमदुरै
Unhel: उन्हेल
Bara Uchana: उचाना
Arkalgud: अरकलगुड
Jodiya Bandar: जोडिया
Bhudgaon: बुधगांव
Bagar: बगड़
Manthani: मंथनी
Khutar: खुटार
Bari Sadri: बड़ी सादड़ी
Nahorkatiya: नाहरकटिया
Bilsanda: बिलसंडा
Vada: वाडा
Nilgiri: नीलगिरि
Tirthahalli: तीर्थहल्ली
Naspur: नसपुर
Dornakal: डोरनकल
Punahana: पुन्हाना
Bhikangaon: भीकनगांव
Kathor: कठोर
Anandpur: आनंदपुर साहिब, आनंदपुर
Khuldabad: खुलदाबाद
Gangolli: गंगोल्ली
Hindoria: हिंडोरिया
Korwai: कोरवाई
Sorada: सोरडा
Binka: बिंका
Pupri: पुपरी
Punjai Puliyampatti: पुलियमपट्टी
Pachperwa: पचपेड़वा
Bantva: बांटवा
Khetia: खेतिया
`;

/** Arabic names missing from, or corrected in, arabic-place-names.ts; shown before that file's. */
export const WRITTEN_ARABIC_PLACE_NAMES = `
AE
Dubai: دبي
Abu Dhabi: أبوظبي, أبو ظبي
Ajman City: عجمان
Ras Al Khaimah City: رأس الخيمة
Musaffah: مصفح
Al Fujairah City: الفجيرة
Khalifah A City: مدينة خليفة
Reef Al Fujairah City: ريف الفجيرة
Bani Yas City: بني ياس
Zayed City: مدينة زايد
Umm Al Quwain City: أم القيوين
Al Shamkhah City: الشامخة
Al Ain City: العين
Dibba Al-Fujairah: دبا الفجيرة
Dibba Al-Hisn: دبا الحصن
Adh Dhayd: الذيد
Ar Ruways: الرويس
SA
Riyadh: الرياض
Mecca: مكة المكرمة, مكة
Medina: المدينة المنورة
Sultanah: السلطانة
Tabuk: تبوك
Buraydah: بريدة
Khamis Mushait: خميس مشيط
Hafar Al-Batin: حفر الباطن
Jizan: جازان, جيزان
Turaif: طريف
Khobar: الخبر
Arar: عرعر
Sakakah: سكاكا
Tarut: تاروت
Qal'at Bishah: بيشة, قلعة بيشة
Ash Shafa: الشفا
Al Mithnab: المذنب
Al Khafji: الخفجي
Ad Dawadimi: الدوادمي
Sabya: صبيا
Abu 'Arish: أبو عريش
Safwa: صفوى
Afif: عفيف
Rabigh: رابغ
Rahimah: رحيمة
Tubarjal: طبرجل
Ad Dilam: الدلم
Umluj: أملج
Al-'Ula: العلا
Samitah: صامطة
Al Bukayriyah: البكيرية
Turabah: تربة
Al Jumum: الجموم
Duba: ضباء
At Taraf: الطرف
Qaisumah: القيصومة
Al Battaliyah: البطالية
Al Munayzilah: المنيزلة
Adh Dhibiyah: الذيبية
QA
Umm Salal Muhammad: أم صلال محمد
Al Wakrah: الوكرة
Al Khawr: الخور
KW
Kuwait City: مدينة الكويت, الكويت, الكويت العاصمة
Hawalli: حولي
As Salimiyah: السالمية
Sabah as Salim: صباح السالم
Al Farwaniyah: الفروانية
Al Fahahil: الفحيحيل
Ar Rumaythiyah: الرميثية
Salwa: سلوى
Al Manqaf: المنقف
Ar Rabiyah: الرابية
Bayan: بيان
Al Fintas: الفنطاس
Janub as Surrah: جنوب السرة
Al Mahbulah: المهبولة
Ad Dasmah: الدسمة
OM
Seeb: السيب
Sohar: صحار
As Suwayq: السويق
'Ibri: عبري
Saham: صحم
Barka': بركاء
Bahla': بهلاء
Nizwa: نزوى
Sur: صور
Al Khaburah: الخابورة
Sufalat Sama'il: سمائل
Liwa: لوى
Ibra': إبراء
Oman Smart Future City: مدينة عمان الذكية
Bidbid: بدبد
Badiyah: بدية
Adam: أدم
Yanqul: ينقل
BH
Ar Rifa': الرفاع
Dar Kulayb: دار كليب
Sitrah: سترة
IN
Bengaluru: بنغالور, بنغالورو, بنجالور
Nashik: ناشيك
Tiruchirappalli: تيروتشيرابالي
Siliguri: سيليغوري
Cochin: كوتشي, كوشين
Ghaziabad: غازي آباد
Jaipur: جايبور, جيبور
Mirzapur: ميرزابور
Navi Mumbai: نافي مومباي
Surat: سورات
Kanpur: كانبور
Agra: أغرا
Visakhapatnam: فيساخاباتنام
Mysore: ميسور
Rajkot: راجكوت
New Delhi: نيودلهي, نيو دلهي
Gurgaon: جورجاون, غوروغرام
Ludhiana: لوديانا, لديانة
MY
Petaling Jaya: بيتالينغ جايا
Klang: كلانغ
Subang Jaya: سوبانغ جايا
Shah Alam: شاه علم
Malacca: ملقا, ملاكا
Miri: ميري
Kluang: كلوانغ
Putrajaya: بوتراجايا
PH
Quezon City: كيزون سيتي, كيزون
VN
Da Nang: دا نانغ, دانانغ
Hue: هوي
Can Tho: كان ثو
Qui Nhon: كوي نون
ID
Batam: باتام
Bogor: بوغور
Tanjung Pinang: تانجونغ بينانغ
TH
Pattaya: باتايا, بتايا
Chiang Mai: شيانغ ماي, تشيانغ ماي
Udon Thani: أودون ثاني
Surin: سورين
SG
Woodlands: وودلاندز
HK
Hong Kong: هونغ كونغ, هونج كونج
Kowloon: كولون
`;
