/**
 * The resume drop zone both resume uploads share (registration's first step, the profile's resume
 * section). Without JavaScript it is the labelled file field of the page's multipart form. With it, a
 * file can also be dropped on the zone (it becomes the field's file, so a submit carries it like a chosen
 * one), a <progress> shows while the file goes up, and a status line is read out when it changes.
 * `sendResumeFile` sends with XMLHttpRequest, the one browser API that reports upload progress, under
 * the spec's 120 s upload time-out.
 */
import { RESUME_EXTENSIONS, UPLOAD_TIMEOUT_MS, XSRF_COOKIE, XSRF_HEADER } from "@portal/domain";
import { type DragEvent, type ReactNode, type RefObject, useId, useState } from "react";
import { parseCookies } from "../../lib/cookies.ts";
import resumeDropZoneStyles from "../../styles/resume-drop-zone.css?url";

export const RESUME_ACCEPT = RESUME_EXTENSIONS.map((extension) => `.${extension}`).join(",");

export function resumeDropZoneLinks() {
  return [{ rel: "stylesheet", href: resumeDropZoneStyles }];
}

/** The API's envelope as the uploads read it. */
export interface ResumeReplyBody<T> {
  success?: boolean;
  data?: T;
  errors?: { message: string }[];
}

/** The server's answer, or null when none came (network failure, the time-out). */
export type ResumeReply<T> = { status: number; body: ResumeReplyBody<T> | null } | null;

export interface SendResumeFileInput {
  url: string;
  file: File;
  /** The multipart field the file goes in. */
  fileField: string;
  /** Other multipart fields, sent before the file. */
  fields?: Readonly<Record<string, string>>;
  language: string;
  /** The page's CSRF token, for a browser whose XSRF cookie is not readable yet. */
  fallbackToken: string;
  /** Percent sent, then null once the file is up and the server is reading it (no measure for that). */
  onProgress(percent: number | null): void;
}

export function sendResumeFile<T>(input: SendResumeFileInput): Promise<ResumeReply<T>> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", input.url);
    request.timeout = UPLOAD_TIMEOUT_MS;
    request.responseType = "json";
    request.setRequestHeader(XSRF_HEADER, parseCookies(document.cookie)[XSRF_COOKIE] ?? input.fallbackToken);
    request.setRequestHeader("X-Language-Code", input.language);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) input.onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.upload.onload = () => input.onProgress(null);
    request.onload = () =>
      resolve({ status: request.status, body: request.response as ResumeReplyBody<T> | null });
    request.onerror = () => resolve(null);
    request.ontimeout = () => resolve(null);
    const body = new FormData();
    for (const [name, value] of Object.entries(input.fields ?? {})) body.append(name, value);
    body.append(input.fileField, input.file);
    request.send(body);
  });
}

export interface ResumeDropZoneProps {
  inputId: string;
  /** The file field's name in the page's multipart form. */
  name: string;
  label: string;
  hint: string;
  dropText: string;
  /** Names the zone (a group) after a heading; without it the zone has no name of its own. */
  labelledBy?: string;
  inputRef: RefObject<HTMLInputElement | null>;
  /** Ids of error messages that describe the field; it is then marked invalid. */
  errorIds?: readonly string[];
  /** The file being sent, with the percent sent (null: sent, being read). */
  sending: { fileName: string; percent: number | null } | null;
  progressText(fileName: string, isSent: boolean): string;
  status: ReactNode;
  /** Chosen or dropped; undefined when the choice was cleared. */
  onFile(file: File | undefined): void;
  /** Inside the zone before the field (an error the server gave with the page). */
  beforeField?: ReactNode;
  /** Inside the zone after the field (a submit button shown without JavaScript). */
  children?: ReactNode;
}

export function ResumeDropZone(props: ResumeDropZoneProps) {
  const { inputRef, sending } = props;
  const [isOver, setIsOver] = useState(false);
  const id = useId();
  const hintId = `${id}-hint`;
  const statusId = `${id}-status`;
  const progressLabelId = `${id}-progress`;
  const errorIds = props.errorIds ?? [];

  function onDrop(event: DragEvent<HTMLFieldSetElement>) {
    event.preventDefault();
    setIsOver(false);
    const file = event.dataTransfer.files[0];
    const input = inputRef.current;
    if (!input || !file) return;
    const transfer = new DataTransfer();
    transfer.items.add(file);
    input.files = transfer.files;
    props.onFile(file);
  }

  return (
    <>
      {/* Dropping is a pointer shortcut; the labelled file field is the keyboard's way in. */}
      <fieldset
        aria-labelledby={props.labelledBy}
        className={`resume-drop${isOver ? " resume-drop--over" : ""}`}
        onDragOver={(event) => {
          event.preventDefault();
          setIsOver(true);
        }}
        onDragLeave={() => setIsOver(false)}
        onDrop={onDrop}
      >
        <label htmlFor={props.inputId} className="resume-drop__label">
          {props.label}
        </label>
        <p className="field__hint" id={hintId}>
          {props.hint}
        </p>
        {props.beforeField}
        <input
          ref={inputRef}
          id={props.inputId}
          name={props.name}
          type="file"
          accept={RESUME_ACCEPT}
          aria-describedby={[hintId, ...errorIds, statusId].join(" ")}
          aria-invalid={errorIds.length > 0 ? true : undefined}
          onChange={(event) => props.onFile(event.currentTarget.files?.[0])}
        />
        <p className="resume-drop__hint" aria-hidden="true">
          {props.dropText}
        </p>
        {props.children}
      </fieldset>
      {sending && (
        <div className="resume-drop-progress">
          <span id={progressLabelId}>{props.progressText(sending.fileName, sending.percent === null)}</span>
          {sending.percent === null ? (
            <progress aria-labelledby={progressLabelId} />
          ) : (
            <progress aria-labelledby={progressLabelId} max={100} value={sending.percent} />
          )}
        </div>
      )}
      <div id={statusId} role="status" className="resume-drop-status">
        {props.status}
      </div>
    </>
  );
}
