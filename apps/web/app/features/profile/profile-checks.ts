/**
 * The browser's checks before a profile form is sent: the very schemas and form readers the server
 * uses, so a form the browser lets through is refused by the server only for what needs the database
 * (a skill already on the profile, a second current job, the profile limit).
 */
import {
  createProfileFromForm,
  createProfileSchema,
  type FieldProblem,
  listEntryFromForm,
  objectGroupFromForm,
  PROFILE_LIST_SCHEMAS,
  PROFILE_OBJECT_SCHEMAS,
  type ProfileFormValues,
  type ProfileListGroup,
  type ProfileObjectGroup,
  parseWith,
  profileNameSchema,
  skillSchema,
} from "@portal/domain";

function problemsOf(schema: unknown, input: unknown): FieldProblem[] {
  const result = parseWith(schema as Parameters<typeof parseWith>[0], input);
  return result.ok ? [] : result.problems;
}

export function checkGroup(group: ProfileObjectGroup) {
  return (values: ProfileFormValues) =>
    problemsOf(PROFILE_OBJECT_SCHEMAS[group], objectGroupFromForm(group, values));
}

export function checkEntry(group: ProfileListGroup) {
  return (values: ProfileFormValues) =>
    problemsOf(PROFILE_LIST_SCHEMAS[group], listEntryFromForm(group, values));
}

export const checkCreate = (values: ProfileFormValues) =>
  problemsOf(createProfileSchema, createProfileFromForm(values));

export const checkName = (values: ProfileFormValues) =>
  problemsOf(profileNameSchema, { name: typeof values.name === "string" ? values.name : "" });

export const checkSkill = (values: ProfileFormValues) =>
  problemsOf(skillSchema, { name: typeof values.name === "string" ? values.name : "" });
