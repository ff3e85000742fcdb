/**
 * What a recruiter is shown of a default profile: its certificates as the learning site issued them (title,
 * issuer, the address to check them, the date), without the ids the seeker's own page works with.
 */
import { emptyProfileData, type ProfileDetail } from "@portal/domain";
import { describe, expect, it } from "vitest";
import { profileForRecruiter } from "./profile-for-recruiter.ts";

const detail = (certificates: ProfileDetail["data"]["certificates"]): ProfileDetail => ({
  id: "p1",
  name: "Main",
  isDefault: true,
  createdAt: "2026-11-01T00:00:00.000Z",
  updatedAt: "2026-11-01T00:00:00.000Z",
  data: { ...emptyProfileData(), skills: ["SQL"], certificates },
  groupUpdatedAt: {},
  resumeId: null,
});

describe("profileForRecruiter", () => {
  it("shows certificates as issued, and none when there are none", () => {
    expect(profileForRecruiter(detail([])).certificates).toEqual([]);
    const shown = profileForRecruiter(
      detail([
        {
          id: "c1",
          courseId: "sql-basics",
          title: "SQL basics",
          issuer: "Skillhouse",
          url: "https://learning.example/certificates/abc",
          issuedOn: "2026-11-20",
        },
      ]),
    );
    expect(shown.certificates).toEqual([
      {
        title: "SQL basics",
        issuer: "Skillhouse",
        url: "https://learning.example/certificates/abc",
        issuedOn: "2026-11-20",
      },
    ]);
    expect(shown.skills).toEqual(["SQL"]);
  });
});
