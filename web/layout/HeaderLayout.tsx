/** Pages with the header (SPEC §2): dashboard, session, formats, user guide. */
import { BookOpen, FilePlus2, LayoutDashboard, ListChecks } from 'lucide-react';
import { NavLink, Outlet } from 'react-router';
import { Suspense, type ReactNode } from 'react';
import { Logo } from './Logo.tsx';
import { UserMenu } from './UserMenu.tsx';
import { Loading } from '../components/Loading.tsx';

function IconLink({ to, label, children }: { to: string; label: string; children: ReactNode }) {
  return (
    <NavLink
      to={to}
      end
      aria-label={label}
      title={label}
      className={({ isActive }) =>
        `focus-ring inline-flex h-9 w-9 items-center justify-center rounded-md ${isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100'}`
      }
    >
      {children}
    </NavLink>
  );
}

export function Header() {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-14 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <nav aria-label="Main" className="flex items-center gap-1">
          <IconLink to="/" label="Dashboard">
            <LayoutDashboard size={20} aria-hidden />
          </IconLink>
          <IconLink to="/formats/" label="Formats">
            <ListChecks size={20} aria-hidden />
          </IconLink>
          {/* SPEC §2: a placeholder create-formats link; formats are created on the Formats page. */}
          <a
            // biome-ignore lint/a11y/useValidAnchor: SPEC §2 asks for this placeholder link to "#"
            href="#"
            aria-label="Create formats (coming soon)"
            title="Create formats (coming soon)"
            className="focus-ring inline-flex h-9 w-9 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
          >
            <FilePlus2 size={20} aria-hidden />
          </a>
          <IconLink to="/documentation/" label="User Guide">
            <BookOpen size={20} aria-hidden />
          </IconLink>
          <span className="mx-2 h-6 w-px bg-slate-200" aria-hidden />
          <UserMenu />
        </nav>
      </div>
    </header>
  );
}

export function HeaderLayout() {
  return (
    <div className="flex min-h-full flex-col">
      <Header />
      <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6">
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
