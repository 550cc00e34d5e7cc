import { AlertTriangle } from 'lucide-react';
import { ApiError } from '../api/client.ts';

/** The server's detail when it sent one, else the error's message, else a fallback (SPEC §8). */
export function errorText(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (error instanceof ApiError) return error.detail ?? error.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

export function ErrorNote({ error, title }: { error: unknown; title?: string }) {
  return (
    <div role="alert" className="flex gap-3 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
      <AlertTriangle size={18} aria-hidden className="mt-0.5 shrink-0" />
      <div>
        {title ? <p className="font-semibold">{title}</p> : null}
        <p>{errorText(error)}</p>
      </div>
    </div>
  );
}
