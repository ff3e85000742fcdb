import { generateKeyPair, type JWTPayload, SignJWT } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { BACKCHANNEL_LOGOUT_EVENT, createLogoutTokenVerifier, LogoutTokenError } from "./logout-token.ts";

const ISSUER = "http://portal.test/oidc";
const AUDIENCE = "learning-provider";
type KeyPair = Awaited<ReturnType<typeof generateKeyPair>>;
let portalKey: KeyPair;
let otherKey: KeyPair;

beforeAll(async () => {
  portalKey = await generateKeyPair("RS256");
  otherKey = await generateKeyPair("RS256");
});

function verifier() {
  return createLogoutTokenVerifier({
    keys: async () => portalKey.publicKey,
    issuer: async () => ISSUER,
    audience: AUDIENCE,
  });
}

let counter = 0;
async function logoutToken(
  claims: JWTPayload = {},
  options: { key?: KeyPair["privateKey"]; typ?: string | null; iat?: number } = {},
): Promise<string> {
  counter += 1;
  const payload: JWTPayload = {
    iss: ISSUER,
    aud: AUDIENCE,
    sub: "seeker-1",
    sid: "portal-session-1",
    events: { [BACKCHANNEL_LOGOUT_EVENT]: {} },
    jti: `logout-${counter}`,
    ...claims,
  };
  const jwt = new SignJWT(payload)
    .setProtectedHeader({
      alg: "RS256",
      ...(options.typ === null ? {} : { typ: options.typ ?? "logout+jwt" }),
    })
    .setIssuedAt(options.iat ?? Math.floor(Date.now() / 1000))
    .setExpirationTime("2m");
  return jwt.sign(options.key ?? portalKey.privateKey);
}

async function refusal(token: Promise<string>, check = verifier()): Promise<string> {
  try {
    await check.verify(await token);
  } catch (error) {
    expect(error).toBeInstanceOf(LogoutTokenError);
    return (error as Error).message;
  }
  throw new Error("the token was accepted");
}

describe("back-channel logout tokens", () => {
  it("accepts the portal's token and names the session and subject", async () => {
    expect(await verifier().verify(await logoutToken())).toEqual({
      sub: "seeker-1",
      sid: "portal-session-1",
    });
    expect(await verifier().verify(await logoutToken({ sid: undefined }))).toEqual({
      sub: "seeker-1",
      sid: null,
    });
    expect(await verifier().verify(await logoutToken({ sub: undefined }, { typ: null }))).toEqual({
      sub: null,
      sid: "portal-session-1",
    });
  });

  it("refuses a token signed by another key, for another audience or from another issuer", async () => {
    expect(await refusal(logoutToken({}, { key: otherKey.privateKey }))).toMatch(/SIGNATURE/);
    expect(await refusal(logoutToken({ aud: "another-client" }))).toMatch(/CLAIM_VALIDATION_FAILED/);
    expect(await refusal(logoutToken({ iss: "http://evil.test/oidc" }))).toMatch(/CLAIM_VALIDATION_FAILED/);
  });

  it("refuses a token without the logout event, with a nonce, or naming nobody", async () => {
    expect(await refusal(logoutToken({ events: undefined }))).toMatch(/event/);
    expect(await refusal(logoutToken({ events: { "http://example.test/other": {} } }))).toMatch(/event/);
    expect(await refusal(logoutToken({ events: { [BACKCHANNEL_LOGOUT_EVENT]: "yes" } }))).toMatch(/event/);
    expect(await refusal(logoutToken({ nonce: "n-0S6_WzA2Mj" }))).toMatch(/nonce/);
    expect(await refusal(logoutToken({ sub: undefined, sid: undefined }))).toMatch(/neither/);
  });

  it("refuses an old token, a token of another type, and a token used twice", async () => {
    const tenMinutesAgo = Math.floor(Date.now() / 1000) - 600;
    expect(await refusal(logoutToken({}, { iat: tenMinutesAgo }))).toMatch(/refused/);
    expect(await refusal(logoutToken({}, { typ: "at+jwt" }))).toMatch(/type/);
    const check = verifier();
    const token = await logoutToken();
    await check.verify(token);
    expect(await refusal(Promise.resolve(token), check)).toMatch(/already used/);
    expect(await refusal(Promise.resolve(""))).toMatch(/missing/);
    expect(await refusal(Promise.resolve("not.a.jwt"))).toMatch(/refused/);
  });
});
