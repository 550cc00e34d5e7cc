/**
 * The set-up of the API suites that work on one corpus manuscript: a real server on the suite's
 * database, started before its tests and closed after them, a token and an HTTP client for Alice
 * (admin, Northwind), and the manuscript's path, found by name in the shared corpus.
 */
import { afterAll, beforeAll } from 'vitest';
import { corpusFiles } from './corpus.ts';
import { type Api, apiFor } from './http-client.ts';
import { startTestServer, type TestDatabase, type TestServer } from './server.ts';

export interface CorpusServer {
  server: TestServer;
  /** Alice's API token. */
  token: string;
  /** Alice's client (JSON bodies, a minute per request). */
  alice: Api;
  /** The corpus manuscript's file. */
  file: string;
}

/**
 * Registers the suite's beforeAll/afterAll and answers the set-up; read its fields inside the
 * tests (they are filled once the server is up).
 */
export function corpusServer(database: TestDatabase, manuscript: string): CorpusServer {
  let started: CorpusServer | undefined;
  beforeAll(async () => {
    const found = corpusFiles('manuscripts').find((f) => f.name === manuscript);
    if (!found) throw new Error(`corpus manuscript ${manuscript} is missing`);
    const server = await startTestServer({ database });
    const token = await server.tokenFor('alice@northwind.example');
    started = { server, token, alice: apiFor(server.url, token), file: found.file };
  }, 60_000);
  afterAll(async () => {
    await started?.server.close();
  });
  const get = (): CorpusServer => {
    if (!started) throw new Error('the suite’s server is not started: read corpusServer() inside a test');
    return started;
  };
  return {
    get server() {
      return get().server;
    },
    get token() {
      return get().token;
    },
    get alice() {
      return get().alice;
    },
    get file() {
      return get().file;
    },
  };
}
