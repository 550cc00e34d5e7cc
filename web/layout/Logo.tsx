import { Link } from 'react-router';

/** The product mark; links to the dashboard (SPEC §2 "Header"). */
export function Logo() {
  return (
    <Link to="/" className="focus-ring flex items-center gap-2 rounded-md" aria-label="Manuscript Checker home">
      <img src="/favicon.svg" alt="" width={28} height={28} />
      <span className="hidden text-base font-semibold tracking-tight text-slate-900 sm:inline">Manuscript Checker</span>
    </Link>
  );
}
