/**
 * Staff's prices of the career-services catalogue (decision 048): the one check of a price change, read
 * by the server before it saves one and by the staff page before it asks to confirm, so both refuse
 * with the same words. Amounts are integers of the site currency's minor unit (decision 042).
 */
import type { FieldProblem } from "./field-problems.ts";

/**
 * Far above any honest price of a career service in any site's currency (10 million rupees, dirhams or
 * dollars; a million Kuwaiti dinars; a billion dong), and far below where counting stops being exact.
 */
export const MAX_CATALOGUE_PRICE_MINOR = 1_000_000_000;

/** A plan's or add-on's new terms on one site as staff send them. */
export interface CataloguePriceInput {
  /** false: the site stops selling it (its price becomes null, as in the file). */
  sold: boolean;
  priceMinor: number | null;
  /** Plans only: the struck-through "was" price, or null for none. */
  listPriceMinor: number | null;
}

/** The price of an item now, and after a change: null prices are "not sold". */
export interface CataloguePrice {
  priceMinor: number | null;
  listPriceMinor: number | null;
}

function isAmount(value: number | null): value is number {
  return value !== null && Number.isSafeInteger(value) && value > 0 && value <= MAX_CATALOGUE_PRICE_MINOR;
}

/**
 * What is wrong with a change, each problem on its field (`priceMinor`, `listPriceMinor`): a sold item
 * needs a price above zero; a "was" price, where one is given, must be above the price (consumer law
 * treats any other as misleading, decision 042) and only plans have one. An item no longer sold keeps
 * no price.
 */
export function cataloguePriceProblems(kind: "plan" | "add-on", input: CataloguePriceInput): FieldProblem[] {
  if (!input.sold) return [];
  const problems: FieldProblem[] = [];
  if (!isAmount(input.priceMinor)) problems.push({ field: "priceMinor", messageKey: "amountInvalid" });
  if (input.listPriceMinor !== null) {
    if (kind !== "plan") problems.push({ field: "listPriceMinor", messageKey: "invalidValue" });
    else if (
      !isAmount(input.listPriceMinor) ||
      (isAmount(input.priceMinor) && input.listPriceMinor <= input.priceMinor)
    )
      problems.push({ field: "listPriceMinor", messageKey: "catalogueListPriceNotAbove" });
  }
  return problems;
}

/** The price an accepted change leaves: nothing at all for an item no longer sold. */
export function cataloguePriceAfter(kind: "plan" | "add-on", input: CataloguePriceInput): CataloguePrice {
  if (!input.sold) return { priceMinor: null, listPriceMinor: null };
  return { priceMinor: input.priceMinor, listPriceMinor: kind === "plan" ? input.listPriceMinor : null };
}
