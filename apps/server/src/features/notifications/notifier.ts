/**
 * Sends e-mail (SMTP through nodemailer, when SMTP_URL is set) and SMS (through an SMS provider, when
 * SMS_PROVIDER_URL is set), rendered from the localised templates in the site's brand. A channel with no
 * provider keeps its messages in the dev outbox and logs them: the whole text in development, only who
 * and which template in production, where a code in a log would be a leak.
 */
import { type Brand, type Language, maskEmail, type SiteId } from "@portal/domain";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type pg from "pg";
import { createOutbox, type Outbox } from "./outbox.ts";
import { createHttpSmsProvider, type SmsProvider } from "./sms.ts";
import { renderTemplate, type TemplateName, type TemplateParams } from "./templates.ts";

export interface Notification {
  channel: "email" | "sms";
  /** An e-mail address, or "+" and the digits of a mobile number. */
  to: string;
  template: TemplateName;
  params: TemplateParams;
  siteId: SiteId;
  brand: Brand;
  language: Language;
}

export interface Notifier {
  send(notification: Notification): Promise<void>;
  readonly outbox: Outbox;
  /** Which channels go to real providers; the rest land in the outbox. */
  readonly delivery: { email: "smtp" | "outbox"; sms: "provider" | "outbox" };
  close(): void;
}

export interface NotifierOptions {
  pool: pg.Pool;
  smtpUrl: string | undefined;
  mailFrom: string;
  smsProvider: SmsProvider | undefined;
  /** Production logs never carry the text of a message. */
  isProduction: boolean;
  log: FastifyBaseLogger;
}

export function maskRecipient(to: string): string {
  if (to.includes("@")) return maskEmail(to);
  return `${to.slice(0, 4)}••••${to.slice(-2)}`;
}

export function createNotifier(options: NotifierOptions): Notifier {
  const outbox = createOutbox(options.pool);
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;

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

  return {
    outbox,
    delivery: { email: transport ? "smtp" : "outbox", sms: options.smsProvider ? "provider" : "outbox" },
    async send(notification) {
      const rendered = renderTemplate(
        notification.template,
        notification.language,
        notification.brand,
        notification.params,
      );
      if (notification.channel === "email") {
        if (!transport) return keep(notification, rendered.subject, rendered.text, rendered.html);
        await transport.sendMail({
          from: { name: notification.brand.name, address: options.mailFrom },
          to: notification.to,
          subject: rendered.subject,
          text: rendered.text,
          html: rendered.html,
        });
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

export function smsProviderFrom(url: string | undefined, token: string | undefined): SmsProvider | undefined {
  return url ? createHttpSmsProvider(url, token) : undefined;
}
