/**
 * The part of oidc-provider 9's API this project uses. The package ships JavaScript only and the
 * community typings lag its major versions, so we declare what we call and nothing more.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export type AdapterPayload = Record<string, unknown> & {
    grantId?: string;
    userCode?: string;
    uid?: string;
    consumed?: unknown;
  };

  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export type AdapterConstructor = new (model: string) => Adapter;

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): Promise<Record<string, unknown>> | Record<string, unknown>;
  }

  export interface ClientMetadata {
    client_id: string;
    client_name?: string;
    redirect_uris: string[];
    post_logout_redirect_uris?: string[];
    response_types?: string[];
    grant_types?: string[];
    token_endpoint_auth_method?: string;
    application_type?: 'web' | 'native';
    [key: string]: unknown;
  }

  export interface Client {
    clientId: string;
  }

  export interface Grant {
    jti: string;
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    save(): Promise<string>;
  }

  export interface Session {
    accountId?: string;
    grantIdFor(clientId: string): string | undefined;
  }

  export interface OIDCContext {
    client?: Client;
    session?: Session;
    params?: Record<string, unknown>;
    result?: { consent?: { grantId?: string } };
    provider: Provider;
  }

  export interface KoaContextWithOIDC {
    oidc: OIDCContext;
    type: string;
    body: unknown;
    status: number;
    href: string;
    set(field: string, value: string): void;
    response: { is(type: string): string | false; get(field: string): string };
  }

  export interface Interaction {
    uid: string;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, unknown>;
    session?: { accountId?: string };
    lastSubmission?: Record<string, unknown>;
    returnTo: string;
  }

  export interface AccessToken {
    accountId: string;
    clientId: string;
    scope?: string;
    isExpired: boolean;
  }

  export interface Configuration {
    adapter?: AdapterConstructor;
    clients?: ClientMetadata[];
    findAccount?: (ctx: KoaContextWithOIDC, id: string) => Promise<Account | undefined>;
    claims?: Record<string, string[] | null>;
    cookies?: { keys?: string[]; long?: Record<string, unknown>; short?: Record<string, unknown> };
    features?: Record<string, { enabled?: boolean; [key: string]: unknown }>;
    interactions?: { url?: (ctx: KoaContextWithOIDC, interaction: Interaction) => string | Promise<string> };
    jwks?: { keys: Record<string, unknown>[] };
    pkce?: { required?: (ctx: KoaContextWithOIDC, client: Client) => boolean };
    ttl?: Record<string, number | ((...args: unknown[]) => number)>;
    clientBasedCORS?: (ctx: KoaContextWithOIDC, origin: string, client: Client) => boolean;
    loadExistingGrant?: (ctx: KoaContextWithOIDC) => Promise<Grant | undefined>;
    renderError?: (ctx: KoaContextWithOIDC, out: Record<string, string>, error: Error) => void | Promise<void>;
    scopes?: string[];
    [key: string]: unknown;
  }

  interface GrantConstructor {
    new (init: { clientId: string; accountId: string }): Grant;
    find(id: string): Promise<Grant | undefined>;
  }

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    proxy: boolean;
    /** Adds a Koa middleware in front of the provider's own. */
    use(middleware: (ctx: KoaContextWithOIDC, next: () => Promise<void>) => Promise<void>): void;
    Grant: GrantConstructor;
    AccessToken: { find(value: string): Promise<AccessToken | undefined> };
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionResult(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<string>;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
}
