/**
 * Texts of the career services (decision 042): the services, their plans and add-ons, the tags of the
 * spec's tiles and the tax labels. The four tiles' texts quote spec §3 word for word. Keys by id follow
 * `CAREER_SERVICE_IDS`, the plan ids and the add-on ids of apps/server/data/career-services.json.
 */
export const careerServicesEn = {
  "careerServices.title": "Career services",
  "careerServices.intro":
    "Help from our career experts, and tools that make recruiters notice you: a better resume, a profile that is easier to find, and practice before the interview. Each service says exactly what you get and when.",

  "careerServices.service.featured-profile.title": "Featured Profile",
  "careerServices.service.featured-profile.tileText": "Better your chances of getting shortlisted",
  "careerServices.service.featured-profile.about":
    "When recruiters search our candidate database for people with your skills and experience, your profile is placed higher in their results and carries a Featured badge for as long as your plan runs. Nothing in your profile changes: it simply becomes more likely that recruiters open it.",
  "careerServices.service.featured-profile.benefit1":
    "A higher place in the recruiter searches that match your profile",
  "careerServices.service.featured-profile.benefit2": "A Featured badge next to your name in search results",
  "careerServices.service.featured-profile.benefit3":
    "See in Profile performance which companies viewed your profile",
  "careerServices.service.featured-profile.benefit4": "Starts as soon as your payment is confirmed",
  "careerServices.service.featured-profile.faq1q": "Does a featured profile guarantee interview calls?",
  "careerServices.service.featured-profile.faq1a":
    "No. It makes your profile easier to find; whether a recruiter calls you depends on how well your experience fits their job. Keep your profile complete and your resume up to date to get the most from it.",
  "careerServices.service.featured-profile.faq2q": "When does it start and end?",
  "careerServices.service.featured-profile.faq2a":
    "It starts when your payment is confirmed and runs for the number of days of your plan. It does not renew by itself.",
  "careerServices.service.featured-profile.faq3q": "Which of my profiles is featured?",
  "careerServices.service.featured-profile.faq3a":
    "Your default profile, the one recruiters see. If you make another profile your default, that one is featured for the rest of the plan.",

  "careerServices.service.resume-writing.title": "Resume Writing",
  "careerServices.service.resume-writing.tileText": "Professionally written resume + cover letter",
  "careerServices.service.resume-writing.about":
    "A professional writer studies your current resume, asks about your work and the jobs you want, and writes a new resume and a cover letter for them. You read the draft and ask for changes; your plan, chosen by years of experience, sets how many rounds of changes are included and when the first draft arrives.",
  "careerServices.service.resume-writing.benefit1":
    "Written by an experienced writer for your field and your level",
  "careerServices.service.resume-writing.benefit2": "A cover letter you can adapt to each application",
  "careerServices.service.resume-writing.benefit3":
    "Laid out to be read by people and by the software that screens applications",
  "careerServices.service.resume-writing.benefit4":
    "Delivered as Word and PDF files, with rounds of changes included",
  "careerServices.service.resume-writing.faq1q": "What do I need to provide?",
  "careerServices.service.resume-writing.faq1a":
    "Your current resume, if you have one, and your answers to a short questionnaire about your work, your achievements and the jobs you are aiming for. Your writer may call or message you to fill any gaps.",
  "careerServices.service.resume-writing.faq2q": "How long does it take?",
  "careerServices.service.resume-writing.faq2a":
    "Your plan shows the number of working days from the day we receive your questionnaire to your first draft. Add express delivery to receive it in 3 working days.",
  "careerServices.service.resume-writing.faq3q": "Which plan should I choose?",
  "careerServices.service.resume-writing.faq3a":
    "Fresher if you have not yet worked full time, experienced for 1 to 8 years of work, and senior for more than 8 years or a role leading teams.",

  "careerServices.service.career-booster.title": "Career Booster",
  "careerServices.service.career-booster.tileText":
    "Get the power of two in one and speed up your job search",
  "careerServices.service.career-booster.about":
    "Featured Profile and Profile Highlighter together, for less than the two cost separately. Your profile is placed higher in recruiters' searches, and where it appears, it stands out with a highlighted card.",
  "careerServices.service.career-booster.benefit1": "Everything in Featured Profile",
  "careerServices.service.career-booster.benefit2": "Everything in Profile Highlighter",
  "careerServices.service.career-booster.benefit3": "Costs less than buying the two services separately",
  "careerServices.service.career-booster.benefit4": "Both run for the same period, from the day you pay",
  "careerServices.service.career-booster.faq1q": "How is it different from buying the two services?",
  "careerServices.service.career-booster.faq1a":
    "It is the same two services for the same period, at a lower price, in one order.",
  "careerServices.service.career-booster.faq2q": "Will it get me a job?",
  "careerServices.service.career-booster.faq2a":
    "No service can promise that. It makes recruiters more likely to find your profile and to notice it; the decision to call you is theirs.",
  "careerServices.service.career-booster.faq3q": "Which of my profiles does it apply to?",
  "careerServices.service.career-booster.faq3a": "Your default profile, the one recruiters see.",

  "careerServices.service.profile-highlighter.title": "Profile Highlighter",
  "careerServices.service.profile-highlighter.tileText":
    "Grab the attention of employers, get an eye-catching resume",
  "careerServices.service.profile-highlighter.about":
    "Wherever recruiters see your profile in search results or among a job's applicants, it is shown as a highlighted card with a one-line summary you write and your key skills first, so it stands out from the profiles around it. It does not move your profile up the results: Featured Profile does that.",
  "careerServices.service.profile-highlighter.benefit1":
    "A highlighted card in search results and applicant lists",
  "careerServices.service.profile-highlighter.benefit2":
    "A one-line summary of what you offer, in your words",
  "careerServices.service.profile-highlighter.benefit3": "Your key skills shown first on the card",
  "careerServices.service.profile-highlighter.benefit4":
    "Runs for the days of your plan, from the day you pay",
  "careerServices.service.profile-highlighter.faq1q": "How is it different from Featured Profile?",
  "careerServices.service.profile-highlighter.faq1a":
    "Featured Profile moves your profile up in recruiters' searches; Profile Highlighter makes it stand out where it appears. Career Booster gives you both.",
  "careerServices.service.profile-highlighter.faq2q": "Can I change my summary line?",
  "careerServices.service.profile-highlighter.faq2a":
    "Yes, from your profile page, as often as you like while the plan runs.",
  "careerServices.service.profile-highlighter.faq3q": "Who sees the highlight?",
  "careerServices.service.profile-highlighter.faq3a":
    "Recruiters searching the candidate database, and recruiters looking at the applicants to their jobs.",

  "careerServices.service.linkedin-makeover.title": "LinkedIn Profile Makeover",
  "careerServices.service.linkedin-makeover.tileText":
    "A LinkedIn profile that tells recruiters who you are at a glance",
  "careerServices.service.linkedin-makeover.about":
    "A writer rewrites your LinkedIn headline, About section, experience and skills to match your resume and the roles you want, using the words recruiters search for. You receive the new text to paste into your profile, with advice on your photo, banner and settings.",
  "careerServices.service.linkedin-makeover.benefit1":
    "A headline and About section written for the roles you want",
  "careerServices.service.linkedin-makeover.benefit2": "Experience rewritten around what you achieved",
  "careerServices.service.linkedin-makeover.benefit3":
    "Skills and keywords chosen from job listings in your field",
  "careerServices.service.linkedin-makeover.benefit4":
    "Consistent with your resume, so both tell the same story",
  "careerServices.service.linkedin-makeover.faq1q": "Do you need my LinkedIn password?",
  "careerServices.service.linkedin-makeover.faq1a":
    "No, and never share it with anyone. We send you the new text, and you paste it into your profile yourself.",
  "careerServices.service.linkedin-makeover.faq2q": "Is this service part of LinkedIn?",
  "careerServices.service.linkedin-makeover.faq2a":
    "No. It is our own writing service. LinkedIn is a trademark of its owner, which neither runs nor endorses this service.",
  "careerServices.service.linkedin-makeover.faq3q": "Can I ask for changes?",
  "careerServices.service.linkedin-makeover.faq3a":
    "Yes. Your plan shows how many rounds of changes are included after the first draft.",

  "careerServices.service.mock-interview.title": "Mock Interview",
  "careerServices.service.course.title": "Course",
  "careerServices.service.course-bundle.title": "Course bundle",
  "careerServices.service.mock-interview.tileText":
    "Practise with an expert before the interview that counts",
  "careerServices.service.mock-interview.about":
    "A video interview of about 45 minutes with an interviewer who has hired for your field, built around the job you are preparing for. Afterwards you receive written feedback on your answers, on how you came across and on what to work on before the real interview.",
  "careerServices.service.mock-interview.benefit1":
    "Questions for your role, your level and the kind of company you are aiming for",
  "careerServices.service.mock-interview.benefit2": "Written feedback within two working days",
  "careerServices.service.mock-interview.benefit3":
    "Advice on answering competency, situational and technical questions",
  "careerServices.service.mock-interview.benefit4": "One session, or a pack of three to practise and improve",
  "careerServices.service.mock-interview.faq1q": "How do I book a time?",
  "careerServices.service.mock-interview.faq1a":
    "After your payment is confirmed, we e-mail you a link to choose a time that suits you.",
  "careerServices.service.mock-interview.faq2q": "What do I need?",
  "careerServices.service.mock-interview.faq2a":
    "A computer or phone with a camera and microphone, a quiet room, and the description of the job you are preparing for.",
  "careerServices.service.mock-interview.faq3q":
    "Does the interviewer work for the company I am applying to?",
  "careerServices.service.mock-interview.faq3a":
    "No. Our interviewers are independent, and the mock interview has no effect on any of your applications.",

  "careerServices.service.resume-score.title": "Resume Score",
  "careerServices.service.resume-score.tileText":
    "See how your resume reads to recruiters and to screening software",
  "careerServices.service.resume-score.about":
    "Upload your resume and get a score out of 100 with a report on what lowers it: missing sections, unclear dates, skills you have not named, layouts that screening software cannot read. Each point comes with a way to fix it.",
  "careerServices.service.resume-score.benefit1": "A score out of 100 within minutes",
  "careerServices.service.resume-score.benefit2": "A list of what to fix, most important first",
  "careerServices.service.resume-score.benefit3":
    "Checks of the layout, sections and keywords that screening software looks for",
  "careerServices.service.resume-score.benefit4": "Your resume stays private and unchanged",
  "careerServices.service.resume-score.faq1q": "Is my resume shared with anyone?",
  "careerServices.service.resume-score.faq1a":
    "No. It is scored for you alone; this service shows it to no recruiter.",
  "careerServices.service.resume-score.faq2q": "Which files can I upload?",
  "careerServices.service.resume-score.faq2a": "Word (.doc, .docx), PDF, RTF or plain text, up to 6 MB.",
  "careerServices.service.resume-score.faq3q": "Will a higher score get me more calls?",
  "careerServices.service.resume-score.faq3a":
    "A clearer resume is easier for recruiters and software to read, but the score is a guide, not a promise of calls.",

  "careerServices.level.fresher": "Fresher",
  "careerServices.level.experienced": "Experienced (1–8 years)",
  "careerServices.level.senior": "Senior (more than 8 years)",
  "careerServices.duration.days.one": "{count} day",
  "careerServices.duration.days.other": "{count} days",
  "careerServices.duration.months.one": "{count} month",
  "careerServices.duration.months.other": "{count} months",
  "careerServices.revisions.one": "{count} round of changes",
  "careerServices.revisions.other": "{count} rounds of changes",
  "careerServices.delivery.one": "First draft in {count} working day",
  "careerServices.delivery.other": "First draft in {count} working days",

  "careerServices.plan.featured-profile-30": "1 month",
  "careerServices.plan.featured-profile-90": "3 months",
  "careerServices.plan.resume-writing-fresher": "Fresher",
  "careerServices.plan.resume-writing-experienced": "Experienced (1–8 years)",
  "careerServices.plan.resume-writing-senior": "Senior (more than 8 years)",
  "careerServices.plan.career-booster-30": "1 month",
  "careerServices.plan.career-booster-90": "3 months",
  "careerServices.plan.profile-highlighter-30": "1 month",
  "careerServices.plan.profile-highlighter-90": "3 months",
  "careerServices.plan.linkedin-makeover-fresher": "Fresher",
  "careerServices.plan.linkedin-makeover-experienced": "Experienced (1–8 years)",
  "careerServices.plan.linkedin-makeover-senior": "Senior (more than 8 years)",
  "careerServices.plan.mock-interview-single": "One interview",
  "careerServices.plan.mock-interview-pack-3": "Pack of three interviews",
  "careerServices.plan.resume-score-once": "One resume score",
  "careerServices.plan.course-t1": "Price tier 1",
  "careerServices.plan.course-t2": "Price tier 2",
  "careerServices.plan.course-t3": "Price tier 3",
  "careerServices.plan.course-bundle-t1": "Price tier 1",
  "careerServices.plan.course-bundle-t2": "Price tier 2",
  "careerServices.plan.course-bundle-t3": "Price tier 3",

  "careerServices.addOn.cover-letter.name": "Cover letter",
  "careerServices.addOn.cover-letter.detail":
    "A cover letter for one more role or company you name, written by your writer. Resume Writing already includes one cover letter.",
  "careerServices.addOn.express-delivery.name": "Express delivery",
  "careerServices.addOn.express-delivery.detail":
    "Your first draft in 3 working days instead of your plan's usual time.",
  "careerServices.addOn.visual-resume.name": "Visual resume",
  "careerServices.addOn.visual-resume.detail":
    "A designed one-page version of your resume for sharing and printing. Keep the plain version for online applications: screening software reads it better.",
  "careerServices.addOn.linkedin-review.name": "LinkedIn profile review",
  "careerServices.addOn.linkedin-review.detail":
    "Written feedback on your LinkedIn headline, About section, experience and skills, with suggested wording.",
  "careerServices.addOn.resume-review.name": "Expert resume review",
  "careerServices.addOn.resume-review.detail":
    "An expert reads the resume recruiters will open and sends you a list of improvements, so your extra visibility leads to a strong first impression.",

  "careerServices.tag.RECOMMENDED": "RECOMMENDED",
  "careerServices.tag.BEST SELLER": "BEST SELLER",

  "careerServices.tax.GST": "GST",
  "careerServices.tax.VAT": "VAT",
  "careerServices.tax.SST": "SST",
  "careerServices.tax.withRate": "{tax} {rate}",
  "careerServices.tax.includes": "includes {tax}",
  "careerServices.tax.plus": "plus {tax}",

  "careerServices.price.was": "Was {price}",
  "careerServices.price.from": "From {price}",
  "careerServices.price.free": "Free",
};
