/** Before sign-in (SPEC §2): Welcome, an invitation to connect, the provider's button, the footer. */
import { LogIn } from 'lucide-react';
import { useAuth } from '../auth/AuthProvider.tsx';
import { Button } from '../components/Button.tsx';
import { Footer } from '../layout/Footer.tsx';

export function WelcomePage() {
  const { status, config, error, signIn } = useAuth();
  const starting = status === 'starting';
  return (
    <div className="flex min-h-full flex-col bg-gradient-to-b from-brand-50 to-slate-50">
      <main className="flex flex-1 items-center justify-center px-4">
        <section className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm">
          <img src="/favicon.svg" alt="" width={48} height={48} className="mx-auto" />
          <h1 className="mt-4 text-3xl font-semibold tracking-tight text-slate-900">Welcome</h1>
          <p className="mt-2 text-slate-700">
            Connect to Manuscript Checker with your work account to check manuscripts against journal formats.
          </p>
          <div className="mt-6">
            {starting || !config ? (
              <p role="status" className="text-sm text-slate-700">
                {starting ? 'Data is loading...' : 'Sign-in is unavailable right now. Please reload the page.'}
              </p>
            ) : (
              <Button onClick={() => void signIn()} disabled={status === 'signing-in'} className="w-full py-2.5">
                <LogIn size={18} aria-hidden />
                {status === 'signing-in' ? 'Signing in...' : `Sign in with ${config.providerLabel}`}
              </Button>
            )}
          </div>
          {error ? (
            <p role="alert" className="mt-4 text-sm text-red-800">
              {error}
            </p>
          ) : null}
        </section>
      </main>
      <Footer />
    </div>
  );
}
