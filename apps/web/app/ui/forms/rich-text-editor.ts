/**
 * The rich-text editor that replaces a description's textarea once the script runs (RichTextField loads
 * this module on first use, so no other page pays for it). Tiptap (over ProseMirror) keeps the text to
 * what the server's sanitiser stores anyway: paragraphs, one heading level, bold, italic, bullet and
 * numbered lists, and links; anything pasted from a word processor is reduced to that schema. The
 * textarea stays in the form, hidden, and always holds the editor's HTML: the form posts, checks and
 * previews exactly as it does without JavaScript.
 *
 * The toolbar follows the WAI-ARIA toolbar pattern: one tab stop, arrow keys (mirrored right to left),
 * Home and End; toggles say whether they are on (aria-pressed). The usual shortcuts (Ctrl+B, Ctrl+I,
 * Ctrl+Z) work in the text.
 */
import { hasMarkup, htmlFromPlainText } from "@portal/domain";
import { Editor } from "@tiptap/core";
import StarterKit from "@tiptap/starter-kit";

export interface RichTextLabels {
  toolbar: string;
  bold: string;
  italic: string;
  heading: string;
  bulletList: string;
  orderedList: string;
  link: string;
  linkAddress: string;
  linkApply: string;
  linkRemove: string;
  linkCancel: string;
  linkInvalid: string;
  undo: string;
  redo: string;
}

export interface RichTextEditor {
  /** The hint and error ids and validity the field frame gives its control. */
  describe(describedBy: string | undefined, isInvalid: boolean): void;
  destroy(): void;
}

/** Each block reads its own direction: an English line in an Arabic description stays left to right. */
const OWN_DIRECTION = { HTMLAttributes: { dir: "auto" } };

const ICONS: Record<string, string> = {
  bold: '<path d="M7 4h6a4 4 0 0 1 0 8H7zm0 8h7a4 4 0 0 1 0 8H7z" fill="none" stroke="currentColor" stroke-width="2.5"/>',
  italic:
    '<path d="M10 4h8M6 20h8M14 4l-4 16" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"/>',
  heading:
    '<path d="M6 4v16M18 4v16M6 12h12" fill="none" stroke="currentColor" stroke-width="2.5" stroke-linecap="round"/>',
  bulletList:
    '<circle cx="5" cy="6" r="1.8"/><circle cx="5" cy="12" r="1.8"/><circle cx="5" cy="18" r="1.8"/><path d="M10 6h10M10 12h10M10 18h10" stroke="currentColor" stroke-width="2" stroke-linecap="round"/>',
  orderedList:
    '<path d="M4 4h2v5M4 9h3M4 14h3l-3 5h3M11 6h9M11 12h9M11 18h9" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"/>',
  link: '<path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"/>',
  undo: '<path d="M9 7L4 12l5 5M4 12h10a6 6 0 0 1 0 12" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" transform="translate(0 -3)"/>',
  redo: '<path d="M15 7l5 5-5 5M20 12H10a6 6 0 0 0 0 12" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" transform="translate(0 -3)"/>',
};

