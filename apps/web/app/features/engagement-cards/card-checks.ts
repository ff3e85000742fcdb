/**
 * The browser's check of a card's update before it is sent: the field group's own schema from
 * @portal/domain over the card's fields merged into the saved value, the check the server makes.
 * Only problems of fields the card shows are reported here; the server says anything else.
 */
import {
  CARD_FIELDS,
  type CardValues,
  type CardView,
  cardProblems,
  createProfileSchema,
  educationSchema,
  employmentSchema,
  experienceSchema,
  type FieldProblem,
  mergedGroupInput,
  type PersonalBase,
  parseWith,
  personalSchema,
  salarySchema,
  workAuthorizationSchema,
} from "@portal/domain";
import type { z } from "zod";

function problemsOf(schema: z.ZodType, input: unknown): FieldProblem[] {
  const result = parseWith(schema, input);
  return result.ok ? [] : result.problems;
}

export function checkCardBody(
  card: CardView,
  body: Record<string, unknown>,
  base: PersonalBase,
): FieldProblem[] {
  const { cardId } = card;
  const data = null;
  let problems: FieldProblem[];
  switch (cardId) {
    case "current-salary":
      problems = problemsOf(salarySchema, {
        expectedSalary: null,
        ...(card.value as CardValues["current-salary"]),
        ...body,
      });
      break;
    case "current-location":
    case "preferred-location":
      problems = problemsOf(personalSchema, mergedGroupInput(cardId, data, body, base));
      break;
    case "experience":
      problems = problemsOf(experienceSchema, body);
      break;
    case "work-authorization":
      problems = problemsOf(workAuthorizationSchema, body);
      break;
    case "designation":
      problems = problemsOf(employmentSchema, body);
      break;
    case "education":
      problems = problemsOf(educationSchema, body);
      break;
    case "notice-period": {
      const job = card.value as CardValues["notice-period"];
      problems = job ? problemsOf(employmentSchema, { ...job, ...body }) : [];
      break;
    }
    case "skills":
      problems =
        Array.isArray(body.skills) && body.skills.length > 0
          ? []
          : [{ field: "skills", messageKey: "selectSkills" }];
      break;
    case "profile-import":
      problems = problemsOf(createProfileSchema, body);
      break;
    case "mobile-otp":
      problems = /^\d{6}$/.test(String(body.otp ?? "")) ? [] : [{ field: "otp", messageKey: "invalidOtp" }];
      break;
  }
  const fields = CARD_FIELDS[cardId];
  // Pickers name the salary "currentLakhs"/"currentThousands"; its problems are the amount's.
  return cardProblems(cardId, problems).filter(
    (problem) =>
      problem.field !== undefined && (fields.includes(problem.field) || problem.field === "currentSalary"),
  );
}
