// @vitest-environment jsdom
/**
 * The built-in provider's sign-in page is usable with a screen reader and a keyboard: axe-core
 * finds no violations (with and without the error), the fields are labelled, the error is an
 * alert tied to the fields, and what the person typed is escaped, never interpreted.
 */
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { loginPage } from '../../src/auth/oidc/pages.ts';
import { WRONG_PASSWORD_MESSAGE } from '../../src/auth/oidc/mount.ts';

/** Loads the page into this test's (jsdom) document and runs axe-core on it. */
async function violations(html: string): Promise<string[]> {
  document.open();
  document.write(html);
  document.close();
  // jsdom does no layout, so contrast cannot be measured there (the palette is AA by design).
  const results = await axe.run(document, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((v) => `${v.id}: ${v.help}`);
}

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('sign-in page', () => {
  it('has no accessibility violations, empty or showing an error', async () => {
    expect(await violations(loginPage({ uid: 'abc', productName: 'Manuscript Checker' }).html)).toEqual([]);
    expect(
      await violations(
        loginPage({
          uid: 'abc',
          productName: 'Manuscript Checker',
          email: 'a@b.example',
          error: WRONG_PASSWORD_MESSAGE,
        }).html,
      ),
    ).toEqual([]);
  });

  it('labels both fields, announces the error and points the fields at it', () => {
    const page = parse(
      loginPage({ uid: 'abc', productName: 'Manuscript Checker', email: 'a@b.example', error: WRONG_PASSWORD_MESSAGE })
        .html,
    );
    expect(page.documentElement.lang).toBe('en');
    expect(page.title).toMatch(/^Error: Sign in/);
    const email = page.querySelector<HTMLInputElement>('#email')!;
    const password = page.querySelector<HTMLInputElement>('#password')!;
    expect(page.querySelector('label[for="email"]')?.textContent).toBe('E-mail address');
    expect(page.querySelector('label[for="password"]')?.textContent).toBe('Password');
    expect(email.autocomplete).toBe('username');
    expect(password.autocomplete).toBe('current-password');
    expect(email.value).toBe('a@b.example');
    const alert = page.querySelector('[role="alert"]')!;
    expect(alert.textContent).toBe(WRONG_PASSWORD_MESSAGE);
    expect(email.getAttribute('aria-describedby')).toBe(alert.id);
    expect(password.hasAttribute('autofocus')).toBe(true);
    expect(page.querySelector('form')?.getAttribute('action')).toBe('/oidc/interaction/abc/login');
  });

  it('escapes what was typed and allows no script', () => {
    const page = loginPage({ uid: 'abc', productName: 'Manuscript Checker', email: '"><script>alert(1)</script>' });
    expect(page.html).not.toContain('<script>');
    expect(page.contentSecurityPolicy).toContain("default-src 'none'");
    expect(page.contentSecurityPolicy).not.toContain('script-src');
  });
});
