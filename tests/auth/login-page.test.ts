/**
 * The built-in provider's sign-in page is usable with a screen reader and a keyboard: axe-core
 * finds no violations (with and without the error), the fields are labelled, the error is an
 * alert tied to the fields, and what the person typed is escaped, never interpreted.
 */
import { JSDOM } from 'jsdom';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { loginPage } from '../../src/auth/oidc/pages.ts';
import { WRONG_PASSWORD_MESSAGE } from '../../src/auth/oidc/mount.ts';

async function violations(html: string): Promise<string[]> {
  const dom = new JSDOM(html, { runScripts: 'outside-only', url: 'http://127.0.0.1/oidc/interaction/x' });
  dom.window.eval(axe.source);
  const run = (dom.window as unknown as { axe: typeof axe }).axe.run;
  // jsdom does no layout, so contrast cannot be measured there (the palette is AA by design).
  const results = await run(dom.window.document, { rules: { 'color-contrast': { enabled: false } } });
  dom.window.close();
  return results.violations.map((v) => `${v.id}: ${v.help}`);
}

describe('sign-in page', () => {
  it('has no accessibility violations, empty or showing an error', async () => {
    expect(await violations(loginPage({ uid: 'abc', productName: 'Manuscript Checker' }).html)).toEqual([]);
    expect(await violations(loginPage({ uid: 'abc', productName: 'Manuscript Checker', email: 'a@b.example', error: WRONG_PASSWORD_MESSAGE }).html)).toEqual([]);
  });

  it('labels both fields, announces the error and points the fields at it', () => {
    const { window } = new JSDOM(loginPage({ uid: 'abc', productName: 'Manuscript Checker', email: 'a@b.example', error: WRONG_PASSWORD_MESSAGE }).html);
    const document = window.document;
    expect(document.documentElement.lang).toBe('en');
    expect(document.title).toMatch(/^Error: Sign in/);
    const email = document.querySelector<HTMLInputElement>('#email')!;
    const password = document.querySelector<HTMLInputElement>('#password')!;
    expect(document.querySelector('label[for="email"]')?.textContent).toBe('E-mail address');
    expect(document.querySelector('label[for="password"]')?.textContent).toBe('Password');
    expect(email.autocomplete).toBe('username');
    expect(password.autocomplete).toBe('current-password');
    expect(email.value).toBe('a@b.example');
    const alert = document.querySelector('[role="alert"]')!;
    expect(alert.textContent).toBe(WRONG_PASSWORD_MESSAGE);
    expect(email.getAttribute('aria-describedby')).toBe(alert.id);
    expect(password.hasAttribute('autofocus')).toBe(true);
    expect(document.querySelector('form')?.getAttribute('action')).toBe('/oidc/interaction/abc/login');
  });

  it('escapes what was typed and allows no script', () => {
    const page = loginPage({ uid: 'abc', productName: 'Manuscript Checker', email: '"><script>alert(1)</script>' });
    expect(page.html).not.toContain('<script>');
    expect(page.contentSecurityPolicy).toContain("default-src 'none'");
    expect(page.contentSecurityPolicy).not.toContain('script-src');
  });
});
