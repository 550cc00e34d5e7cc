/**
 * What a browser does during the built-in provider's sign-in, over real HTTP: follow redirects
 * with a path-aware cookie jar, read the login form, post e-mail and password, and stop at the
 * web app's callback URL (which carries the authorization code).
 */
import { CookieJar } from './cookie-jar.ts';

export interface PageResult {
  status: number;
  url: URL;
  body: string;
  headers: Headers;
}

export class ScriptedBrowser {
  readonly jar = new CookieJar();

  /** One request, no redirect following; cookies in and out. */
  async request(url: URL, init: { method?: string; form?: Record<string, string> } = {}): Promise<PageResult> {
    const headers: Record<string, string> = {};
    const cookie = this.jar.header(url);
    if (cookie) headers.cookie = cookie;
    let body: string | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    }
    const response = await fetch(url, { method: init.method ?? 'GET', headers, body, redirect: 'manual' });
    this.jar.store(url, response.headers.getSetCookie());
    return { status: response.status, url, body: await response.text(), headers: response.headers };
  }

  /** Follows redirects until a page answers or the next hop starts with `stopAt`. */
  async follow(
    start: URL,
    stopAt: string,
    init: { method?: string; form?: Record<string, string> } = {},
  ): Promise<{ page: PageResult; stoppedAt: URL | null }> {
    let page = await this.request(start, init);
    for (let hops = 0; hops < 10; hops += 1) {
      const location = page.headers.get('location');
      if (page.status < 300 || page.status >= 400 || !location) return { page, stoppedAt: null };
      const next = new URL(location, page.url);
      if (next.href.startsWith(stopAt)) return { page, stoppedAt: next };
      page = await this.request(next);
    }
    throw new Error('Too many redirects');
  }
}

/** The action of the page's first form, resolved against the page URL. */
export function formAction(page: PageResult): URL {
  const match = /<form[^>]*action="([^"]+)"/.exec(page.body);
  if (!match?.[1]) throw new Error(`No form on ${page.url.href} (status ${page.status})`);
  return new URL(match[1].replaceAll('&amp;', '&'), page.url);
}
