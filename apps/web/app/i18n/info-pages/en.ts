/**
 * Texts of the about, terms, privacy and contact pages, one entry per paragraph or list item. {brand} is
 * the brand's name and {site} the country site's ("JobNest India"). What they say must stay true to what
 * the portal does: change them with the code they describe.
 */
export const infoPagesEn = {
  "info.siteName": "{brand} {country}",
  "info.contents": "On this page",
  "info.seeAlso": "See also:",
  "info.writeTo": "Write to us at",

  "info.about.title": "About us",
  "info.about.description":
    "{brand} is a job portal for job seekers and employers, with nine country sites in English, Hindi and Arabic.",
  "info.about.intro":
    "{site} is part of {brand}, a job portal that brings together people looking for work and employers who are hiring.",
  "info.about.seekers.heading": "For job seekers",
  "info.about.seekers.search":
    "Search jobs by skill, job title, company or place, narrow the results with filters, and save the jobs and searches you want to come back to.",
  "info.about.seekers.profiles":
    "Keep up to five profiles, each aimed at a different kind of work. The one you make your default is the one recruiters see.",
  "info.about.seekers.resume":
    "Upload your resume: we read its text to suggest entries for your profile, and nothing is added until you confirm it.",
  "info.about.seekers.apply":
    "Apply to one job or to several at once with the profile of your choice, follow each application, and withdraw one if you change your mind.",
  "info.about.seekers.news":
    "See when a recruiter views, shortlists or turns down your application, and which companies have looked at your profile.",
  "info.about.seekers.recommendations":
    "Get job recommendations from your profile, your searches and the jobs you open, and hide the jobs and companies that do not interest you.",
  "info.about.employers.heading": "For employers",
  "info.about.employers.body":
    "Employers list their vacancies on {brand}. Their recruiters sign in through a separate employer login to see who applied to their company's jobs, read each applicant's profile and resume, and shortlist or turn down applications.",
  "info.about.sites.heading": "Nine country sites, three languages",
  "info.about.sites.body":
    "{brand} has a site for each of these countries and regions. Each one lists the jobs of its own market, with salaries in its own currency:",
  "info.about.sites.languages":
    "Every page can be read in English, Hindi and Arabic; the Arabic pages read from right to left.",
  "info.about.contact.heading": "Get in touch",
  "info.about.contact.body": "Questions, problems or ideas? We would like to hear from you.",

  "info.terms.title": "Terms and conditions",
  "info.terms.description":
    "The terms for using {site}: accounts, profiles and resumes, applications, employers' duties and what is not allowed.",
  "info.terms.intro":
    "These terms apply to everyone who uses {site}, whether you are looking for work or hiring. By using the site or creating an account, you accept them. Please read them together with our privacy policy, which explains how we handle your personal data.",
  "info.terms.service.heading": "Using the service",
  "info.terms.service.purpose":
    "{brand} helps job seekers find work and employers find people to hire. You can search and read jobs without an account; saving jobs and searches, keeping a profile and applying need one.",
  "info.terms.service.eligibility":
    "You must be old enough to work lawfully in the country where you are looking for work. Use the service only for your own job search or, as a recruiter, for your employer's hiring.",
  "info.terms.service.sites": "Each country site lists the jobs of its own market.",
  "info.terms.accounts.heading": "Your account and its security",
  "info.terms.accounts.details":
    "Give true details when you register, and keep your e-mail address and mobile number up to date: we send verification codes and password reset links to them.",
  "info.terms.accounts.secrets":
    "Keep your password to yourself and never share a verification code. We will never ask you for either. You are responsible for what is done with your account unless you have told us it is being misused.",
  "info.terms.accounts.misuse":
    "Logins end by themselves after a while without use. If you think someone else has used your account, change your password, log out on all devices and tell us at once.",
  "info.terms.content.heading": "Your profiles, resumes and photo",
  "info.terms.content.rules":
    "You may post up to five profiles, your resumes and a photo. What you post must be true, yours to share and lawful, and must not include other people's personal data without their permission.",
  "info.terms.content.licence":
    "What you post remains yours. You allow us to store it, to read the text of your resumes to suggest entries for your profile, and to show it to employers as our privacy policy describes, for as long as it stays on the site.",
  "info.terms.content.removal":
    "We may remove anything that breaks these terms and suspend the account that posted it.",
  "info.terms.applications.heading": "Applications",
  "info.terms.applications.sent":
    "When you apply, your application, with the profile you chose and that profile's current resume, is sent to the employer of the job. Only the employer decides whom to contact, shortlist or hire: we do not promise interviews or jobs.",
  "info.terms.applications.limits":
    "You can apply to several jobs at once (up to 5 as a fresher, up to 10 with work experience) and to at most 100 jobs a day.",
  "info.terms.applications.withdraw":
    "You can withdraw an application until it is turned down; the employer then no longer sees it. The employer may already have read it before you withdrew.",
  "info.terms.employers.heading": "Employers' duties",
  "info.terms.employers.vacancies":
    "Employers and their recruiters may list only real vacancies that they are entitled to fill, and must describe the job, its place and its pay honestly.",
  "info.terms.employers.fees":
    "They must never ask job seekers for money to apply, to be interviewed or to be hired.",
  "info.terms.employers.data":
    "They may use applicants' details only to fill the job that was applied to. They must keep them confidential and must not sell them, pass them on or use them for marketing.",
  "info.terms.employers.law":
    "They must follow the employment, equal-treatment and data protection laws of the countries where they hire, and keep their employer login to themselves.",
  "info.terms.prohibited.heading": "What is not allowed",
  "info.terms.prohibited.intro": "Nobody may use {brand} to:",
  "info.terms.prohibited.false":
    "post false, misleading or fraudulent jobs, profiles or resumes, or pretend to be someone else;",
  "info.terms.prohibited.fees": "ask for fees, deposits or bank details in return for a job;",
  "info.terms.prohibited.harvest":
    "collect other users' details or copy jobs or profiles in bulk, by automated means or otherwise;",
  "info.terms.prohibited.security":
    "get around our security or our limits on requests, or into anyone else's account;",
  "info.terms.prohibited.abuse":
    "send spam or malicious software, or post anything unlawful, hateful, discriminatory or harassing.",
  "info.terms.suspension.heading": "Suspending and closing accounts",
  "info.terms.suspension.body":
    "We may suspend or close an account that breaks these terms or puts other users at risk. You may stop using the service at any time; to close your account, write to us.",
  "info.terms.changes.heading": "Changes to the service and to these terms",
  "info.terms.changes.body":
    "We keep improving {brand} and may add, change or withdraw features. When we change these terms, we publish the new version on this page; if a change affects you, we tell you on the site or by e-mail before it applies. Using the service after that means you accept the new terms.",
  "info.terms.liability.heading": "Liability",
  "info.terms.liability.asIs":
    "Employers write their jobs and job seekers their profiles. We take care to keep the service safe and working, but we cannot check every job or profile, and we provide the service as it is, without promising that it will always be available or free of errors.",
  "info.terms.liability.limits":
    "As far as the law allows, we are not liable for indirect losses, nor for what employers and job seekers who meet through the service do. Nothing in these terms limits a liability that the law does not allow us to limit, or takes away your rights as a consumer.",
  "info.terms.law.heading": "Which law applies",
  "info.terms.law.body":
    "Each {brand} country site is run for its own country or region. These terms are governed by the law that applies to the site you use, {site}. Rules of the country where you live that protect you as a consumer still apply. If you have a complaint, please write to us first: most problems are solved that way.",
  "info.terms.questions.heading": "Questions",
  "info.terms.questions.body": "Questions about these terms? We are happy to explain them.",

  "info.privacy.title": "Privacy policy",
  "info.privacy.description":
    "What personal data {site} collects, why, who sees it, the cookies it uses and the choices you have.",
  "info.privacy.intro":
    "This policy explains what personal data {site} collects, why, who can see it, how long we keep it and what you can do about it.",
  "info.privacy.collect.heading": "What we collect",
  "info.privacy.collect.intro": "We collect what the service needs to work:",
  "info.privacy.collect.account":
    "Account details: your name, e-mail address and mobile number, the site and language you registered on, and whether you have verified your e-mail address and mobile number. Your password is stored only in a one-way scrambled form that nobody can turn back into the password.",
  "info.privacy.collect.social":
    "If you log in with another service, the identity that service confirms for you: its account identifier and your e-mail address.",
  "info.privacy.collect.profiles":
    "Your profiles (up to five) and what you enter in them: personal details, work experience, employment, education, skills, salary, notice period, preferred locations and work permit, and your photo if you add one.",
  "info.privacy.collect.resumes":
    "The resumes you upload, and the details our software reads from their text (such as contact details, jobs, education and skills) to suggest entries for your profile.",
  "info.privacy.collect.applications":
    "Your applications: the job, the profile you sent, and each change of status with its date.",
  "info.privacy.collect.searches":
    'Your searches and choices: your recent searches (the last ten on each site), the searches and jobs you save, the jobs you open, and the jobs and companies you mark as "Not interested".',
  "info.privacy.collect.views":
    "Profile views: when a recruiter opens your profile, we record the recruiter's company and the time.",
  "info.privacy.collect.cards":
    'How you respond to our reminders to review parts of your profile: when one is shown, opened, answered, skipped or put off with "Remind me later".',
  "info.privacy.collect.security":
    "Security records: for each login, when and how you logged in, your network (IP) address and your browser's identification (user agent); and the verification codes we send, kept only as one-way fingerprints.",
  "info.privacy.collect.guests":
    "If you search without logging in, your recent searches stay in your own browser and are not sent to us. Voice search turns speech into text with your browser's own speech recognition, which your browser's maker may run on its servers; we receive only the text.",
  "info.privacy.use.heading": "Why we use it",
  "info.privacy.use.account":
    "To run your account, log you in and keep it secure: verification codes, logins and limits on repeated attempts.",
  "info.privacy.use.applications":
    "To send your applications to employers, and to show you what happens to each of them.",
  "info.privacy.use.recommendations":
    "To recommend jobs from your profile, your searches, the jobs you open and the jobs you applied to, leaving out what you have hidden.",
  "info.privacy.use.resume": "To fill in your profile from your resume, when you ask us to.",
  "info.privacy.use.reminders": "To remind you to keep your profile up to date.",
  "info.privacy.use.messages":
    "To send you the messages the service needs, such as verification codes and password reset links, by e-mail or SMS.",
  "info.privacy.use.noSale": "We do not sell your personal data, and we do not use it for advertising.",
  "info.privacy.sharing.heading": "Who sees what",
  "info.privacy.sharing.applied":
    "Recruiters of a job you apply to see your application, the profile you chose to send with it and that profile's current resume. Once you withdraw the application, they no longer see it.",
  "info.privacy.sharing.recruiters":
    "Recruiters using {brand} can open your default profile and your photo. Each time they do, we record their company and show it to you on your profile performance page.",
  "info.privacy.sharing.seekers":
    'Other job seekers never see your profiles, resumes or applications. Suggestions such as "seekers who applied to this job also applied to" are made from counts, never from names.',
  "info.privacy.sharing.providers":
    "Companies that deliver our e-mail and SMS messages, or host our servers and files, handle data only on our behalf and on our instructions.",
  "info.privacy.sharing.authorities": "We disclose data to public authorities only when the law requires it.",
  "info.privacy.cookies.heading": "Cookies and storage in your browser",
  "info.privacy.cookies.intro":
    "We use only the cookies the site needs to work and to stay secure. There are no advertising or third-party tracking cookies.",
  "info.privacy.cookies.lifetime": "Kept: {lifetime}",
  "info.privacy.cookies.session.purpose":
    "Keeps you logged in; scripts on the page cannot read it. For visitors who are not logged in, it only ties the security token below to this browser.",
  "info.privacy.cookies.session.lifetime":
    "until you log out or your login ends (at most 30 days for job seekers, 12 hours for recruiters); for visitors who are not logged in, until the browser is closed.",
  "info.privacy.cookies.presence.purpose":
    "Tells the page that you are logged in, so that it shows your menu.",
  "info.privacy.cookies.presence.lifetime": "as long as your login.",
  "info.privacy.cookies.xsrf.purpose":
    "Protects your forms from being sent by other websites (cross-site request forgery).",
  "info.privacy.cookies.xsrf.lifetime":
    "as long as your login; for visitors who are not logged in, until the browser is closed.",
  "info.privacy.cookies.knownDevice.purpose":
    "Remembers which account last logged in on this browser, so that you can still log in with your password while someone else is trying to guess it.",
  "info.privacy.cookies.knownDevice.lifetime": "180 days, also after you log out.",
  "info.privacy.cookies.banner.purpose": "Remembers that you closed the banner inviting you to get our app.",
  "info.privacy.cookies.banner.lifetime": "one day.",
  "info.privacy.cookies.linkToken.purpose":
    "Holds the secret of a password reset or e-mail verification link once you have opened it, so that it does not stay in the address bar or your browser's history. Only that page receives it.",
  "info.privacy.cookies.linkToken.lifetime": "30 minutes, or until the link has been used.",
  "info.privacy.cookies.registrationReturn.purpose":
    "Remembers the page to bring you back to, such as a job you were applying to, while you finish registering.",
  "info.privacy.cookies.registrationReturn.lifetime": "two hours.",
  "info.privacy.cookies.pendingSave.purpose":
    "Remembers a job or search you asked to save before logging in, so that it is saved once you have logged in.",
  "info.privacy.cookies.pendingSave.lifetime": "30 minutes.",
  "info.privacy.cookies.socialLogin.purpose":
    "Holds the state of a login through another service while you are at that service.",
  "info.privacy.cookies.socialLogin.lifetime": "10 minutes.",
  "info.privacy.cookies.visitor.purpose":
    "A random number that lets us count one vote per visitor in a poll, count visits without knowing who you are, and show you the same version of a page we are comparing in two versions. It names no one and is set the first time a page reports a visit or you vote.",
  "info.privacy.cookies.visitor.lifetime": "one year.",
  "info.privacy.cookies.blocking":
    "If you block these cookies, you cannot log in or send forms. A guest's recent searches are kept in the browser's local storage, not in a cookie.",
  "info.privacy.retention.heading": "How long we keep it",
  "info.privacy.retention.account":
    "Your account, profiles, resumes and applications are kept while you have an account, so that you, and the employers you applied to, can see them.",
  "info.privacy.retention.deletions":
    "When you delete a profile, its resumes are deleted with it. When you remove a resume, its file is deleted at once; the details read from it are kept with that profile until you delete the profile.",
  "info.privacy.retention.searches":
    "Only your ten most recent searches on each site are kept; older ones are deleted as you search.",
  "info.privacy.retention.security":
    "Verification codes expire after 10 minutes. Logins end after a while without use (3 days for job seekers, 2 hours for recruiters), and at the latest 30 days (job seekers) or 12 hours (recruiters) after logging in.",
  "info.privacy.retention.closing":
    "You can delete your account in Settings: you are logged out at once, and 14 days later we delete your data, files included (log in before then to keep the account). Orders and their tax invoices are kept, without your name or e-mail address, because the law obliges us to.",
  "info.privacy.rights.heading": "Your choices and rights",
  "info.privacy.rights.intro": "On the site itself you can, at any time:",
  "info.privacy.rights.profiles":
    "edit your profiles, choose which one is the default, and delete those you no longer need (one must remain);",
  "info.privacy.rights.files": "remove a resume or your photo;",
  "info.privacy.rights.withdraw": "withdraw an application that has not been turned down;",
  "info.privacy.rights.searches":
    "delete saved searches, clear your recent searches, remove saved jobs, and take jobs and companies off your not-interested list;",
  "info.privacy.rights.logout": "log out on all devices at once.",
  "info.privacy.rights.requests":
    "You can download a copy of everything we hold about you in Settings, and ask us to correct or delete it. Depending on where you live, your country's data protection law may give you further rights, including the right to complain to its data protection authority.",
  "info.privacy.security.heading": "How we protect it",
  "info.privacy.security.body":
    "Passwords and verification codes are stored only in one-way scrambled form, logins expire, repeated attempts are limited, and resumes and photos are shown only to you and to the recruiters described above. No system is perfectly secure: if you notice anything wrong with your account, tell us at once.",
  "info.privacy.changes.heading": "Changes to this policy",
  "info.privacy.changes.body":
    "When we change this policy, we publish the new version on this page, and we tell you on the site or by e-mail if a change affects how your data is used.",
  "info.privacy.contact.heading": "Contact",
  "info.privacy.contact.body": "Questions about your data or this policy? Write to {site}.",

  "info.contact.title": "Contact us",
  "info.contact.description": "Phone, toll-free number and e-mail address of {site}.",
  "info.contact.intro": "Questions about {site}, your account or an application? Get in touch with us.",
  "info.contact.tips.heading": "Before you write",
  "info.contact.tips.account": "Write from your account's e-mail address, so that we can find your account.",
  "info.contact.tips.application": "About an application, give the job's title and the company's name.",
  "info.contact.tips.secrets":
    "Never send us your password or a verification code: we will never ask you for them.",
  "info.contact.otherSites.heading": "Another country?",
  "info.contact.otherSites.body":
    "Each country site has its own contact details. Choose a country at the bottom of any page.",
} as const;

export type InfoPagesCatalogue = { readonly [K in keyof typeof infoPagesEn]: string };
