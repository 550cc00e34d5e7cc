import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <section className="mx-auto max-w-lg py-16 text-center">
      <h1 className="text-2xl font-semibold text-slate-900">Page not found</h1>
      <p className="mt-2 text-slate-700">This address does not lead to a page of the product.</p>
      <Link
        to="/"
        className="focus-ring mt-6 inline-block rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800"
      >
        Back to the dashboard
      </Link>
    </section>
  );
}
