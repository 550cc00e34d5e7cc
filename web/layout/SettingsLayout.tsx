/** Account pages with the settings sidebar (SPEC §2 "Settings sidebar"). */
import { NavLink, Outlet } from 'react-router';
import { Suspense, type ReactNode, useId } from 'react';
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

/**
 * Roles, Permissions and Legal have no route yet: shown, but disabled, and described by the
 * sidebar's note that says why (issue 26: every disabled control says why).
 */
function DisabledEntry({ icon, children, reasonId }: { icon: ReactNode; children: ReactNode; reasonId: string }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a disabled link has no href, and an <a> without href is not a link
    <span
      role="link"
      aria-disabled="true"
      aria-describedby={reasonId}
      tabIndex={-1}
      className={`${entry} cursor-not-allowed text-slate-600`}
    >
      {icon}
      {children}
    </span>
  );
}

const NOT_YET_REASON = 'Roles, Permissions and Legal are not available yet.';

export function SettingsLayout() {
  const { account } = useAuth();
  const reasonId = useId();
  return (
    <div className="flex min-h-full flex-col">
      <Header />
      {/* Small screens (issue 26): the sidebar stacks above the page instead of squeezing it. */}
      <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col gap-6 px-4 py-6 sm:px-6 md:flex-row">
        <aside className="w-full shrink-0 md:w-60" aria-label="Settings">
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
            <DisabledEntry reasonId={reasonId} icon={<ShieldCheck size={16} aria-hidden />}>
              Roles
            </DisabledEntry>
            <DisabledEntry reasonId={reasonId} icon={<KeyRound size={16} aria-hidden />}>
              Permissions
            </DisabledEntry>
            <DisabledEntry reasonId={reasonId} icon={<Scale size={16} aria-hidden />}>
              Legal
            </DisabledEntry>
          </nav>
          <p id={reasonId} className="px-3 pt-2 text-sm text-slate-700">
            {NOT_YET_REASON}
          </p>
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
