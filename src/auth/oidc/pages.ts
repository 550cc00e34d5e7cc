/**
 * The built-in provider's HTML: the sign-in page and its error page. Plain server-rendered forms
 * (work without JavaScript), labelled fields, the error announced to screen readers and tied to
 * the fields, a visible focus ring, and a strict Content-Security-Policy (no script at all; the
 * one inline style is allowed by its nonce).
 */
import { randomBytes } from 'node:crypto';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface RenderedPage {
  html: string;
  contentSecurityPolicy: string;
}

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f3f5f8; color: #1a2233; }
  main { width: min(24rem, 92vw); background: #fff; border-radius: 8px; padding: 2rem; box-shadow: 0 1px 3px rgba(0,0,0,.15); }
  h1 { font-size: 1.4rem; margin: 0 0 .25rem; }
  p { margin: .25rem 0 1rem; color: #3b4456; }
  label { display: block; font-weight: 600; margin: 1rem 0 .3rem; }
  input { box-sizing: border-box; width: 100%; padding: .6rem .7rem; font-size: 1rem; border: 1px solid #6b7385; border-radius: 4px; }
  input[aria-invalid="true"] { border-color: #b3261e; }
  input:focus, button:focus, a:focus { outline: 3px solid #1d4ed8; outline-offset: 2px; }
  button { margin-top: 1.5rem; width: 100%; padding: .7rem; font-size: 1rem; font-weight: 600; color: #fff; background: #1d4ed8; border: 0; border-radius: 4px; cursor: pointer; }
  .error { margin: 1rem 0 0; padding: .7rem .8rem; border-left: 4px solid #b3261e; background: #fdecea; color: #7a1410; }
  button.secondary { margin-top: .75rem; color: #1d4ed8; background: #fff; border: 1px solid #1d4ed8; }
  .cancel { display: block; margin-top: 1rem; text-align: center; color: #1d4ed8; }
`;

function page(title: string, body: string, formTargets: readonly string[] = []): RenderedPage {
  const nonce = randomBytes(16).toString('base64');
  const html = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
  const contentSecurityPolicy = [
    "default-src 'none'",
    `style-src 'nonce-${nonce}'`,
    // The answer to the form redirects on to the web app's callback (PUBLIC_URL), which browsers
    // check against form-action too.
    ["form-action 'self'", ...formTargets].join(' '),
    "frame-ancestors 'self'",
    "base-uri 'none'",
  ].join('; ');
  return { html, contentSecurityPolicy };
}

export interface LoginPageOptions {
  uid: string;
  productName: string;
  /** Origin of the web app (PUBLIC_URL), where the sign-in finally lands. */
  appOrigin?: string;
  email?: string;
  error?: string;
}

export function loginPage({ uid, productName, appOrigin, email = '', error }: LoginPageOptions): RenderedPage {
  const base = `/oidc/interaction/${encodeURIComponent(uid)}`;
  const invalid = error ? ' aria-invalid="true" aria-describedby="sign-in-error"' : '';
  const errorBlock = error ? `<p class="error" id="sign-in-error" role="alert">${escapeHtml(error)}</p>` : '';
  return page(
    error ? `Error: Sign in – ${productName}` : `Sign in – ${productName}`,
    `<h1>Sign in</h1>
<p>Use your work e-mail address and password for ${escapeHtml(productName)}.</p>
${errorBlock}
<form method="post" action="${base}/login" novalidate>
<label for="email">E-mail address</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}"${invalid}${error ? '' : ' autofocus'}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${invalid}${error ? ' autofocus' : ''}>
<button type="submit">Sign in</button>
</form>
<a class="cancel" href="${base}/abort">Cancel</a>`,
    appOrigin ? [appOrigin] : [],
  );
}

export function errorPage(title: string, message: string): RenderedPage {
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1>\n<p role="alert">${escapeHtml(message)}</p>\n<p>Close this window and try signing in again.</p>`,
  );
}

/** The provider's "sign out?" question; `form` is the provider's hidden form (with its xsrf field). */
export function signOutPage(form: string, productName: string, appOrigin: string): RenderedPage {
  return page(
    `Sign out – ${productName}`,
    `<h1>Sign out</h1>
<p>Do you want to sign out of ${escapeHtml(productName)} on this device?</p>
${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>Yes, sign me out</button>
<button type="submit" form="op.logoutForm" class="secondary">No, stay signed in</button>`,
    [appOrigin],
  );
}

export function signedOutPage(productName: string): RenderedPage {
  return page(`Signed out – ${productName}`, `<h1>You are signed out</h1>\n<p>You can close this window.</p>`);
}
