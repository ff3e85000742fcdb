/** Industries as a company's select offers them: stored by their English name, shown in the page's language. */
import { INDUSTRIES, type Language, translateName } from "@portal/domain";

export function industryOptions(language: Language): { value: string; label: string }[] {
  const collator = new Intl.Collator(language);
  return INDUSTRIES.map((industry) => ({
    value: industry.name,
    label: translateName("industries", industry.name, language),
  })).sort((a, b) => collator.compare(a.label, b.label));
}
