/**
 * A translated sentence that holds words from data: a job title, a company, a search term, a name. Each
 * such value sits in a `<bdi>`, so an English title keeps its own direction inside an Arabic sentence
 * (and an Arabic name inside an English one) instead of pulling the words around it out of order.
 * Values without letters (figures, ranges such as "3-5") stay in the sentence's own run, where digits
 * already read left to right.
 */
import { Fragment, type ReactNode } from "react";
import type { MessageKey } from "./catalogue.ts";
import { useI18n } from "./i18n-context.tsx";
import type { MessagePart, TranslationValues } from "./translate.ts";

const HAS_LETTER = /\p{L}/u;

export type PartRenderers = Readonly<Partial<Record<string, (text: string) => ReactNode>>>;

/** Parts as React children: each placeholder drawn by its renderer, or isolated when it has words. */
export function renderParts(parts: readonly MessagePart[], render: PartRenderers = {}): ReactNode {
  return parts.map((part, index) => {
    // Parts never move, so their position is a stable key.
    const key = index;
    if (typeof part === "string") return <Fragment key={key}>{part}</Fragment>;
    const draw = render[part.name];
    if (draw) return <Fragment key={key}>{draw(part.text)}</Fragment>;
    return HAS_LETTER.test(part.text) ? (
      <bdi key={key}>{part.text}</bdi>
    ) : (
      <Fragment key={key}>{part.text}</Fragment>
    );
  });
}

export function Sentence({
  message,
  values,
  render,
}: {
  message: MessageKey;
  values?: TranslationValues;
  /** Elements for some placeholders, e.g. `{ count: (text) => <strong>{text}</strong> }`. */
  render?: PartRenderers;
}) {
  const { parts } = useI18n();
  return <>{renderParts(parts(message, values), render)}</>;
}
