/** User Guide (/documentation/): the PDF built from docs/guide at build time, in a frame. */
import { Download } from 'lucide-react';

export default function GuidePage() {
  return (
    <div className="flex h-[calc(100vh-8rem)] min-h-[480px] flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">User Guide</h1>
          <p className="mt-1 text-slate-700">
            Signing in, uploading, formats, sessions, checks, applying corrections, history and downloads.
          </p>
        </div>
        <a
          href="/guide.pdf"
          download="Manuscript-Checker-User-Guide.pdf"
          className="focus-ring inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100"
        >
          <Download size={16} aria-hidden /> Download PDF
        </a>
      </div>
      <iframe
        title="User Guide (PDF)"
        src="/guide.pdf"
        className="w-full flex-1 rounded-lg border border-slate-200 bg-white"
      />
    </div>
  );
}
