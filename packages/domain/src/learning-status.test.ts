import { describe, expect, it } from "vitest";
import { summariseLearning } from "./learning-status.ts";

const bundle = {
  kind: "bundle",
  itemRef: "data-path",
  title: "Data path",
  courseIds: ["sql", "excel", "bi"],
} as const;

describe("summariseLearning", () => {
  it("counts each course once, by the progress reported, and averages a bundle's courses rounded down", () => {
    const summary = summariseLearning(
      [bundle, { kind: "course", itemRef: "sql", title: "SQL", courseIds: ["sql"] }],
      new Map([
        ["sql", 100],
        ["excel", 33],
      ]),
    );
    expect(summary.courses).toEqual({ enrolled: 1, in_progress: 1, completed: 1 });
    expect(summary.bundles).toEqual([
      { bundleId: "data-path", title: "Data path", status: "in_progress", percent: 44 },
    ]);
  });

  it("says not started before any progress, and completed only when every course is", () => {
    expect(summariseLearning([bundle], new Map()).bundles[0]).toMatchObject({
      status: "enrolled",
      percent: 0,
    });
    const nearly = summariseLearning(
      [bundle],
      new Map([
        ["sql", 100],
        ["excel", 100],
        ["bi", 99],
      ]),
    );
    expect(nearly.bundles[0]).toMatchObject({ status: "in_progress", percent: 99 });
    const done = summariseLearning(
      [bundle],
      new Map([
        ["sql", 100],
        ["excel", 100],
        ["bi", 100],
      ]),
    );
    expect(done.bundles[0]).toMatchObject({ status: "completed", percent: 100 });
    expect(done.courses).toEqual({ enrolled: 0, in_progress: 0, completed: 3 });
  });
});
