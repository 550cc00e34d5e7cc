/** Pages with the header (SPEC §2): dashboard, session, formats, user guide. */
import { BookOpen, FilePlus2, LayoutDashboard, ListChecks } from 'lucide-react';
import { Link, NavLink, Outlet } from 'react-router';
import { Suspense, type ReactNode } from 'react';
import { Logo } from './Logo.tsx';
import { UserMenu } from './UserMenu.tsx';
import { Loading } from '../components/Loading.tsx';
import { CREATE_FORMAT_PATH } from '../pages/formats/create-link.ts';

const iconLinkClass = 'focus-ring inline-flex h-9 w-9 items-center justify-center rounded-md';
const idleClass = 'text-slate-700 hover:bg-slate-100';

function IconLink({ to, label, children }: { to: string; label: string; children: ReactNode }) {
  return (
    <NavLink
      to={to}
      end
      aria-label={label}
      title={label}
      className={({ isActive }) => `${iconLinkClass} ${isActive ? 'bg-brand-50 text-brand-700' : idleClass}`}
    >
      {children}
    </NavLink>
  );
}

export function Header() {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-14 max-w-7xl items-center justify-between gap-2 px-3 sm:gap-4 sm:px-4 sm:px-6">
        <Logo />
        <nav aria-label="Main" className="flex items-center gap-1">
          <IconLink to="/" label="Dashboard">
            <LayoutDashboard size={20} aria-hidden />
          </IconLink>
          <IconLink to="/formats/" label="Formats">
            <ListChecks size={20} aria-hidden />
          </IconLink>
          {/* SPEC §2's create-formats link: it opens the Formats page's New Format dialog (docs/web.md). */}
          <Link
            to={CREATE_FORMAT_PATH}
            aria-label="Create a Format"
            title="Create a Format"
            className={`${iconLinkClass} ${idleClass}`}
          >
            <FilePlus2 size={20} aria-hidden />
          </Link>
          <IconLink to="/documentation/" label="User Guide">
            <BookOpen size={20} aria-hidden />
          </IconLink>
          <span className="mx-1 h-6 w-px sm:mx-2 bg-slate-200" aria-hidden />
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
