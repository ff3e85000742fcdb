/**
 * The resume score card on the labelled CC0 resumes (the test set): the same text always scores the
 * same, every lost point is explained by a tip, and deliberately damaged copies of the resumes that have
 * contact details and dated jobs (no contact details, no dates, nothing readable) score lower, each with
 * the tip that names the damage.
 */
import { describe, expect, it } from "vitest";
import { loadTestSet } from "./labelled-resumes.ts";
import { parseResumeText } from "./parse-resume-text.ts";
import { type ResumeScore, scoreResume } from "./score.ts";

const AS_OF = new Date("2026-11-01T00:00:00Z");
const resumes = loadTestSet();

function scored(text: string, wantedSkills?: string[]): ResumeScore {
  return scoreResume({
    text,
    fields: parseResumeText(text, { siteId: "india", asOf: AS_OF }),
    ...(wantedSkills ? { wantedSkills } : {}),
  });
}

const sectionOf = (score: ResumeScore, id: string) => score.sections.find((part) => part.id === id);
const tipsOf = (score: ResumeScore, id: string) => sectionOf(score, id)?.tips.map((tip) => tip.id) ?? [];

/** Resumes whose e-mail, phone and dated jobs were all read: the ones damage can be seen on. */
const complete = resumes
  .map((resume) => ({ resume, fields: parseResumeText(resume.text, { siteId: "india", asOf: AS_OF }) }))
  .filter(
    ({ fields }) =>
      fields.email !== null &&
      fields.phone !== null &&
      fields.employment.some((job) => job.value.from !== null),
  )
  .slice(0, 12)
  .map(({ resume }) => resume);

describe("resume score", () => {
  it("scores every labelled resume out of 100, the same each time, each lost point with its tip", () => {
    expect(resumes.length).toBeGreaterThan(20);
    for (const resume of resumes) {
      const first = scored(resume.text);
      expect(scored(resume.text)).toEqual(first);
      expect(first.total).toBeGreaterThanOrEqual(0);
      expect(first.total).toBeLessThanOrEqual(100);
      expect(first.total).toBe(first.sections.reduce((sum, part) => sum + part.score, 0));
      for (const part of first.sections) {
        const explained = part.tips.reduce((sum, tip) => sum + tip.points, 0);
        expect(explained, `${resume.id} ${part.id}`).toBe(part.max - part.score);
        expect(part.tips.every((tip) => tip.points > 0)).toBe(true);
      }
    }
  });

  it("takes points for missing contact details, with the tips that say which", () => {
    expect(complete.length).toBeGreaterThanOrEqual(5);
    for (const resume of complete) {
      const damaged = resume.text
        .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, "")
        .replace(/\+?\d[\d\s().-]{8,}\d/g, "");
      const before = scored(resume.text);
      const after = scored(damaged);
      expect(after.total, resume.id).toBeLessThan(before.total);
      expect(tipsOf(after, "contact"), resume.id).toEqual(expect.arrayContaining(["addEmail", "addPhone"]));
    }
  });

  it("takes points for jobs without dates, with the tip to add them", () => {
    for (const resume of complete) {
      // Months with their years ("Feb 09"), years and "Present" go, even where they touch other words
      // ("20082010", "2010Present").
      const damaged = resume.text
        .replace(/\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s*'?\d{0,4}/gi, "")
        .replace(/\b\d{1,2}\s*[/.-]\s*\d{2,4}\b/g, "")
        .replace(/(19|20)\d\d/g, "")
        .replace(/present|current|till date/gi, "");
      const before = scored(resume.text);
      const after = scored(damaged);
      expect(after.total, resume.id).toBeLessThan(before.total);
      const lost = tipsOf(after, "experience");
      expect(lost.includes("addDates") || lost.includes("addExperience"), `${resume.id}: ${lost}`).toBe(true);
    }
  });

  it("gives a file with no readable text (a scan, a picture) nothing, and says why first", () => {
    const none = scoreResume({ text: "", fields: null });
    expect(none.total).toBe(0);
    expect(tipsOf(none, "readability")).toEqual(["imageOnly"]);
    const picture = scoreResume({ text: "  \n\f  ", fields: parseResumeText("", { siteId: "india" }) });
    expect(picture.total).toBe(0);
  });

  it("measures skills against the wanted role's, naming the missing ones", () => {
    const [resume] = complete;
    if (!resume) throw new Error("no complete resume");
    const fields = parseResumeText(resume.text, { siteId: "india", asOf: AS_OF });
    const own = fields.skills.slice(0, 3).map((skill) => skill.value.name);
    const wanted = [...own, "Kubernetes Operators", "Quantum Annealing"];
    const score = scored(resume.text, wanted);
    const tip = sectionOf(score, "skills")?.tips.find((entry) => entry.id === "skillsForRole");
    expect(tip?.items).toEqual(["Kubernetes Operators", "Quantum Annealing"]);
    expect(tip?.points).toBe(Math.round((10 * 2) / wanted.length));
  });
});
