/**
 * A written service's workspace, as its seeker and as staff see it (/seeker/services/:id and
 * /staff/fulfilment/:id): where it stands, the brief, the documents, the numbered drafts with their
 * decisions, the decision form, the writer's delivery form and the messages (drawn as the messages
 * feature draws a conversation). Every form is a plain post to the page's action (`intent`), so all of it
 * works without JavaScript; files download from the API.
 */
import type { WritingWorkspace } from "@portal/contracts";
import { dateTimeFormat, RESUME_MAX_BYTES, SERVICE_DOCUMENTS_MAX } from "@portal/domain";
import type { MessageKey } from "../../i18n/catalogue.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { FieldFrame, PageForm, SubmitButton, TextField } from "../../ui/forms/form-kit.tsx";
import type { FormState } from "../../ui/forms/form-state.ts";
import { RESUME_ACCEPT } from "../resumes/resume-drop-zone.tsx";
import { serviceTitle } from "../storefront/service-texts.ts";

const MEGABYTE = 1024 * 1024;

function FileInput({ label, hint }: { label: string; hint?: string }) {
  return (
    <FieldFrame name="file" label={label} hint={hint}>
      {({ id, describedBy, isInvalid }) => (
        <input
          id={id}
          name="file"
          type="file"
          accept={RESUME_ACCEPT}
          required
          aria-describedby={describedBy}
          aria-invalid={isInvalid || undefined}
        />
      )}
    </FieldFrame>
  );
}

