import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import spa, { RADIX_SELECT_VIEWPORT_CSS, contentSecurityPolicy, originOf } from './spa.ts';
import type { AppDeps } from './deps.ts';

describe('SPA server', () => {
  let app: FastifyInstance;
  let root: string;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'spa-'));
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(root, 'assets', 'app-abc.js'), 'console.log(1)');
    app = Fastify();
    app.get('/api/auth/config', async () => ({ mode: 'oidc', authority: 'https://id.example.org/realms/x' }));
    app.get('/api/health', async () => ({ ok: true }));
    await app.register(spa, { deps: {} as AppDeps, webRoot: root });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('answers index.html for client routes, including /_app and the sign-in callbacks', async () => {
    for (const url of ['/', '/_app', '/formats/', '/session/12', '/auth/popup-callback?code=1']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('id="root"');
    }
  });

  it('serves built assets with a long cache and leaves /api to the API', async () => {
    const asset = await app.inject({ url: '/assets/app-abc.js' });
    expect(asset.statusCode, asset.body).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await app.inject({ url: '/api/health' })).json()).toEqual({ ok: true });
    const missing = await app.inject({ url: '/api/nope' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Not found.' });
  });

  it('sends a strict policy that allows the configured identity provider and nothing else', async () => {
    const res = await app.inject({ url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    // Our own stylesheets and Radix Select's one fixed rule (by its hash), no other inline style.
    expect(csp).toContain("style-src 'self' 'sha256-441zG27rExd4/il+NvIqyL8zFx5XmyNQtE381kSkUJk=';");
    expect(csp).toContain("connect-src 'self' https://id.example.org;");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(contentSecurityPolicy([])).toContain("connect-src 'self';");
  });

  it('allows only the inline rule Radix Select still writes, character for character', () => {
    // Radix Select comes with radix-ui (our dependency); its built file is read as text.
    const radix = readFileSync(
      join(process.cwd(), 'node_modules', '@radix-ui', 'react-select', 'dist', 'index.mjs'),
      'utf8',
    );
    expect(radix).toContain(`__html: \`${RADIX_SELECT_VIEWPORT_CSS}\``);
  });

  it('allows exactly the identity provider origin, never its path or a relative authority', () => {
    expect(originOf('https://login.microsoftonline.com/organizations')).toBe('https://login.microsoftonline.com');
    expect(originOf('/oidc')).toBe('');
    expect(originOf(undefined)).toBe('');
  });
});

describe('SPA server before the web app is built', () => {
  it('answers the page and every client route with a 503 that says how to build it, and /api paths with 404', async () => {
    const root = mkdtempSync(join(tmpdir(), 'spa-unbuilt-'));
    const app = Fastify();
    app.get('/api/auth/config', async () => ({ mode: 'password' }));
    await app.register(spa, { deps: {} as AppDeps, webRoot: root });
    await app.ready();
    try {
      for (const url of ['/', '/session/12']) {
        const res = await app.inject({ url });
        expect(res.statusCode, url).toBe(503);
        expect(res.body).toBe('The web app is not built yet: run `npm run build`, then reload.');
      }
      expect((await app.inject({ url: '/api/nothing' })).statusCode).toBe(404);
    } finally {
      await app.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('SPA server without sign-in mounted', () => {
  it('serves the page with a policy for its own origin only, instead of looking the policy up for ever', async () => {
    const root = mkdtempSync(join(tmpdir(), 'spa-no-auth-'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><div id="root"></div>');
    const app = Fastify();
    await app.register(spa, { deps: {} as AppDeps, webRoot: root });
    await app.ready();
    try {
      const res = await app.inject({ url: '/session/3' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('id="root"');
      expect(res.headers['content-security-policy']).toBe(contentSecurityPolicy([]));
    } finally {
      await app.close();
      rmSync(root, { recursive: true, force: true });
    }
  }, 10_000);
});
