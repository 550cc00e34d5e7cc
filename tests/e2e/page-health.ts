/** What every journey asks of a page (issue 26): no sideways scroll and a console free of errors. */
import { expect, type Page } from '@playwright/test';

/** Console errors and CSP violations the page reports, from the moment it starts. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  return errors;
}

export async function expectFits(page: Page, where: string): Promise<void> {
  const sizes = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(sizes.scroll, `sideways scroll on ${where}`).toBeLessThanOrEqual(sizes.client);
}

/**
 * No error in the console. `expected404` is for the one page that asks for a session that does not
 * exist: Chromium itself reports that API answer as "Failed to load resource ... 404".
 */
export async function expectQuiet(errors: string[], where: string, expected404 = false): Promise<void> {
  const unexpected = errors.filter(
    (e) => !(expected404 && /^Failed to load resource: the server responded with a status of 404/.test(e)),
  );
  expect(unexpected, `console errors on ${where}`).toEqual([]);
  errors.length = 0;
}
