/**
 * The OpenAPI description covers every API route the server registers (issue 16): each method
 * of each /api path Fastify routes is in /api/docs/json, and every session-work operation there
 * has its request and answer shapes (src/contract/api/session-work.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';
import { call } from '../support/http-client.ts';

interface OpenApi {
  paths: Record<string, Record<string, { responses?: Record<string, unknown>; requestBody?: unknown }>>;
}

/** "METHOD /path" of every route in Fastify's route tree (printRoutes without common prefixes). */
function registeredRoutes(tree: string): string[] {
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const m = /^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/u.exec(line);
    if (!m) continue;
    const depth = (m[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(m[2] ?? '');
    const path = stack.join('');
    for (const method of (m[3] ?? '').split(',').map((s) => s.trim())) {
      if (method && method !== 'HEAD') routes.push(`${method} ${path}`);
    }
  }
  return routes;
}

/** Fastify's "/a/:id/" and OpenAPI's "/a/{id}" as one form. */
const normalise = (path: string): string =>
  path
    .replace(/:([A-Za-z_]+)/g, '{$1}')
    .replace(/\*$/, '{*}')
    .replace(/\/$/, '');

describe('OpenAPI coverage', () => {
  let server: TestServer;
  let spec: OpenApi;
  beforeAll(async () => {
    server = await startTestServer({ database: 'sqlite' });
    spec = (await call<OpenApi>(server, 'GET', '/api/docs/json')).body;
  });
  afterAll(async () => server?.close());

  it('documents every /api route the server registers, with its method', () => {
    const api = registeredRoutes(server.app.printRoutes({ commonPrefix: false })).filter((route) =>
      /^[A-Z]+ \/api\/(?!docs\b)/.test(route),
    );
    expect(api.length).toBeGreaterThan(25);
    const documented = new Set(
      Object.entries(spec.paths).flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => `${method.toUpperCase()} ${normalise(path)}`),
      ),
    );
    const missing = api.filter((route) => {
      const [method, path] = route.split(' ');
      return !documented.has(`${method} ${normalise(path ?? '')}`);
    });
    expect(missing).toEqual([]);
  });

  it('gives every session-work operation its request and answer shapes', () => {
    const operation = (path: string, method: string) => spec.paths[path]?.[method];
    for (const [path, method] of [
      ['/api/overview/', 'get'],
      ['/api/checks/{checkId}/', 'post'],
      ['/api/checks/{checkId}/apply', 'post'],
      ['/api/job/clean_cache_all', 'post'],
      ['/api/preview/latest_version', 'get'],
      ['/api/history/{sessionId}', 'get'],
      ['/api/history/revert/{historyId}', 'post'],
      ['/api/download/build', 'post'],
      ['/api/sessions/{id}/run-all', 'post'],
      ['/api/sessions/{id}/decisions/{checkId}', 'get'],
      ['/api/sessions/{id}/decisions/{checkId}', 'put'],
      ['/api/assistant/status', 'get'],
      ['/api/assistant/suggest', 'post'],
      ['/api/admin/assistant', 'get'],
      ['/api/admin/assistant', 'put'],
    ] as const) {
      expect(operation(path, method)?.responses?.['200'], `${method} ${path}`).toMatchObject({
        content: { 'application/json': { schema: expect.any(Object) } },
      });
    }
    const apply = operation('/api/checks/{checkId}/apply', 'post');
    expect(apply?.requestBody).toMatchObject({
      content: { 'application/json': { schema: { required: ['session_id', 'results', 'comment'] } } },
    });
    expect(operation('/api/sessions/{id}/decisions/{checkId}', 'put')?.requestBody).toMatchObject({
      content: { 'application/json': { schema: { required: ['items'] } } },
    });
  });

  it("describes the AI Assistant's streamed answer and its request shapes (issue 27)", () => {
    const ask = spec.paths['/api/assistant/ask']?.post;
    expect(ask?.responses?.['200']).toMatchObject({ content: { 'text/event-stream': { schema: expect.any(Object) } } });
    expect(ask?.responses?.['429']).toBeDefined();
    expect(ask?.requestBody).toMatchObject({
      content: { 'application/json': { schema: { required: ['action', 'question'] } } },
    });
    expect(spec.paths['/api/assistant/suggest']?.post?.requestBody).toMatchObject({
      content: { 'application/json': { schema: { required: ['action', 'passage'] } } },
    });
  });
});
