/**
 * Issue 15, "no 500 for bad input": every operation of the OpenAPI description (/api/docs/json)
 * gets malformed path parameters, query strings, bodies (broken JSON, deep nesting, the wrong
 * types, unfinished multipart) and headers, signed in and not. Over a thousand requests per
 * database: none may answer 500 (or any 5xx), every 4xx of the API carries `{detail}`, and the
 * server still answers afterwards. Every route authenticates before it validates (issue 26): with
 * no token or an expired one, every operation that is not public answers 401 whatever its body,
 * path or query — never a 422 about input the caller was not allowed to send.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';
import { ALICE, DATABASES } from './helpers.ts';

interface Operation {
  method: string;
  path: string;
}

interface Variant {
  label: string;
  path?: string;
  query?: string;
  headers?: Record<string, string>;
  body?: string;
}

const PARAM_VALUES = [
  '0',
  '-1',
  '1.5',
  '1e3',
  '99999999999999999999',
  '9223372036854775808',
  '2147483648',
  '99999999999',
  'abc',
  '%00',
  '%FF%FE',
  '%2e%2e%2f%2e%2e',
  'x'.repeat(300),
  '1%20OR%201=1',
];
const WILDCARD_VALUES = ['..%2f..%2fetc%2fpasswd', '%00', 'files/../../x', 'a'.repeat(600), '%E0%A4%A'];
const QUERIES = [
  'page=99999999999999999999&size=10',
  'page=0&size=0',
  'page=-1&size=-5',
  'page=abc&size=xyz',
  'page=1&size=100000',
  'page=1&page=2&size=1&size=2',
  'session_id=99999999999999999999',
  'session_id=abc',
  'session_id=-1',
  'session_id=2147483648',
  'session_id=99999999999',
  'page=2147483648&size=100',
  'session_id[]=1',
  `session_id=${'9'.repeat(400)}`,
  '%%%',
];
const deep = (depth: number): string => `{"name":"deep","config":${'['.repeat(depth)}${']'.repeat(depth)}}`;
const JSON_BODIES = [
  '{',
  '[',
  'null',
  '"text"',
  '123',
  '[]',
  '{"name": 5, "config": "x"}',
  '{"document_id": "1", "format_id": 99999999999999999999}',
  '{"session_id": -1, "results": "all", "comment": {}}',
  '{"job_id": {"$gt": 0}}',
  '{"__proto__": {"admin": true}}',
  '{"constructor": {"prototype": {"admin": true}}}',
  deep(5000),
  deep(400_000),
  deep(100),
  `{"name": "${'n'.repeat(5000)}", "config": {}}`,
  `{"name": "wide", "config": {${Array.from({ length: 20_000 }, (_, i) => `"k${i}": ${i}`).join(',')}}}`,
  `{"name": "big", "config": {"text": "${'x'.repeat(2 * 1024 * 1024)}"}}`,
];

function bodyVariants(): Variant[] {
  const variants: Variant[] = JSON_BODIES.map((body, index) => ({
    label: `json body #${index}`,
    headers: { 'content-type': 'application/json' },
    body,
  }));
  variants.push(
    { label: 'text body', headers: { 'content-type': 'text/plain' }, body: 'hello' },
    { label: 'form body', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'a=1&b=2' },
    { label: 'json utf-16 charset', headers: { 'content-type': 'application/json; charset=utf-16' }, body: '{}' },
    { label: 'multipart without boundary', headers: { 'content-type': 'multipart/form-data' }, body: 'xx' },
    {
      label: 'multipart whose boundary never comes',
      headers: { 'content-type': 'multipart/form-data; boundary=XYZ' },
      body: '--XYZ\r\nContent-Disposition: form-data; name="original_file"; filename="a.docx"\r\n\r\nPK\u0003\u0004 and then nothing',
    },
    {
      label: 'multipart with a broken part header',
      headers: { 'content-type': 'multipart/form-data; boundary=XYZ' },
      body: '--XYZ\r\nContent-Disposition: form-data; name=\r\n\r\nx\r\n--XYZ--\r\n',
    },
    {
      label: 'multipart with a field, no file',
      headers: { 'content-type': 'multipart/form-data; boundary=XYZ' },
      body: '--XYZ\r\nContent-Disposition: form-data; name="original_file"\r\n\r\nnot a file\r\n--XYZ--\r\n',
    },
    {
      label: 'multipart with a 5,000-character file name',
      headers: { 'content-type': 'multipart/form-data; boundary=XYZ' },
      body: `--XYZ\r\nContent-Disposition: form-data; name="original_file"; filename="${'f'.repeat(5000)}.docx"\r\n\r\nPK\r\n--XYZ--\r\n`,
    },
  );
  return variants;
}

const HEADER_VARIANTS: Variant[] = [
  { label: 'empty bearer', headers: { authorization: 'Bearer ' } },
  { label: 'basic auth', headers: { authorization: 'Basic YWxpY2U6cGFzcw==' } },
  { label: 'long bearer', headers: { authorization: `Bearer ${'t'.repeat(8000)}` } },
  { label: 'odd accept', headers: { accept: 'application/xml;q=2, */*;q=-1' } },
  { label: 'bad request id', headers: { 'x-request-id': 'x'.repeat(2000) } },
  { label: 'forwarded junk', headers: { 'x-forwarded-for': 'not-an-ip, ::::' } },
];

