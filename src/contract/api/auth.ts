/** Sign-in API (SPEC §7 "Authentication API", DESIGN §4): public configuration, login, logout, me. */
import { Type, type Static } from '@sinclair/typebox';

export const AuthMode = Type.Union([Type.Literal('local'), Type.Literal('oidc'), Type.Literal('entra')]);

export const AuthClientConfig = Type.Object(
  {
    mode: AuthMode,
    providerLabel: Type.String({ description: 'Name of the identity provider, for the sign-in button' }),
    authority: Type.String({ description: 'Issuer / authority URL the browser signs in with' }),
    clientId: Type.String(),
    scopes: Type.Array(Type.String()),
    redirectPath: Type.String({ description: 'Path of the popup callback page, under the product URL' }),
    silentRedirectPath: Type.String({ description: 'Path of the silent-renew callback page' }),
  },
  { description: 'What the web app needs to start signing in; public.' },
);
export type AuthClientConfig = Static<typeof AuthClientConfig>;

export const LoginBody = Type.Object({
  accessToken: Type.String({ minLength: 1, maxLength: 16_384, description: "The identity provider's access token" }),
});
export type LoginBody = Static<typeof LoginBody>;

export const LoginAnswer = Type.Object({
  accessToken: Type.String({ description: "The product's API token: send it as `Authorization: Bearer …`" }),
  expiresAt: Type.String({ format: 'date-time' }),
});
export type LoginAnswer = Static<typeof LoginAnswer>;

export const Me = Type.Object({
  localAccountId: Type.String({ description: 'The account id in this product' }),
  tenantId: Type.String({ description: "The organisation's key: its e-mail domain or identity-provider tenant id" }),
  tenantName: Type.String(),
  name: Type.String(),
  username: Type.String(),
  email: Type.String(),
  role: Type.Union([Type.Literal('admin'), Type.Literal('member')]),
});
export type Me = Static<typeof Me>;
