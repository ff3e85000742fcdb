/**
 * The sanitiser against what an attacker would put in a description: generated documents mixing allowed
 * markup with scripts, event handlers, styles and dangerous links, in every nesting and spelling.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sanitizeDescription } from "./description-html.ts";

const SAFE_TAGS = [
  "p",
  "strong",
  "em",
  "ul",
  "li",
  "h3",
  "a",
  "div",
  "span",
  "table",
  "img",
  "svg",
  "iframe",
];
const EVENT_ATTRIBUTES = ["onclick", "onerror", "onload", "onmouseover", "ONFOCUS", "onpointerenter"];
const DANGEROUS_URLS = [
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  " javascript:alert(1)",
  "java\tscript:alert(1)",
  "&#106;avascript:alert(1)",
  "&#x6A;avascript:alert(1)",
  "vbscript:msgbox(1)",
  "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
  "//evil.example/x",
];

const text = fc.string({ maxLength: 20 }).map((value) => value.replace(/[<>&"]/g, ""));

/** A fragment of hostile or harmless markup; documents are lists of them, nested. */
const fragment: fc.Arbitrary<string> = fc.letrec((tie) => ({
  node: fc.oneof(
    { depthSize: "small" },
    text,
    fc.constantFrom(
      "<script>alert(1)</script>",
      "<SCRIPT SRC=//evil.example/x.js></SCRIPT>",
      "<style>body{display:none}</style>",
      '<img src=x onerror="alert(1)">',
      "<svg><script>alert(1)</script></svg>",
      '<iframe src="https://evil.example"></iframe>',
      "<scr<script>ipt>alert(1)</script>",
    ),
    fc
      .tuple(
        fc.constantFrom(...SAFE_TAGS),
        fc.constantFrom(...EVENT_ATTRIBUTES),
        fc.constantFrom(...DANGEROUS_URLS),
        tie("node"),
      )
      .map(
        ([tag, event, url, inner]) =>
          `<${tag} ${event}="alert(1)" style="position:fixed" class="x" href="${url}" src="${url}">${inner}</${tag}>`,
      ),
  ),
})).node;

const document = fc.array(fragment, { minLength: 1, maxLength: 6 }).map((parts) => parts.join(""));

describe("sanitising a job description", () => {
  it("keeps no script, event handler, style, class or dangerous link, whatever is sent", () => {
    fc.assert(
      fc.property(document, (html) => {
        const clean = sanitizeDescription(html).toLowerCase();
        expect(clean).not.toMatch(/<script|<style|<iframe|<svg|<img|<div|<span|<table/);
        expect(clean).not.toMatch(/\son[a-z]+\s*=/);
        expect(clean).not.toMatch(/\s(style|class|src)\s*=/);
        expect(clean).not.toMatch(/href="\s*(javascript|vbscript|data):|href="\/\/|&#x?6a;avascript/);
      }),
      { numRuns: 500 },
    );
  });

  it("is stable: sanitising its own output changes nothing", () => {
    fc.assert(
      fc.property(document, (html) => {
        const once = sanitizeDescription(html);
        expect(sanitizeDescription(once)).toBe(once);
      }),
      { numRuns: 300 },
    );
  });

  it("is stable when removing a wrapper leaves a list item inside another (found by the property above)", () => {
    const once = sanitizeDescription('<li onclick="x"><span><li>inner</li></span></li><p><p>two</p></p>');
    expect(sanitizeDescription(once)).toBe(once);
    expect(once).toContain("inner");
  });

  it("keeps the formatting a recruiter uses and marks links as not endorsed", () => {
    expect(
      sanitizeDescription(
        '<h2>Duties</h2><ul><li><strong>Own</strong> the ledger</li></ul><p>See <a href="https://acme.com/jobs" target="_blank">our page</a>.</p>',
      ),
    ).toBe(
      '<h3>Duties</h3><ul><li><strong>Own</strong> the ledger</li></ul><p>See <a href="https://acme.com/jobs" rel="nofollow ugc noopener">our page</a>.</p>',
    );
  });

  it("lays out plain text as paragraphs and bullet lists, escaping what looks like markup", () => {
    expect(sanitizeDescription("About the role\nfull time\n\n- Tally & GST\n- Excel\n\n5 > 3")).toBe(
      "<p>About the role<br />full time</p><ul><li>Tally &amp; GST</li><li>Excel</li></ul><p>5 &gt; 3</p>",
    );
  });

  it("drops a link whose address is dangerous but keeps its words", () => {
    expect(sanitizeDescription('<p><a href="javascript:alert(1)">click</a></p>')).toBe(
      '<p><a rel="nofollow ugc noopener">click</a></p>',
    );
  });
});
