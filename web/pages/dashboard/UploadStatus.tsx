/**
 * What an upload is doing (issue 18): the bytes sent, then "Checking the files…" once they are all
 * out and until the server answers, or "Server busy, retrying…" while waiting out a 503's
 * Retry-After. Never 100 % before the server has answered.
 */
import type { UploadProgress } from '../../api/upload.ts';

const CHECKING_TEXT = 'Checking the files…';
const BUSY_TEXT = 'Server busy, retrying…';

export function UploadStatus({ progress }: { progress: UploadProgress }) {
  const sending = progress.phase === 'sending';
  // Sending is the first 90 %; the server's answer is the rest.
  const percent = sending && progress.total > 0 ? Math.floor((progress.sent / progress.total) * 90) : 90;
  return (
    <div role="status" className="mt-4 rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-900">
      <p className="font-medium">
        {progress.phase === 'sending'
          ? 'Sending the files…'
          : progress.phase === 'checking'
            ? CHECKING_TEXT
            : BUSY_TEXT}
      </p>
      {progress.phase === 'busy' ? (
        <p className="mt-0.5 text-sm text-slate-700">
          Trying again in {progress.retryInSeconds} s (attempt {progress.attempt + 1}).
        </p>
      ) : (
        <div
          role="progressbar"
          aria-label="Upload progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={sending ? percent : undefined}
          aria-valuetext={sending ? `${percent}%` : CHECKING_TEXT}
          className="mt-2 h-1.5 overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className={`h-full rounded-full bg-brand-700 ${sending ? '' : 'animate-pulse'}`}
            style={{ width: `${percent}%` }}
          />
        </div>
      )}
    </div>
  );
}
