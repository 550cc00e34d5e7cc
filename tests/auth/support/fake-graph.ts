/**
 * A fake Microsoft Graph on loopback (the one allowed stand-in: Entra cannot be reached from
 * tests). It knows a few access tokens and answers /me and /organization for them like Graph
 * does, and 401 with Graph's error body for anything else.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeGraphAccount {
  me: { id: string; displayName: string; mail: string | null; userPrincipalName: string };
  organization: { id: string; displayName: string };
}

export interface FakeGraph {
  url: string;
  /** Paths asked for, in order (to prove the product really called Graph). */
  calls: string[];
  close(): Promise<void>;
}

export async function startFakeGraph(accounts: Record<string, FakeGraphAccount>): Promise<FakeGraph> {
  const calls: string[] = [];
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://graph.test');
    calls.push(url.pathname);
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const account = token ? accounts[token] : undefined;
    response.setHeader('content-type', 'application/json');
    if (!account) {
      response.statusCode = 401;
      response.end(
        JSON.stringify({ error: { code: 'InvalidAuthenticationToken', message: 'Access token validation failure.' } }),
      );
      return;
    }
    if (url.pathname === '/v1.0/me') {
      response.end(
        JSON.stringify({ '@odata.context': 'https://graph.microsoft.com/v1.0/$metadata#users/$entity', ...account.me }),
      );
    } else if (url.pathname === '/v1.0/organization') {
      response.end(JSON.stringify({ value: [account.organization] }));
    } else {
      response.statusCode = 404;
      response.end(JSON.stringify({ error: { code: 'Request_ResourceNotFound' } }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1.0`,
    calls,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
