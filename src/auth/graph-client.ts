/**
 * Microsoft Graph, the only way to check an Entra ID `User.Read` access token: it is a Graph token
 * whose signature third parties cannot validate (STACK.md), so we ask Graph who it belongs to.
 * An interface so tests can point it at a fake Graph server on loopback.
 */
import { AppError } from '../services/errors.ts';

export const DEFAULT_GRAPH_URL = 'https://graph.microsoft.com/v1.0';

export interface GraphUser {
  id: string;
  displayName: string | null;
  mail: string | null;
  userPrincipalName: string | null;
}

export interface GraphOrganization {
  id: string;
  displayName: string | null;
}

export interface GraphClient {
  /** The signed-in user, or null when Graph refuses the token. */
  me(accessToken: string): Promise<GraphUser | null>;
  /** The user's organisation (Entra tenant), or null when Graph refuses the token. */
  organization(accessToken: string): Promise<GraphOrganization | null>;
}

const GRAPH_UNREACHABLE = 'Microsoft could not be reached to check your sign-in. Try again in a moment.';

export function httpGraphClient(baseUrl: string = DEFAULT_GRAPH_URL, timeoutMs = 10_000): GraphClient {
  async function get(path: string, accessToken: string): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(`${baseUrl.replace(/\/+$/, '')}${path}`, {
        headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new AppError('upstream_failed', GRAPH_UNREACHABLE, `Graph ${path} failed: ${String(error)}`);
    }
    if (response.status === 401 || response.status === 403) return null;
    if (!response.ok)
      throw new AppError('upstream_failed', GRAPH_UNREACHABLE, `Graph ${path} answered ${response.status}`);
    return response.json();
  }
  const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
  return {
    async me(accessToken) {
      const body = (await get('/me?$select=id,displayName,mail,userPrincipalName', accessToken)) as Record<
        string,
        unknown
      > | null;
      const id = text(body?.id);
      if (!body || !id) return null;
      return {
        id,
        displayName: text(body.displayName),
        mail: text(body.mail),
        userPrincipalName: text(body.userPrincipalName),
      };
    },
    async organization(accessToken) {
      const body = (await get('/organization?$select=id,displayName', accessToken)) as { value?: unknown } | null;
      const first = Array.isArray(body?.value) ? (body.value[0] as Record<string, unknown> | undefined) : undefined;
      const id = text(first?.id);
      if (!first || !id) return null;
      return { id, displayName: text(first.displayName) };
    },
  };
}
