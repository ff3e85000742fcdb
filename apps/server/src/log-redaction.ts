/**
 * What the access log may say about a request. Secrets that travel in addresses (a password-reset or
 * verification token, an OpenID Connect code and state) are replaced before the line is written, so a
 * log reader never holds a working link.
 */
const SECRET_PARAMETERS = new Set([
  "token",
  "code",
  "state",
  "otp",
  "password",
  "secret",
  "key",
  "id_token",
  "access_token",
  "session_state",
]);

export const REDACTED = "[redacted]";

/** The address with the values of secret query parameters replaced (names and other values kept). */
export function redactedUrl(url: string): string {
  const query = url.indexOf("?");
  if (query === -1) return url;
  const hash = url.indexOf("#", query);
  const search = url.slice(query + 1, hash === -1 ? undefined : hash);
  const parts = search.split("&").map((part) => {
    const eq = part.indexOf("=");
    const rawName = eq === -1 ? part : part.slice(0, eq);
    let name: string;
    try {
      name = decodeURIComponent(rawName.replace(/\+/g, " ")).toLowerCase();
    } catch {
      name = rawName.toLowerCase();
    }
    return SECRET_PARAMETERS.has(name) && eq !== -1 ? `${rawName}=${REDACTED}` : part;
  });
  return `${url.slice(0, query)}?${parts.join("&")}`;
}

/** Fastify's request serializer, with the address redacted. */
export function requestForLog(request: {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}) {
  return {
    method: request.method,
    url: redactedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
