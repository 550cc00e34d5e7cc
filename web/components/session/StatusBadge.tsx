/** Finding status (SPEC §4): pass, failed and warning each look different; anything else is neutral. */
const styles: Record<string, string> = {
  pass: 'bg-green-50 text-green-800 ring-green-600/30',
  failed: 'bg-red-50 text-red-800 ring-red-600/30',
  warning: 'bg-amber-50 text-amber-900 ring-amber-600/40',
};
const neutral = 'bg-slate-100 text-slate-800 ring-slate-500/30';

export function StatusBadge({ status }: { status: string | undefined }) {
  const text = status?.trim() ? status : 'n/a';
  return (
    <span
      data-status={styles[text] ? text : 'neutral'}
      className={`inline-flex rounded-full px-2 py-0.5 text-sm font-medium ring-1 ring-inset ${styles[text] ?? neutral}`}
    >
      {text}
    </span>
  );
}
