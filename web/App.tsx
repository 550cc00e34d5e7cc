import { StrictMode, Suspense, lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AuthProvider, useAuth } from './auth/AuthProvider.tsx';
import { hasApiToken } from './auth/token-store.ts';
import { WelcomePage } from './pages/WelcomePage.tsx';
import { Loading } from './components/Loading.tsx';

// Everything after sign-in is split by route: the welcome page loads only what it needs.
const loadSignedInRoutes = () => import('./SignedInRoutes.tsx');
const SignedInRoutes = lazy(loadSignedInRoutes);
// A stored token means the dashboard comes next: fetch its code now, alongside the sign-in start-up.
if (hasApiToken()) void loadSignedInRoutes();

function Routed() {
  const { status } = useAuth();
  if (status !== 'signed-in') {
    // SPEC §2: before sign-in only / is served.
    return (
      <Routes>
        <Route path="/" element={<WelcomePage />} />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    );
  }
  return (
    <Suspense fallback={<Loading text="Data is loading..." />}>
      <SignedInRoutes />
    </Suspense>
  );
}

export function mountApp(element: HTMLElement): void {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 5_000 } },
  });
  createRoot(element).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AuthProvider>
            <Routed />
          </AuthProvider>
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}