export function WritingWorkspaceView({
  workspace,
  csrfToken,
  state: answer,
  timeZone,
  assignForm,
}: {
  workspace: WritingWorkspace;
  csrfToken: string;
  state: FormState | undefined;
  /** The seeker reads the site's time; staff read UTC. */
  timeZone: string;
  /** Fulfilment staff's assignment form, drawn under the facts. */
  assignForm?: React.ReactNode;
}) {
  const { t, locale } = useI18n();
  // A done step's form often leaves the page (a delivered draft, a decision): its notice is the page's,
  // and forms get only answers with problems.
  const notice = answer?.notice && answer.problems.length === 0 ? answer.notice : null;
  const state = notice ? undefined : answer;
  const moment = (iso: string) =>
    dateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone }).format(new Date(iso));
  const { can, brief } = workspace;
  const isSeeker = workspace.viewer === "seeker";
  const fileHref = (fileId: string) => `/api/services/${workspace.id}/files/${fileId}`;
  const waiting = workspace.drafts.find((draft) => draft.decision === null);
  const sizeHint = t("writing.documents.intro", {
    max: SERVICE_DOCUMENTS_MAX,
    size: RESUME_MAX_BYTES / MEGABYTE,
  });

  return (
    <div className="writing-workspace">
      <h1>{serviceTitle(t, workspace.serviceId)}</h1>
      <ul className="writing-facts">
        <li>{t("writing.order", { order: workspace.orderNumber })}</li>
        <li>
          <strong className={`status-badge writing-stage--${workspace.stage}`}>
            {t(`writing.stage.${workspace.stage}` as MessageKey)}
          </strong>
          {workspace.isLate ? (
            <strong className="status-badge status-badge--rejected">{t("writing.late")}</strong>
          ) : null}
        </li>
        {workspace.dueAt && workspace.stage !== "approved" && workspace.stage !== "refunded" ? (
          <li>{t("writing.due", { date: moment(workspace.dueAt) })}</li>
        ) : null}
        <li>
          {t("writing.revisionsUsed", { used: workspace.revisionsUsed, allowed: workspace.revisionsAllowed })}
        </li>
        {workspace.addOnIds.length > 0 ? (
          <li>
            {t("writing.included")}:{" "}
            {workspace.addOnIds.map((id) => t(`careerServices.addOn.${id}.name` as MessageKey)).join(", ")}
          </li>
        ) : null}
        {isSeeker ? null : (
          <li>
            <bdi>{t("writing.seeker", { name: workspace.seekerName })}</bdi>
          </li>
        )}
        <li>
          {workspace.assignee ? (
            <bdi>{t("writing.writer", { name: workspace.assignee.name })}</bdi>
          ) : (
            t("writing.noWriter")
          )}
        </li>
      </ul>
      {notice ? (
        <p className="form-notice" role="status">
          {t(notice.messageKey as MessageKey, notice.params)}
        </p>
      ) : null}
      {assignForm}

      <section className="form-section" aria-labelledby="brief-title">
        <h2 id="brief-title">{t("writing.brief.title")}</h2>
        {can.editBrief ? (
          <PageForm
            id="brief"
            intent="brief"
            csrfToken={csrfToken}
            state={state}
            fields={["targetRole", "industry", "highlights", "notes", "linkedinUrl"]}
            label={t("writing.brief.title")}
          >
            <p className="field__hint">{t("writing.brief.intro")}</p>
            <TextField
              name="targetRole"
              label={t("writing.brief.targetRole")}
              saved={brief?.targetRole}
              maxLength={120}
              dir="auto"
            />
            <TextField
              name="industry"
              label={t("writing.brief.industry")}
              saved={brief?.industry}
              maxLength={120}
              dir="auto"
            />
            <TextField
              name="highlights"
              label={t("writing.brief.highlights")}
              saved={brief?.highlights}
              multiline
              rows={5}
              maxLength={2000}
              dir="auto"
            />
            <TextField
              name="notes"
              label={t("writing.brief.notes")}
              saved={brief?.notes}
              multiline
              maxLength={2000}
              dir="auto"
            />
            {workspace.serviceId === "linkedin-makeover" ? (
              <TextField
                name="linkedinUrl"
                label={t("writing.brief.linkedinUrl")}
                hint={t("writing.brief.linkedinHint")}
                saved={brief?.linkedinUrl}
                dir="ltr"
              />
            ) : null}
            <SubmitButton>{brief ? t("writing.brief.save") : t("writing.brief.send")}</SubmitButton>
          </PageForm>
        ) : brief ? (
          <>
            {workspace.briefAt ? (
              <p className="field__hint">{t("writing.brief.sent", { date: moment(workspace.briefAt) })}</p>
            ) : null}
            <dl className="writing-brief">
              {(["targetRole", "industry", "highlights", "notes", "linkedinUrl"] as const)
                .filter((field) => brief[field])
                .map((field) => (
                  <div key={field}>
                    <dt>{t(`writing.brief.${field}`)}</dt>
                    <dd dir="auto">{brief[field]}</dd>
                  </div>
                ))}
            </dl>
            {isSeeker && workspace.stage !== "approved" && workspace.stage !== "refunded" ? (
              <p className="field__hint">{t("writing.brief.locked")}</p>
            ) : null}
          </>
        ) : (
          <p>{t("writing.brief.missing")}</p>
        )}
      </section>

      <section className="form-section" aria-labelledby="documents-title">
        <h2 id="documents-title">{t("writing.documents.title")}</h2>
        {workspace.documents.length === 0 ? (
          <p>{t("writing.documents.none")}</p>
        ) : (
          <ul className="writing-files">
            {workspace.documents.map((file) => (
              <li key={file.id}>
                <a href={fileHref(file.id)} download>
                  <bdi>{file.fileName}</bdi>
                </a>{" "}
                <span className="field__hint">
                  {moment(file.uploadedAt)}
                  {file.fromSeeker ? null : ` · ${t("writing.documents.fromWriter")}`}
                </span>
                {file.isMine && workspace.stage !== "approved" && workspace.stage !== "refunded" ? (
                  <PageForm
                    id={`remove-${file.id}`}
                    intent="remove-document"
                    hidden={{ fileId: file.id }}
                    csrfToken={csrfToken}
                    state={state}
                    fields={[]}
                    label={`${t("writing.documents.remove", { name: file.fileName })} (${moment(file.uploadedAt)})`}
                    className="writing-files__remove"
                  >
                    <SubmitButton variant="outline" isBlock={false}>
                      {t("writing.documents.remove", { name: file.fileName })}
                    </SubmitButton>
                  </PageForm>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        {can.addDocument ? (
          <PageForm
            id="document"
            intent="document"
            csrfToken={csrfToken}
            state={state}
            fields={["file"]}
            encType="multipart/form-data"
            label={t("writing.documents.add")}
          >
            <FileInput
              label={t("writing.documents.file")}
              hint={isSeeker ? sizeHint : t("writing.documents.writerHint")}
            />
            <SubmitButton variant="outline">{t("writing.documents.add")}</SubmitButton>
          </PageForm>
        ) : null}
      </section>

      <section className="form-section" aria-labelledby="drafts-title">
        <h2 id="drafts-title">{t("writing.drafts.title")}</h2>
        {workspace.drafts.length === 0 ? (
          <p>{isSeeker ? t("writing.drafts.noneSeeker") : t("writing.drafts.none")}</p>
        ) : (
          <ol className="writing-files">
            {workspace.drafts.map((draft) => (
              <li key={draft.id}>
                <h3>{t("writing.drafts.version", { version: draft.version ?? 0 })}</h3>
                <p className="field__hint">
                  {t("writing.drafts.delivered", { date: moment(draft.uploadedAt) })}
                </p>
                <p>
                  <a href={fileHref(draft.id)} download>
                    {t("writing.drafts.download", { name: draft.fileName })}
                  </a>
                </p>
                {draft.note ? (
                  <p className="message__body" dir="auto">
                    {draft.note}
                  </p>
                ) : null}
                {draft.decision === "approved" ? (
                  <p>
                    <strong>{t("writing.drafts.approved")}</strong>
                  </p>
                ) : draft.decision === "revision" ? (
                  <>
                    <p>
                      <strong>{t("writing.drafts.revision")}</strong>
                    </p>
                    <p className="message__body" dir="auto">
                      {draft.decisionNote}
                    </p>
                  </>
                ) : (
                  <p>{t("writing.drafts.waiting")}</p>
                )}
              </li>
            ))}
          </ol>
        )}
        {can.decide && waiting ? (
          <div className="writing-decision">
            <h3>{t("writing.decide.title", { version: waiting.version ?? 0 })}</h3>
            <PageForm
              id="approve"
              intent="decide"
              hidden={{ decision: "approved" }}
              csrfToken={csrfToken}
              state={state}
              fields={[]}
              label={t("writing.decide.approve")}
            >
              {workspace.serviceId === "resume-writing" ? (
                <p className="field__hint">{t("writing.decide.approveResume")}</p>
              ) : null}
              <SubmitButton>{t("writing.decide.approve")}</SubmitButton>
            </PageForm>
            {can.requestRevision ? (
              <PageForm
                id="revision"
                intent="decide"
                hidden={{ decision: "revision" }}
                csrfToken={csrfToken}
                state={state}
                fields={["note"]}
                label={t("writing.decide.revise")}
              >
                <TextField
                  name="note"
                  label={t("writing.decide.note")}
                  multiline
                  rows={4}
                  maxLength={2000}
                  dir="auto"
                />
                <SubmitButton variant="outline">{t("writing.decide.revise")}</SubmitButton>
              </PageForm>
            ) : (
              <p>{t("writing.decide.noneLeft")}</p>
            )}
          </div>
        ) : null}
        {can.deliver ? (
          <PageForm
            id="deliver"
            intent="deliver"
            csrfToken={csrfToken}
            state={state}
            fields={["file", "note"]}
            encType="multipart/form-data"
            label={t("writing.deliver.title")}
          >
            <h3>{t("writing.deliver.title")}</h3>
            <FileInput label={t("writing.deliver.file")} />
            <TextField name="note" label={t("writing.deliver.note")} multiline maxLength={2000} dir="auto" />
            <SubmitButton>{t("writing.deliver.submit")}</SubmitButton>
          </PageForm>
        ) : null}
      </section>

      <section className="form-section" aria-labelledby="messages-title">
        <h2 id="messages-title">{t("writing.messages.title")}</h2>
        {workspace.messages.length === 0 ? (
          <p>{t("writing.messages.none")}</p>
        ) : (
          <ol className="conversation__messages" aria-labelledby="messages-title">
            {workspace.messages.map((message) => {
              const isMine = message.side === workspace.viewer;
              return (
                <li key={message.id} className={`message${isMine ? " message--mine" : ""}`}>
                  <p className="message__from">
                    <bdi>{isMine && isSeeker ? t("messages.you") : message.senderName}</bdi>
                    {" · "}
                    <time dateTime={message.createdAt}>{moment(message.createdAt)}</time>
                  </p>
                  <p className="message__body" dir="auto">
                    {message.body}
                  </p>
                </li>
              );
            })}
          </ol>
        )}
        {can.message ? (
          <PageForm
            id="message"
            intent="message"
            csrfToken={csrfToken}
            state={state}
            fields={["body"]}
            label={t("writing.messages.send")}
          >
            <TextField name="body" label={t("writing.messages.body")} multiline maxLength={2000} dir="auto" />
            <SubmitButton variant="outline">{t("writing.messages.send")}</SubmitButton>
          </PageForm>
        ) : null}
      </section>
    </div>
  );
}
