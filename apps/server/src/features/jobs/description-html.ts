/**
 * A job description as the seeker's page shows it: the recruiter's rich text, reduced by sanitize-html to
 * paragraphs, headings, lists, emphasis and plain links, before it is stored. Nothing that runs or
 * restyles survives: no scripts, event handlers, styles, classes, images, frames or forms, and links only
 * to http(s) and mailto addresses (opened with rel="nofollow ugc noopener"; a link to anything else keeps its
 * words and loses its address). Text without any markup (typed in the form without the toolbar, or sent
 * by the API) becomes paragraphs and bullet lists (`htmlFromPlainText` of @portal/domain).
 */
import { hasMarkup, htmlFromPlainText } from "@portal/domain";
import sanitizeHtml from "sanitize-html";

const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "strong", "b", "em", "i", "u", "ul", "ol", "li", "h3", "h4", "blockquote", "a"],
  // rel is ours: the transform below sets it over whatever was sent.
  allowedAttributes: { a: ["href", "rel"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  // Contents of these are dropped with them, never shown as text.
  nonTextTags: [
    "script",
    "style",
    "textarea",
    "option",
    "noscript",
    "title",
    "iframe",
    "object",
    "svg",
    "math",
  ],
  disallowedTagsMode: "discard",
  transformTags: {
    a: sanitizeHtml.simpleTransform("a", { rel: "nofollow ugc noopener" }, true),
    h1: "h3",
    h2: "h3",
  },
};

/** The description to store: sanitised HTML, whatever was sent. */
export function sanitizeDescription(input: string): string {
  const html = hasMarkup(input) ? input : htmlFromPlainText(input);
  // Removing a wrapper can leave elements where an HTML parser moves them on the next reading (a list
  // item that ends up directly inside another): sanitised again until it reads back the same, so what
  // is stored is what every later reading gives.
  let clean = sanitizeHtml(html, ALLOWED).trim();
  for (let pass = 0; pass < 3; pass += 1) {
    const again = sanitizeHtml(clean, ALLOWED).trim();
    if (again === clean) break;
    clean = again;
  }
  // Markup that was all removed can leave bare text: a paragraph, so the result reads the same again.
  return clean === "" || hasMarkup(clean) ? clean : `<p>${clean}</p>`;
}
