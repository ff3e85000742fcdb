/**
 * E-mail and SMS (decision 035). Sending is two steps: the notifier puts the message on the background
 * queue (inside the caller's transaction when it passes one), and the `notifications.deliver` task renders
 * it from the localised templates in the site's brand and hands it to SMTP (nodemailer, when SMTP_URL is
 * set) or the SMS provider (when SMS_PROVIDER_URL is set). A crash between the two loses nothing: the job
 * waits in PostgreSQL. A provider that fails for the moment (connection refused, SMTP 4xx) is tried again
 * with growing pauses; one that refuses the recipient for good (SMTP 5xx) is not retried, and the address
 * is recorded as undeliverable. A channel with no provider keeps its messages in the dev outbox and logs
 * them: the whole text in development, only who and which template in production, where a code in a log
 * would be a leak.
 */
import { type Brand, type Language, maskEmail, type SiteId } from "@portal/domain";
import nodemailer from "nodemailer";
import type pg from "pg";
import type { BackgroundTask, JobQueue } from "../../background/queue.ts";
import { createOutbox, type Outbox } from "./outbox.ts";
import { createHttpSmsProvider, type SmsProvider } from "./sms.ts";
import { renderTemplate, type TemplateName, type TemplateParams } from "./templates.ts";

interface Addressed {
  /** An e-mail address, or "+" and the digits of a mobile number. */
  to: string;
  siteId: SiteId;
  brand: Brand;
  language: Language;
}

/** A message written from a template of templates.ts (codes, links, confirmations). */
export interface TemplatedNotification extends Addressed {
  channel: "email" | "sms";
  template: TemplateName;
  params: TemplateParams;
}

