import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AuthProvider } from '../auth/AuthProvider.tsx';
import { WelcomePage } from './WelcomePage.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const config = {
  mode: 'local',
  providerLabel: 'Northwind ID',
  authority: 'http://localhost:3000/oidc',
  clientId: 'manuscript-checker-web',
  scopes: ['openid', 'profile', 'email'],
  redirectPath: '/auth/popup-callback',
  silentRedirectPath: '/auth/silent-callback',
};

describe('Welcome page', () => {
  it('shows "Data is loading..." while sign-in starts, then the button named after the provider', async () => {
    let answer: (r: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((r) => (answer = r))),
    );
    render(
      <MemoryRouter>
        <AuthProvider>
          <WelcomePage />
        </AuthProvider>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeTruthy();
    expect(screen.getByText('Data is loading...')).toBeTruthy();
    expect(screen.getByText(/© 2025/)).toBeTruthy();
    answer(new Response(JSON.stringify(config), { status: 200, headers: { 'content-type': 'application/json' } }));
    expect(await screen.findByRole('button', { name: 'Sign in with Northwind ID' })).toBeTruthy();
    expect(screen.queryByText('Data is loading...')).toBeNull();
  });
});