function variantsFor(operation: Operation): Variant[] {
  const variants: Variant[] = [{ label: 'as described' }];
  const params = [...operation.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] ?? '');
  for (const param of params) {
    const values =
      param === '*' ? WILDCARD_VALUES : param === 'checkId' ? ['nope', '%00', 'x'.repeat(300)] : PARAM_VALUES;
    for (const value of values) variants.push({ label: `${param}=${value.slice(0, 20)}`, path: value });
  }
  for (const query of QUERIES) variants.push({ label: `?${query.slice(0, 30)}`, query });
  if (['post', 'put', 'delete'].includes(operation.method)) variants.push(...bodyVariants());
  variants.push(...HEADER_VARIANTS);
  return variants;
}

/** The API's operations as the OpenAPI description lists them; `public` when it needs no token. */
async function describedOperations(server: TestServer): Promise<(Operation & { public: boolean })[]> {
  const description = (await (await fetch(`${server.url}/api/docs/json`)).json()) as {
    paths: Record<string, Record<string, { security?: unknown[] }>>;
  };
  return Object.entries(description.paths)
    .filter(([path]) => path.startsWith('/api/'))
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, spec]) => ({
        method,
        path,
        public: Array.isArray(spec.security) && spec.security.length === 0,
      })),
    );
}

/** Bodies and queries a signed-out caller may send: none of them may be answered before the 401. */
const UNAUTHENTICATED_INPUTS: Variant[] = [
  { label: 'no body' },
  { label: 'broken JSON', headers: { 'content-type': 'application/json' }, body: '{' },
  {
    label: 'JSON of the wrong shape',
    headers: { 'content-type': 'application/json' },
    body: '{"session_id": -1, "results": "all", "comment": {}}',
  },
  {
    label: 'a plausible apply',
    headers: { 'content-type': 'application/json' },
    body: '{"session_id":1,"results":[]}',
  },
  { label: 'multipart without boundary', headers: { 'content-type': 'multipart/form-data' }, body: 'xx' },
  { label: 'bad query', query: 'session_id=abc&page=-1' },
  { label: 'bad path', path: 'abc' },
];

