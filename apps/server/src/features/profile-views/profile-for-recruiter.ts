/**
 * The part of a seeker's default profile a recruiter is shown: who they are, where they want to work,
 * their jobs, education, skills, course certificates and passed skill assessments. Contact details and salary stay out until the seeker applies.
 */

import type { AssessmentBadge, ProfileForRecruiter } from "@portal/contracts";
import { COURSES, type ProfileDetail } from "@portal/domain";

const COURSE_NAMES = new Map(COURSES.map((course) => [course.id, course.name]));

export function profileForRecruiter(
  detail: ProfileDetail,
  assessments: AssessmentBadge[] = [],
): ProfileForRecruiter {
  const { data } = detail;
  return {
    name: detail.name,
    experience: data.experience
      ? { isFresher: data.experience.isFresher, years: data.experience.years, months: data.experience.months }
      : null,
    currentLocation: data.personal?.currentLocation ?? null,
    preferredLocations: data.personal?.preferredLocations ?? [],
    employments: data.employments.map((entry) => ({
      designation: entry.designation,
      company: entry.company,
      startDate: entry.startDate,
      endDate: entry.endDate,
      isCurrent: entry.isCurrent,
    })),
    educations: data.educations.map((entry) => ({
      course: COURSE_NAMES.get(entry.courseId) ?? "",
      specialization: entry.specialization,
      institute: entry.institute,
      passingYear: entry.passingYear,
    })),
    skills: [...data.skills, ...data.itSkills.map((skill) => skill.name)],
    certificates: data.certificates.map(({ title, issuer, url, issuedOn }) => ({
      title,
      issuer,
      url,
      issuedOn,
    })),
    assessments,
  };
}
