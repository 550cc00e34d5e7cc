import { Link } from 'react-router';

/** Copyright footer (SPEC §2, §9: year 2025). */
export function Footer({ withTerms = false }: { withTerms?: boolean }) {
  return (
    <footer className="border-t border-slate-200 bg-white py-4 text-center text-sm text-slate-700">
      © 2025 Manuscript Checker. All rights reserved.
      {withTerms ? (
        <>
          {' · '}
          <Link to="/terms-conditions" className="underline hover:text-brand-700">
            Terms &amp; conditions
          </Link>
        </>
      ) : null}
    </footer>
  );
}
