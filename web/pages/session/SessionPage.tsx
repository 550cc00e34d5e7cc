/**
 * The session page (/session/{id}) is its own issue: a later helper replaces this placeholder.
 * The route exists so links from the dashboard land somewhere.
 */
import { Link, useParams } from 'react-router';

export default function SessionPage() {
  const { id } = useParams();
  return (
    <section className="mx-auto max-w-lg py-16 text-center">
      <h1 className="text-2xl font-semibold text-slate-900">Session {id}</h1>
      <p className="mt-2 text-slate-700">The session workspace is coming soon.</p>
      <Link to="/" className="focus-ring mt-6 inline-block rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800">
        Back to Sessions
      </Link>
    </section>
  );
}