/** An e-mail its feature wrote whole (a job alert's digest), with its own headers (List-Unsubscribe). */
export interface ComposedEmail extends Addressed {
  channel: "email";
  /** What kind of e-mail it is, for logs and the dev outbox. */
  template: "job-alert";
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

export type Notification = TemplatedNotification | ComposedEmail;

export const DELIVER_TASK = "notifications.deliver";

export interface Notifier {
  /** Queues the message (in `client`'s transaction when given); a worker delivers it. */
  send(notification: Notification, options?: { client?: pg.ClientBase }): Promise<void>;
  readonly outbox: Outbox;
  /** Which channels go to real providers; the rest land in the outbox. */
  readonly delivery: { email: "smtp" | "outbox"; sms: "provider" | "outbox" };
}

export interface DeliveryOptions {
  pool: pg.Pool;
  smtpUrl: string | undefined;
  mailFrom: string;
  smsProvider: SmsProvider | undefined;
  /** Production logs never carry the text of a message. */
  isProduction: boolean;
  log: { info(object: object, message: string): void; warn(object: object, message: string): void };
}

export function maskRecipient(to: string): string {
  if (to.includes("@")) return maskEmail(to);
  return `${to.slice(0, 4)}••••${to.slice(-2)}`;
}

export function createNotifier(options: {
  pool: pg.Pool;
  queue: JobQueue;
  smtpUrl: string | undefined;
  smsProvider: SmsProvider | undefined;
}): Notifier {
  return {
    outbox: createOutbox(options.pool),
    delivery: {
      email: options.smtpUrl ? "smtp" : "outbox",
      sms: options.smsProvider ? "provider" : "outbox",
    },
    async send(notification, sendOptions = {}) {
      await options.queue.enqueue(
        DELIVER_TASK,
        notification,
        sendOptions.client ? { client: sendOptions.client } : {},
      );
    },
  };
}

/**
 * An SMTP answer that will not change on a retry: the recipient's server refused the message for good.
 * Connection failures and 4xx answers are temporary.
 */
function isPermanentRefusal(error: unknown): error is Error & { responseCode: number; response?: string } {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

/** The background task that delivers queued messages; the app registers it with the others. */
export function createDeliveryTask(options: DeliveryOptions): BackgroundTask<Notification> & {
  close(): void;
} {
  const outbox = createOutbox(options.pool);
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  const mailDomain = options.mailFrom.split("@")[1] ?? "localhost";

  async function keep(notification: Notification, subject: string | null, text: string, html: string | null) {
    await outbox.add({
      channel: notification.channel,
      recipient: notification.to,
      subject,
      text,
      html,
      template: notification.template,
      siteId: notification.siteId,
      language: notification.language,
    });
    const summary = {
      channel: notification.channel,
      to: maskRecipient(notification.to),
      template: notification.template,
    };
    if (options.isProduction) options.log.info(summary, "message kept in the dev outbox");
    else options.log.info({ ...summary, to: notification.to, text }, "message kept in the dev outbox");
  }

  async function recordUndeliverable(notification: Notification, reason: string): Promise<void> {
    await options.pool.query(
      `INSERT INTO undeliverable_recipients (recipient, channel, reason) VALUES ($1, $2, $3)
       ON CONFLICT (recipient) DO UPDATE SET reason = EXCLUDED.reason, failed_at = now()`,
      [notification.to.toLowerCase(), notification.channel, reason.slice(0, 500)],
    );
    options.log.warn(
      {
        channel: notification.channel,
        to: maskRecipient(notification.to),
        template: notification.template,
        reason,
      },
      "recipient refused for good: not retried",
    );
  }

  return {
    name: DELIVER_TASK,
    // About 5 s, 10 s, 20 s … 2 min apart: a code is still useful when it arrives.
    retry: { limit: 6, delaySeconds: 5, maxDelaySeconds: 120 },
    // A send takes seconds; one running this long lost its worker and goes to another.
    expireInSeconds: 120,
    concurrency: 2,
    batchSize: 10,
    pollingIntervalSeconds: 0.5,
    async run(notification, context) {
      const rendered =
        "params" in notification
          ? renderTemplate(
              notification.template,
              notification.language,
              notification.brand,
              notification.params,
            )
          : { ...notification, sms: "" };
      if (notification.channel === "email") {
        if (!transport) return keep(notification, rendered.subject, rendered.text, rendered.html);
        try {
          await transport.sendMail({
            from: { name: notification.brand.name, address: options.mailFrom },
            to: notification.to,
            subject: rendered.subject,
            text: rendered.text,
            html: rendered.html,
            // One id per queued message, the same on every attempt: a receiver can tell a repeat.
            messageId: `<${context.jobId}@${mailDomain}>`,
            ...("headers" in notification ? { headers: notification.headers } : {}),
          });
        } catch (error) {
          if (!isPermanentRefusal(error)) throw error;
          return recordUndeliverable(notification, error.response ?? error.message);
        }
        options.log.info(
          { channel: "email", to: maskRecipient(notification.to), template: notification.template },
          "e-mail sent",
        );
        return;
      }
      if (!options.smsProvider) return keep(notification, null, rendered.sms, null);
      await options.smsProvider.send({
        to: notification.to,
        text: rendered.sms,
        sender: notification.brand.name,
      });
      options.log.info(
        { channel: "sms", to: maskRecipient(notification.to), template: notification.template },
        "SMS sent",
      );
    },
    close() {
      transport?.close();
    },
  };
}

/** Whether a provider refused this address or number for good (SMTP 5xx). */
export async function isUndeliverable(
  client: Pick<pg.ClientBase, "query">,
  recipient: string,
): Promise<boolean> {
  const { rows } = await client.query("SELECT 1 FROM undeliverable_recipients WHERE recipient = $1", [
    recipient.toLowerCase(),
  ]);
  return rows.length > 0;
}

/** Forgets a refusal: the person showed the address works (they opened a link sent there). */
export async function forgetUndeliverable(
  client: Pick<pg.ClientBase, "query">,
  recipient: string,
): Promise<void> {
  await client.query("DELETE FROM undeliverable_recipients WHERE recipient = $1", [recipient.toLowerCase()]);
}

export function smsProviderFrom(url: string | undefined, token: string | undefined): SmsProvider | undefined {
  return url ? createHttpSmsProvider(url, token) : undefined;
}
