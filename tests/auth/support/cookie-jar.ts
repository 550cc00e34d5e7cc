/**
 * A minimal browser cookie jar for scripted sign-ins: honours Path (the provider scopes its
 * interaction cookies to /oidc/interaction/<uid> and /oidc/auth/<uid>), Max-Age/Expires and
 * deletion, per host. Enough for loopback HTTP; no Domain or Secure handling.
 */
interface StoredCookie {
  name: string;
  value: string;
  host: string;
  path: string;
  expiresAt: number | null;
}

function defaultPath(url: URL): string {
  const slash = url.pathname.lastIndexOf('/');
  return slash <= 0 ? '/' : url.pathname.slice(0, slash);
}

function pathMatches(requestPath: string, cookiePath: string): boolean {
  if (requestPath === cookiePath) return true;
  if (!requestPath.startsWith(cookiePath)) return false;
  return cookiePath.endsWith('/') || requestPath.charAt(cookiePath.length) === '/';
}

export class CookieJar {
  private cookies: StoredCookie[] = [];

  store(url: URL, setCookieHeaders: string[]): void {
    for (const header of setCookieHeaders) {
      const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      const cookie: StoredCookie = {
        name: pair.slice(0, eq),
        value: pair.slice(eq + 1),
        host: url.host,
        path: defaultPath(url),
        expiresAt: null,
      };
      for (const attribute of attributes) {
        const [key = '', value = ''] = attribute.split('=');
        const lower = key.toLowerCase();
        if (lower === 'path' && value.startsWith('/')) cookie.path = value;
        else if (lower === 'max-age') cookie.expiresAt = Date.now() + Number(value) * 1000;
        else if (lower === 'expires' && cookie.expiresAt === null) cookie.expiresAt = Date.parse(value);
      }
      this.cookies = this.cookies.filter(
        (c) => !(c.name === cookie.name && c.host === cookie.host && c.path === cookie.path),
      );
      if (cookie.expiresAt === null || cookie.expiresAt > Date.now()) this.cookies.push(cookie);
    }
  }

  header(url: URL): string {
    const now = Date.now();
    return this.cookies
      .filter(
        (c) => c.host === url.host && pathMatches(url.pathname, c.path) && (c.expiresAt === null || c.expiresAt > now),
      )
      .sort((a, b) => b.path.length - a.path.length)
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
  }

  names(): string[] {
    return this.cookies.map((c) => `${c.name}@${c.path}`);
  }
}
