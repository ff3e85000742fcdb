/**
 * Reading posted forms (plain strings, repeated names for lists) into the JSON shapes the schemas check:
 * an empty field becomes `undefined` (required) or `null` (optional) and the schema decides.
 */

export type FormValues = Readonly<Record<string, string | readonly string[] | undefined>>;

export function one(form: FormValues, name: string): string {
  const value = form[name];
  const single = typeof value === "string" ? value : value?.[0];
  return (single ?? "").trim();
}

export function many(form: FormValues, name: string): string[] {
  const value = form[name];
  const items = value === undefined ? [] : typeof value === "string" ? [value] : [...value];
  return items.map((item) => item.trim()).filter((item) => item.length > 0);
}

/** A whole number, or undefined when empty or not a number (the schema then says what is missing). */
export function wholeNumber(text: string): number | undefined {
  const digits = text.replace(/[,\s]/g, "");
  return /^\d{1,12}$/.test(digits) ? Number(digits) : undefined;
}

export function optionalNumber(text: string): number | null | undefined {
  return text === "" ? null : (wholeNumber(text) ?? Number.NaN);
}

export function optionalText(text: string): string | null {
  return text === "" ? null : text;
}

export function isChecked(form: FormValues, name: string): boolean {
  return ["yes", "on", "true", "1"].includes(one(form, name));
}

/** Comma-separated places typed in one box, or one place per repeated field. */
export function places(form: FormValues, name: string): string[] {
  return [
    ...new Set(
      many(form, name)
        .flatMap((item) => item.split(","))
        .map((item) => item.trim())
        .filter((item) => item.length > 0),
    ),
  ];
}
