/** The little of oidc-provider (no bundled types) the social-login test uses to run a local provider. */
declare module "oidc-provider" {
  import type { Server } from "node:http";

  interface Account {
    accountId: string;
    claims(): Promise<Record<string, unknown>>;
  }

  interface ProviderConfiguration {
    clients: Record<string, unknown>[];
    claims?: Record<string, string[]>;
    findAccount?: (context: unknown, id: string) => Promise<Account | undefined>;
    cookies?: { keys: string[] };
  }

  export default class Provider {
    constructor(issuer: string, configuration: ProviderConfiguration);
    listen(port: number): Server;
  }
}