/** An address to link to: http(s) or mailto, "https://" added when none was typed; null otherwise. */
export function linkAddress(typed: string): string | null {
  const text = typed.trim();
  if (text === "") return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text)
    ? text
    : text.includes("@") && !text.includes("/")
      ? `mailto:${text}`
      : `https://${text}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol === "mailto:") return url.pathname.includes("@") ? url.href : null;
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".")
      ? url.href
      : null;
  } catch {
    return null;
  }
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  return node;
}

export function mountRichTextEditor(
  textarea: HTMLTextAreaElement,
  host: HTMLElement,
  labels: RichTextLabels,
): RichTextEditor {
  const id = textarea.id;
  const label = document.querySelector<HTMLLabelElement>(`label[for="${CSS.escape(id)}"]`);
  if (label && !label.id) label.id = `${id}-label`;

  const toolbar = element("div", {
    role: "toolbar",
    "aria-label": labels.toolbar,
    "aria-controls": `${id}-editor`,
    class: "rich-text__toolbar",
  });
  const linkRow = element("div", { class: "rich-text__link" });
  linkRow.hidden = true;
  const linkLabel = element("label", { for: `${id}-link` });
  linkLabel.textContent = labels.linkAddress;
  const linkInput = element("input", {
    id: `${id}-link`,
    class: "rich-text__address",
    type: "url",
    dir: "ltr",
    inputmode: "url",
    autocomplete: "url",
    "aria-describedby": `${id}-link-error`,
  });
  const linkError = element("p", { id: `${id}-link-error`, class: "form-error" });
  const linkButtons = element("div", { class: "rich-text__link-actions" });
  const applyLink = element("button", { type: "button", class: "button button--primary" });
  applyLink.textContent = labels.linkApply;
  const removeLink = element("button", { type: "button", class: "button button--outline" });
  removeLink.textContent = labels.linkRemove;
  const cancelLink = element("button", { type: "button", class: "button button--outline" });
  cancelLink.textContent = labels.linkCancel;
  linkButtons.append(applyLink, removeLink, cancelLink);
  linkRow.append(linkLabel, linkInput, linkError, linkButtons);
  const area = element("div", { class: "rich-text__area" });
  host.append(toolbar, linkRow, area);

  const initial = textarea.value;
  const editor = new Editor({
    element: area,
    extensions: [
      StarterKit.configure({
        heading: { levels: [3], ...OWN_DIRECTION },
        // Not on list items: an item's direction is its paragraph's, and `dir="auto"` on the item would
        // skip that paragraph (it has its own) and fall back to left to right, marker and all.
        paragraph: OWN_DIRECTION,
        // Not kept by the server's sanitiser: not offered.
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        blockquote: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: "https",
          protocols: ["mailto"],
          HTMLAttributes: { target: null, rel: "nofollow ugc noopener" },
          isAllowedUri: (url) => linkAddress(url) !== null,
        },
      }),
    ],
    content: hasMarkup(initial) ? initial : htmlFromPlainText(initial),
    editorProps: {
      attributes: {
        id: `${id}-editor`,
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": label?.id ?? "",
        class: "rich-text__content",
      },
    },
  });

  function sync(): void {
    textarea.value = editor.isEmpty ? "" : editor.getHTML();
    // The form learns the field changed (its told problem is hidden until the next check).
    textarea.dispatchEvent(new Event("input", { bubbles: true }));
  }

  const buttons: { button: HTMLButtonElement; isOn?: () => boolean; isEnabled?: () => boolean }[] = [];
  function addButton(
    name: keyof typeof ICONS,
    text: string,
    run: () => void,
    state: { isOn?: () => boolean; isEnabled?: () => boolean } = {},
  ): void {
    const button = element("button", { type: "button", class: "rich-text__button", title: text });
    button.innerHTML = `<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">${ICONS[name]}</svg>`;
    const name_ = element("span", { class: "visually-hidden" });
    name_.textContent = text;
    button.append(name_);
    button.tabIndex = buttons.length === 0 ? 0 : -1;
    // The text keeps its selection: the button acts on it without taking the caret away.
    button.addEventListener("mousedown", (event) => event.preventDefault());
    button.addEventListener("click", run);
    toolbar.append(button);
    buttons.push({ button, ...state });
  }

  const chain = () => editor.chain().focus();
  addButton("bold", labels.bold, () => chain().toggleBold().run(), { isOn: () => editor.isActive("bold") });
  addButton("italic", labels.italic, () => chain().toggleItalic().run(), {
    isOn: () => editor.isActive("italic"),
  });
  addButton("heading", labels.heading, () => chain().toggleHeading({ level: 3 }).run(), {
    isOn: () => editor.isActive("heading", { level: 3 }),
  });
  addButton("bulletList", labels.bulletList, () => chain().toggleBulletList().run(), {
    isOn: () => editor.isActive("bulletList"),
  });
  addButton("orderedList", labels.orderedList, () => chain().toggleOrderedList().run(), {
    isOn: () => editor.isActive("orderedList"),
  });
  addButton("link", labels.link, () => openLinkRow(), { isOn: () => editor.isActive("link") });
  addButton("undo", labels.undo, () => chain().undo().run(), { isEnabled: () => editor.can().undo() });
  addButton("redo", labels.redo, () => chain().redo().run(), { isEnabled: () => editor.can().redo() });

  function refreshToolbar(): void {
    for (const { button, isOn, isEnabled } of buttons) {
      if (isOn) button.setAttribute("aria-pressed", String(isOn()));
      if (isEnabled) button.setAttribute("aria-disabled", String(!isEnabled()));
    }
  }

  toolbar.addEventListener("keydown", (event) => {
    const index = buttons.findIndex(({ button }) => button === document.activeElement);
    if (index < 0) return;
    const isRtl = getComputedStyle(toolbar).direction === "rtl";
    const step =
      event.key === "ArrowRight" ? (isRtl ? -1 : 1) : event.key === "ArrowLeft" ? (isRtl ? 1 : -1) : 0;
    const next =
      event.key === "Home"
        ? 0
        : event.key === "End"
          ? buttons.length - 1
          : step === 0
            ? null
            : (index + step + buttons.length) % buttons.length;
    if (next === null) return;
    event.preventDefault();
    buttons[index]?.button.setAttribute("tabindex", "-1");
    const target = buttons[next]?.button;
    target?.setAttribute("tabindex", "0");
    target?.focus();
  });

  function openLinkRow(): void {
    linkInput.value = (editor.getAttributes("link").href as string | undefined) ?? "";
    linkInput.removeAttribute("aria-invalid");
    linkError.textContent = "";
    removeLink.hidden = !editor.isActive("link");
    linkRow.hidden = false;
    linkInput.focus();
  }

  function closeLinkRow(): void {
    linkRow.hidden = true;
    editor.commands.focus();
  }

  applyLink.addEventListener("click", () => {
    const href = linkAddress(linkInput.value);
    if (!href) {
      linkInput.setAttribute("aria-invalid", "true");
      linkError.textContent = labels.linkInvalid;
      linkInput.focus();
      return;
    }
    const { empty } = editor.state.selection;
    if (editor.isActive("link")) editor.chain().extendMarkRange("link").setLink({ href }).run();
    else if (empty)
      editor
        .chain()
        .insertContent({
          type: "text",
          text: linkInput.value.trim(),
          marks: [{ type: "link", attrs: { href } }],
        })
        .run();
    else editor.chain().setLink({ href }).run();
    closeLinkRow();
  });
  removeLink.addEventListener("click", () => {
    editor.chain().extendMarkRange("link").unsetLink().run();
    closeLinkRow();
  });
  cancelLink.addEventListener("click", closeLinkRow);
  linkInput.addEventListener("keydown", (event) => {
    if (event.key === "Enter") {
      // Enter in the address applies it; it must not post the whole form.
      event.preventDefault();
      applyLink.click();
    } else if (event.key === "Escape") {
      event.preventDefault();
      closeLinkRow();
    }
  });

  // The label and the problem summary's link lead to the editor, as they led to the textarea.
  const focusEditor = () => editor.commands.focus();
  label?.addEventListener("click", focusEditor);
  function onDocumentClick(event: MouseEvent): void {
    const link = (event.target as Element | null)?.closest?.("a");
    if (link?.getAttribute("href") === `#${id}`) {
      event.preventDefault();
      area.scrollIntoView({ block: "center" });
      focusEditor();
    }
  }
  document.addEventListener("click", onDocumentClick);

  editor.on("update", sync);
  editor.on("transaction", refreshToolbar);
  refreshToolbar();

  return {
    describe(describedBy, isInvalid) {
      const dom = editor.view.dom;
      if (describedBy) dom.setAttribute("aria-describedby", describedBy);
      else dom.removeAttribute("aria-describedby");
      if (isInvalid) dom.setAttribute("aria-invalid", "true");
      else dom.removeAttribute("aria-invalid");
    },
    destroy() {
      label?.removeEventListener("click", focusEditor);
      document.removeEventListener("click", onDocumentClick);
      editor.destroy();
      host.replaceChildren();
    },
  };
}
