/**
 * A field of formatted text (a job's description). The page is drawn with a plain textarea, which works
 * without JavaScript (a blank line starts a paragraph, lines starting with "-" make a list); once the
 * script runs, the editor (rich-text-editor.ts, loaded on first use) takes its place with a toolbar and
 * keeps the hidden textarea filled with its HTML, so the form posts the same field either way.
 */
import { useEffect, useRef, useState } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { FieldFrame, useFieldValue } from "./form-kit.tsx";
import type { RichTextEditor } from "./rich-text-editor.ts";

export function RichTextField({
  name,
  label,
  saved,
  hint,
  editorHint,
  rows = 12,
}: {
  name: string;
  label: string;
  saved?: string | null;
  /** Said beside the plain textarea (how to lay text out without the toolbar). */
  hint: string;
  /** Said beside the editor instead. */
  editorHint: string;
  rows?: number;
}) {
  const value = useFieldValue(name, saved);
  const [isEnhanced, setEnhanced] = useState(false);
  return (
    <FieldFrame name={name} label={label} hint={isEnhanced ? editorHint : hint}>
      {({ id, describedBy, isInvalid }) => (
        <RichTextControl
          id={id}
          name={name}
          value={value}
          rows={rows}
          describedBy={describedBy}
          isInvalid={isInvalid}
          isEnhanced={isEnhanced}
          onEnhanced={() => setEnhanced(true)}
        />
      )}
    </FieldFrame>
  );
}

function RichTextControl({
  id,
  name,
  value,
  rows,
  describedBy,
  isInvalid,
  isEnhanced,
  onEnhanced,
}: {
  id: string;
  name: string;
  value: string;
  rows: number;
  describedBy: string | undefined;
  isInvalid: boolean;
  isEnhanced: boolean;
  onEnhanced: () => void;
}) {
  const { t } = useI18n();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const hostRef = useRef<HTMLDivElement>(null);
  const editorRef = useRef<RichTextEditor | null>(null);
  const described = useRef({ describedBy, isInvalid });
  described.current = { describedBy, isInvalid };

  // biome-ignore lint/correctness/useExhaustiveDependencies: made once; the labels are the page's language
  useEffect(() => {
    let isGone = false;
    void import("./rich-text-editor.ts").then(({ mountRichTextEditor }) => {
      const textarea = textareaRef.current;
      const host = hostRef.current;
      if (isGone || !textarea || !host) return;
      editorRef.current = mountRichTextEditor(textarea, host, {
        toolbar: t("editor.toolbar"),
        bold: t("editor.bold"),
        italic: t("editor.italic"),
        heading: t("editor.heading"),
        bulletList: t("editor.bulletList"),
        orderedList: t("editor.orderedList"),
        link: t("editor.link"),
        linkAddress: t("editor.linkAddress"),
        linkApply: t("editor.linkApply"),
        linkRemove: t("editor.linkRemove"),
        linkCancel: t("editor.linkCancel"),
        linkInvalid: t("editor.linkInvalid"),
        undo: t("editor.undo"),
        redo: t("editor.redo"),
      });
      editorRef.current.describe(described.current.describedBy, described.current.isInvalid);
      onEnhanced();
    });
    return () => {
      isGone = true;
      editorRef.current?.destroy();
      editorRef.current = null;
    };
  }, []);

  useEffect(() => {
    editorRef.current?.describe(describedBy, isInvalid);
  }, [describedBy, isInvalid]);

  return (
    <>
      <textarea
        ref={textareaRef}
        id={id}
        name={name}
        rows={rows}
        defaultValue={value}
        hidden={isEnhanced}
        aria-invalid={isInvalid || undefined}
        aria-describedby={describedBy}
        dir="auto"
      />
      <div ref={hostRef} className="rich-text" hidden={!isEnhanced} />
    </>
  );
}
