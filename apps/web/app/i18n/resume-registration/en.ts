/** Texts of registration by resume: the upload on the first step and the marks on the later steps. */
export const resumeRegistrationEn = {
  "resumeRegistration.heading": "Upload your resume to fill in the steps",
  "resumeRegistration.intro":
    "We read your resume and fill in what we find. You check every value, and nothing is saved until you continue.",
  "resumeRegistration.fileLabel": "Choose your resume",
  "resumeRegistration.fileHint": "doc, docx, rtf, txt or pdf, at most {max} MB.",
  "resumeRegistration.dropHere": "or drag and drop your resume here",
  "resumeRegistration.progress": "Uploading and reading {file}",
  "resumeRegistration.progressDone": "Reading {file}",
  "resumeRegistration.filled.one":
    "We filled in {count} detail from {file}. Check it, then continue: the file is kept with your registration.",
  "resumeRegistration.filled.other":
    "We filled in {count} details from {file}. Check them, then continue: the file is kept with your registration.",
  "resumeRegistration.nothingToFill":
    "We found no details to fill in from {file}. Please fill in the form; the file is kept with your registration.",
  "resumeRegistration.chosen": "{file} is uploaded with your registration.",
  "resumeRegistration.remove": "Remove the file",
  "resumeRegistration.removed": "The file was removed.",
  "resumeRegistration.fromResume": "From your resume: please check it.",
  "resumeRegistration.suggestion": "Your resume says: {value}",
  "resumeRegistration.pathFromResume": "We chose this from your resume. Change it if it is not right.",
  "resumeRegistration.stepIntro":
    "Values marked “From your resume” were read from your resume. Check or change them, then save.",
  "resumeRegistration.skillsLegend": "Key skills from your resume",
  "resumeRegistration.skillsHint": "Ticked skills are added to your profile. Untick any that are not yours.",
  "resumeRegistration.notKept":
    "Your account is ready, but your resume was not kept: {reason} You can upload it later from your profile.",
  "accounts.msg.resumeTooLarge": "Please upload valid file. A resume can be at most {max} MB.",
  "accounts.msg.resumeNoText":
    "We could not find any text in this file. Please upload a resume with selectable text, not a scanned image.",
} as const;

export type ResumeRegistrationCatalogue = { readonly [K in keyof typeof resumeRegistrationEn]: string };
