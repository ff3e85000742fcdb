/**
 * The part of oidc-provider (it ships no types) the portal uses: the learning site's OpenID provider
 * (sso.ts) and the local provider of the social-login test.
 */
declare module "oidc-provider" {
  import type { IncomingMessage, Server, ServerResponse } from "node:http";

  interface Account {
    accountId: string;
    claims(): Promise<Record<string, unknown>>;
  }

  interface ProviderConfiguration {
    clients: Record<string, unknown>[];
    claims?: Record<string, string[]>;
    findAccount?: (context: never, id: string) => Promise<Account | undefined>;
    cookies?: { keys: string[] };
    adapter?: new (name: string) => unknown;
    jwks?: { keys: object[] };
    pkce?: { required: () => boolean };
    scopes?: string[];
    features?: Record<string, { enabled: boolean }>;
    interactions?: { url: (context: never, interaction: never) => string };
    loadExistingGrant?: (context: never) => Promise<unknown>;
    ttl?: Record<string, number>;
    /** The page for an error the provider cannot send back to the client (oidc-provider calls it with its koa context). */
    renderError?: (context: never, out: never, error: Error) => Promise<void>;
    fetch?: (url: string | URL, init: RequestInit & { dispatcher?: unknown }) => Promise<Response>;
  }

  interface Grant {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  interface Interaction {
    uid: string;
    params: Record<string, unknown>;
    grantId?: string;
    result?: Record<string, unknown>;
    exp: number;
    returnTo: string;
    save(ttl: number): Promise<string>;
  }

  interface Client {
    clientId: string;
    backchannelLogoutUri?: string;
    backchannelLogout(sub: string, sid: string): Promise<void>;
  }

  export default class Provider {
    constructor(issuer: string, configuration: ProviderConfiguration);
    proxy: boolean;
    listen(port: number): Server;
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    on(event: string, listener: (...args: never[]) => void): this;
    Grant: {
      new (properties: { accountId: string; clientId: string }): Grant;
      find(id: string): Promise<Grant | undefined>;
    };
    Interaction: { find(uid: string): Promise<Interaction | undefined> };
    Client: { find(id: string): Promise<Client | undefined> };
  }
}