describe.each(DATABASES)('authentication comes first on every route (%s)', (database) => {
  let server: TestServer;
  let expired: string;

  beforeAll(async () => {
    server = await startTestServer({ database });
    const issued = await server.issueToken(ALICE);
    await server.deps.db
      .updateTable('api_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', issued.id)
      .execute();
    expired = issued.token;
  }, 120_000);
  afterAll(async () => server?.close());

  it('answers 401 with {detail} to no token and to an expired token, for every operation and input', async () => {
    const operations = (await describedOperations(server)).filter((o) => !o.public);
    expect(operations.length).toBeGreaterThan(25);
    expect(operations).toContainEqual({ method: 'post', path: '/api/checks/{checkId}/apply', public: false });
    expect(operations).toContainEqual({ method: 'post', path: '/api/assistant/ask', public: false });
    expect(operations).toContainEqual({ method: 'put', path: '/api/admin/assistant', public: false });
    const wrong: string[] = [];
    let sent = 0;
    for (const operation of operations) {
      for (const input of UNAUTHENTICATED_INPUTS) {
        for (const token of [null, expired]) {
          const fill = (name: string): string =>
            input.path ?? (name === 'checkId' ? 'word-limits' : name === '*' ? 'files/none.docx' : '1');
          const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => fill(name));
          const headers: Record<string, string> = { ...input.headers };
          if (token) headers.authorization = `Bearer ${token}`;
          const response = await fetch(`${server.url}${path}${input.query ? `?${input.query}` : ''}`, {
            method: operation.method.toUpperCase(),
            headers,
            ...(input.body !== undefined && operation.method !== 'get' ? { body: input.body } : {}),
          });
          const text = await response.text();
          sent++;
          let detail: unknown;
          try {
            detail = (JSON.parse(text) as { detail?: unknown }).detail;
          } catch {
            detail = undefined;
          }
          if (response.status !== 401 || typeof detail !== 'string' || detail === '') {
            const who = token ? 'expired token' : 'no token';
            wrong.push(
              `${operation.method.toUpperCase()} ${operation.path} [${input.label}, ${who}] → ${response.status}: ${text.slice(0, 120)}`,
            );
          }
        }
      }
    }
    expect(sent).toBeGreaterThan(300);
    expect(wrong).toEqual([]);
  }, 300_000);
});

describe.each(DATABASES)('fuzzing every route of the OpenAPI description (%s)', (database) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ database });
  }, 120_000);
  afterAll(async () => server?.close());

  it('answers bad input with a 4xx and {detail}, never a 5xx, and stays up', async () => {
    const description = (await (await fetch(`${server.url}/api/docs/json`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    // The API's operations (the description also lists the web app's catch-all page routes).
    const operations: Operation[] = Object.entries(description.paths)
      .filter(([path]) => path.startsWith('/api/'))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ method, path })));
    expect(operations.length).toBeGreaterThan(25);
    let token = await server.tokenFor(ALICE);
    const failures: string[] = [];
    let sent = 0;
    for (const operation of operations) {
      for (const variant of variantsFor(operation)) {
        for (const signedIn of [true, false]) {
          const fill = (name: string): string =>
            variant.path ?? (name === 'checkId' ? 'word-limits' : name === '*' ? 'files/none.docx' : '1');
          const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => fill(name));
          const url = `${server.url}${path}${variant.query ? `?${variant.query}` : ''}`;
          const headers: Record<string, string> = { ...variant.headers };
          if (signedIn && !headers.authorization) headers.authorization = `Bearer ${token}`;
          const response = await fetch(url, {
            method: operation.method.toUpperCase(),
            headers,
            ...(variant.body !== undefined && operation.method !== 'get' ? { body: variant.body } : {}),
          });
          const text = await response.text();
          sent++;
          const where = `${operation.method.toUpperCase()} ${operation.path} [${variant.label}${signedIn ? ', signed in' : ''}] → ${response.status}`;
          if (response.status >= 500) failures.push(`${where}: ${text.slice(0, 200)}`);
          else if (response.status >= 400 && path.startsWith('/api/')) {
            let detail: unknown;
            try {
              detail = (JSON.parse(text) as { detail?: unknown }).detail;
            } catch {
              detail = undefined;
            }
            if (typeof detail !== 'string' || detail === '')
              failures.push(`${where} without {detail}: ${text.slice(0, 200)}`);
          }
          // Signing out (or deleting Alice) ends this token: take a fresh one for what follows.
          if (signedIn && (operation.path === '/api/auth/logout' || response.status === 401)) {
            token = await server.tokenFor(ALICE).catch(() => token);
          }
        }
      }
    }
    expect(sent).toBeGreaterThanOrEqual(1000);
    expect(failures).toEqual([]);
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
  }, 600_000);
});
