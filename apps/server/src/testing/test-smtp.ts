/**
 * A mail server for integration tests (smtp-server on a free loopback port): keeps every message it
 * accepts, and refuses recipients the way real servers do when a test asks it to: for the moment (451,
 * a given number of times) or for good (550).
 */
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface TestSmtp {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  mails: ReceivedMail[];
  /** Refuses this recipient with 451 the next `times` times it is tried. */
  refuseForTheMoment(recipient: string, times: number): void;
  /** How many temporary refusals of a recipient are left. */
  refusalsLeft(recipient: string): number;
  close(): Promise<void>;
}

/**
 * `isRefusedForGood`: recipients answered 550 "No such user". `acceptAfterMs`: how long the server
 * takes to accept a message (a busy server; sending then overlaps across workers).
 */
export async function startTestSmtp(
  isRefusedForGood: (recipient: string) => boolean,
  { acceptAfterMs = 0 }: { acceptAfterMs?: number } = {},
): Promise<TestSmtp> {
  const mails: ReceivedMail[] = [];
  const temporary = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      const refuse = (code: number, text: string) =>
        callback(Object.assign(new Error(text), { responseCode: code }));
      const left = temporary.get(address.address) ?? 0;
      if (left > 0) {
        temporary.set(address.address, left - 1);
        return refuse(451, "4.3.0 Mailbox temporarily unavailable");
      }
      if (isRefusedForGood(address.address)) return refuse(550, "5.1.1 No such user");
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        if (acceptAfterMs > 0) setTimeout(callback, acceptAfterMs);
        else callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    mails,
    refuseForTheMoment: (recipient, times) => temporary.set(recipient, times),
    refusalsLeft: (recipient) => temporary.get(recipient) ?? 0,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
