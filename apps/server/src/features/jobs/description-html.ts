/**
 * A job description as the seeker's page shows it: the recruiter's rich text, reduced by sanitize-html to
 * paragraphs, headings, lists, emphasis and plain links, before it is stored. Nothing that runs or
 * restyles survives: no scripts, event handlers, styles, classes, images, frames or forms, and links only
 * to http(s) and mailto addresses (opened with rel="nofollow ugc noopener"; a link to anything else keeps its
 * words and loses its address). Text without any markup
 * (typed in the form without the toolbar, or sent by the API) becomes paragraphs and bullet lists.
 */
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

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Lines starting with "-", "*" or "•" are list items; blank lines separate paragraphs. */
function htmlFromPlainText(text: string): string {
  const blocks = text
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean);
  return blocks
    .map((block) => {
      const lines = block.split("\n").map((line) => line.trim());
      if (lines.every((line) => /^[-*•]\s+/.test(line))) {
        return `<ul>${lines.map((line) => `<li>${escapeHtml(line.replace(/^[-*•]\s+/, ""))}</li>`).join("")}</ul>`;
      }
      return `<p>${lines.map(escapeHtml).join("<br>")}</p>`;
    })
    .join("");
}

/** Does the text hold markup at all (a tag), or is it plain text to be laid out? */
function hasMarkup(text: string): boolean {
  return /<\/?[a-z][^>]*>/i.test(text);
}

/** The description to store: sanitised HTML, whatever was sent. */
export function sanitizeDescription(input: string): string {
  const html = hasMarkup(input) ? input : htmlFromPlainText(input);
  const clean = sanitizeHtml(html, ALLOWED).trim();
  // Markup that was all removed can leave bare text: a paragraph, so the result reads the same again.
  return clean === "" || hasMarkup(clean) ? clean : `<p>${clean}</p>`;
}
