/** Profile groups as a seeker fills them in, for tests of the features that read or write profiles. */

/** A complete personal group (each test its own e-mail, so accounts stay apart). */
export function samplePersonal(email: string) {
  return {
    name: "Asha Rao",
    email,
    mobile: { diallingCode: "91", number: "9876501234" },
    currentLocation: "Bengaluru",
    preferredLocations: ["Bengaluru", "Pune"],
    dateOfBirth: "1995-04-12",
    gender: "female",
    differentlyAbled: null,
  };
}

/** A current job with a 30-day notice period. */
export const SAMPLE_CURRENT_JOB = {
  designation: "Java Developer",
  company: "Saranya Softech",
  startDate: "2021-06",
  endDate: null,
  isCurrent: true,
  noticePeriod: "30-days",
  lastWorkingDay: null,
};
