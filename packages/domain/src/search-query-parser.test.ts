import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseNaturalQuery } from "./search-query-parser.ts";

const CITIES = [
  "Pune",
  "Mumbai",
  "Bengaluru",
  "Navi Mumbai",
  "Delhi",
  "Gurgaon",
  "Makati City",
  "Dubai",
  "Abu Dhabi",
];

describe("parseNaturalQuery", () => {
  const cases: [string, ReturnType<typeof parseNaturalQuery>][] = [
    ["java jobs in pune for 3 years experience", { keywords: "java", location: "Pune", experience: 3 }],
    ["java developer", { keywords: "java developer" }],
    ["sales executive in navi mumbai", { keywords: "sales executive", location: "Navi Mumbai" }],
    ["accountant mumbai", { keywords: "accountant", location: "Mumbai" }],
    ["mumbai accountant", { keywords: "accountant", location: "Mumbai" }],
    ["fresher accountant jobs in mumbai", { keywords: "accountant", location: "Mumbai", experience: 0 }],
    ["data analyst 5+ years", { keywords: "data analyst", experience: 5 }],
    ["5 yrs exp python developer", { keywords: "python developer", experience: 5 }],
    [
      "experience 4 years devops engineer in bangalore",
      { keywords: "devops engineer", location: "Bengaluru", experience: 4 },
    ],
    ["hr jobs in gurugram", { keywords: "hr", location: "Gurgaon" }],
    ["customer support in makati", { keywords: "customer support", location: "Makati City" }],
    ["remote react developer", { keywords: "react developer", location: "remote" }],
    ["content writer work from home", { keywords: "content writer", location: "remote" }],
    ["java 8 developer", { keywords: "java 8 developer" }],
    ["3d artist", { keywords: "3d artist" }],
    ["C++ developer in pune", { keywords: "C++ developer", location: "Pune" }],
    ["जावा डेवलपर पुणे में ३ साल", { keywords: "java developer", location: "Pune", experience: 3 }],
    ["मुंबई में अकाउंटेंट की नौकरी", { keywords: "accountant", location: "Mumbai" }],
    ["फ्रेशर ड्राइवर दिल्ली", { keywords: "driver", location: "Delhi", experience: 0 }],
    ["محاسب في دبي خبرة ٥ سنوات", { keywords: "accountant", location: "Dubai", experience: 5 }],
    ["وظائف مهندس في أبوظبي", { keywords: "engineer", location: "Abu Dhabi" }],
    ["سائق في بدبي", { keywords: "driver", location: "Dubai" }],
    ["محاسب بدبي", { keywords: "accountant", location: "Dubai" }],
    ["مهندس برمجيات في بنغالور", { keywords: "software engineer", location: "Bengaluru" }],
    ["وظائف مبيعات في ابو ظبي", { keywords: "sales", location: "Abu Dhabi" }],
    ["सॉफ्टवेयर इंजीनियर बेंगलुरु में", { keywords: "software engineer", location: "Bengaluru" }],
    ["लेखाकार की नौकरी गुड़गाँव", { keywords: "accountant", location: "Gurgaon" }],
    ["ड्राइवर दुबई", { keywords: "driver", location: "Dubai" }],
    ["nurse in Bombay", { keywords: "nurse", location: "Mumbai" }],
    ["pune", { keywords: "", location: "Pune" }],
    ["jobs for freshers", { keywords: "", experience: 0 }],
  ];
  for (const [text, expected] of cases) {
    it(`reads "${text}"`, () => {
      expect(parseNaturalQuery(text, CITIES)).toEqual(expected);
    });
  }

  it("leaves quoted and excluded words as typed, for the keyword reader", () => {
    expect(parseNaturalQuery('"مهندس برمجيات" دبي', CITIES)).toEqual({
      keywords: '"مهندس برمجيات"',
      location: "Dubai",
    });
    expect(parseNaturalQuery("محاسب -مبيعات", CITIES)).toEqual({ keywords: "accountant -مبيعات" });
  });

  it("only takes places the site has", () => {
    expect(parseNaturalQuery("nurse jobs in singapore", CITIES)).toEqual({ keywords: "nurse in singapore" });
    expect(parseNaturalQuery("java jobs in pune", [])).toEqual({ keywords: "java in pune" });
  });

  it("ignores impossible years", () => {
    expect(parseNaturalQuery("manager 99 years", CITIES)).toEqual({ keywords: "manager 99 years" });
  });

  it("never throws, and every keyword it keeps was typed", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        const understood = parseNaturalQuery(text, CITIES);
        if (understood.experience !== undefined) expect(understood.experience).toBeLessThanOrEqual(50);
        if (understood.location !== undefined) expect([...CITIES, "remote"]).toContain(understood.location);
        const typed = text.toLowerCase();
        for (const word of understood.keywords.split(" ").filter(Boolean)) {
          expect(typed.includes(word.toLowerCase()) || /[a-z]/.test(word)).toBe(true);
        }
      }),
    );
  });
});
