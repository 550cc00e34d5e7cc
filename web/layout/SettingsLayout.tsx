/** Account pages with the settings sidebar (SPEC §2 "Settings sidebar"). */
import { NavLink, Outlet } from 'react-router';
import { Suspense, type ReactNode } from 'react';
import { KeyRound, Scale, ShieldCheck, UserRound, Users } from 'lucide-react';
import { Header } from './HeaderLayout.tsx';
import { useAuth } from '../auth/AuthProvider.tsx';
import { Loading } from '../components/Loading.tsx';

const entry = 'flex items-center gap-2 rounded-md px-3 py-2 text-sm';

function Entry({ to, icon, children }: { to: string; icon: ReactNode; children: ReactNode }) {
  return (
    <NavLink
      to={to}
      end
      className={({ isActive }) =>
        `focus-ring ${entry} ${isActive ? 'bg-brand-50 font-semibold text-brand-800' : 'text-slate-800 hover:bg-slate-100'}`
      }
    >
      {icon}
      {children}
    </NavLink>
  );
}

/** Roles, Permissions and Legal have no route yet: shown, but disabled. */
function DisabledEntry({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a disabled link has no href, and an <a> without href is not a link
    <span role="link" aria-disabled="true" tabIndex={-1} className={`${entry} cursor-not-allowed text-slate-500`}>
      {icon}
      {children}
    </span>
  );
}

export function SettingsLayout() {
  const { account } = useAuth();
  return (
    <div className="flex min-h-full flex-col">
      <Header />
      <div className="mx-auto flex w-full max-w-7xl flex-1 gap-6 px-4 py-6 sm:px-6">
        <aside className="w-60 shrink-0" aria-label="Settings">
          <p className="px-3 pb-3 text-sm text-slate-700">
            Logged in as <span className="font-semibold text-slate-900">{account?.name}</span>
          </p>
          <nav aria-label="Settings" className="flex flex-col gap-1">
            <Entry to="/settings" icon={<UserRound size={16} aria-hidden />}>
              Account &amp; Profile
            </Entry>
            <Entry to="/users" icon={<Users size={16} aria-hidden />}>
              Users
            </Entry>
            <DisabledEntry icon={<ShieldCheck size={16} aria-hidden />}>Roles</DisabledEntry>
            <DisabledEntry icon={<KeyRound size={16} aria-hidden />}>Permissions</DisabledEntry>
            <DisabledEntry icon={<Scale size={16} aria-hidden />}>Legal</DisabledEntry>
          </nav>
        </aside>
        <main className="min-w-0 flex-1">
          <Suspense fallback={<Loading />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
