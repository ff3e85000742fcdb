/**
 * SMS goes through a provider behind this interface. The HTTP adapter posts JSON to the configured URL,
 * the shape small gateways and our own test receiver accept; a vendor with another shape gets its own
 * adapter here, and nothing else changes. Without a provider, SMS stay in the dev outbox.
 */
export interface SmsMessage {
  /** "+" and digits, e.g. "+919876543210". */
  to: string;
  text: string;
  /** Shown as the sender where the gateway supports it: the brand name. */
  sender: string;
}

export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

const SMS_TIMEOUT_MS = 10_000;

export function createHttpSmsProvider(url: string, token: string | undefined): SmsProvider {
  return {
    name: "http",
    async send(message) {
      const response = await fetch(url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(message),
        signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
    },
  };
}
