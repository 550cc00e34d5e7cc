import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './index.ts';

describe('loadConfig', () => {
  it('gives the documented defaults on an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      publicUrl: 'http://localhost:3000',
      databaseUrl: null,
      maxUploadMb: 25,
      authMode: 'local',
      oidcIssuer: 'http://localhost:3000/oidc',
      apiTokenTtlHours: 8,
      seedDemo: true,
      checkTimeoutSeconds: 60,
    });
    expect(config.dataDir.endsWith('/data')).toBe(true);
  });

  it('reads the check wait and the worker probe port through config, refusing nonsense', () => {
    expect(loadConfig({})).toMatchObject({ checkSyncWaitMs: 3000, workerHealthPort: 0 });
    expect(loadConfig({ CHECK_SYNC_WAIT_MS: '0', WORKER_HEALTH_PORT: '3001' })).toMatchObject({
      checkSyncWaitMs: 0,
      workerHealthPort: 3001,
    });
    expect(() => loadConfig({ CHECK_SYNC_WAIT_MS: 'soon' })).toThrow(/CHECK_SYNC_WAIT_MS must be a whole number/);
    expect(() => loadConfig({ WORKER_HEALTH_PORT: '70000' })).toThrow(/WORKER_HEALTH_PORT must be a whole number/);
  });

  it('lists every bad value at once', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        MAX_UPLOAD_MB: '0',
        AUTH_MODE: 'saml',
        DATABASE_URL: 'mysql://x',
        LOG_LEVEL: 'loud',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of ['PORT', 'MAX_UPLOAD_MB', 'AUTH_MODE', 'DATABASE_URL', 'LOG_LEVEL'])
      expect(problems).toContain(name);
    expect((error as ConfigError).problems).toHaveLength(5);
  });

  it('turns demo seeding off in production and requires cookie keys there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/OIDC_COOKIE_KEYS/);
    const config = loadConfig({ NODE_ENV: 'production', OIDC_COOKIE_KEYS: 'a-long-random-cookie-key-1' });
    expect(config.seedDemo).toBe(false);
  });

  it('requires what each sign-in mode needs', () => {
    expect(() => loadConfig({ AUTH_MODE: 'entra' })).toThrow(/ENTRA_CLIENT_ID/);
    expect(() => loadConfig({ AUTH_MODE: 'oidc' })).toThrow(/OIDC_ISSUER[\s\S]*OIDC_CLIENT_ID/);
    const entra = loadConfig({ AUTH_MODE: 'entra', ENTRA_CLIENT_ID: 'abc', ENTRA_ALLOWED_TENANTS: 't1, t2' });
    expect(entra.oidcIssuer).toBe('https://login.microsoftonline.com/organizations/v2.0');
    expect(entra.entraAllowedTenants).toEqual(['t1', 't2']);
    expect(entra.oidcClientId).toBe('abc');
  });

  it('turns the AI Assistant on only with AI_BASE_URL and AI_MODEL together', () => {
    expect(loadConfig({}).ai).toBeNull();
    expect(
      loadConfig({ AI_BASE_URL: 'http://127.0.0.1:11434/v1/', AI_MODEL: 'llama3.1', AI_TIMEOUT_MS: '5000' }).ai,
    ).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: null,
      model: 'llama3.1',
      timeoutMs: 5000,
      maxAnswerChars: 6000,
    });
    expect(() => loadConfig({ AI_MODEL: 'gpt-4o-mini' })).toThrow(/AI_BASE_URL and AI_MODEL must be set together/);
    expect(() => loadConfig({ AI_BASE_URL: 'ftp://x', AI_MODEL: 'm' })).toThrow(
      /AI_BASE_URL must be a http: or https: URL/,
    );
    expect(() => loadConfig({ AI_TIMEOUT_MS: '10' })).toThrow(/AI_TIMEOUT_MS must be a whole number/);
  });
});
