/** "Changes shown" / "Final" (issue 18): the preview with the version's tracked changes marked, or the text as it now reads. */
export function ChangesSwitch({ showChanges, onChange }: { showChanges: boolean; onChange(show: boolean): void }) {
  const option = (label: string, value: boolean) => (
    <button
      type="button"
      aria-pressed={showChanges === value}
      onClick={() => onChange(value)}
      className={`focus-ring rounded px-3 py-1 text-sm font-medium ${showChanges === value ? 'bg-brand-700 text-white' : 'text-slate-800 hover:bg-slate-100'}`}
    >
      {label}
    </button>
  );
  return (
    <fieldset className="mx-auto mb-3 flex max-w-3xl items-center justify-end gap-2">
      <legend className="float-left text-sm text-slate-700">Tracked changes</legend>
      <div className="inline-flex rounded-md border border-slate-300 bg-white p-0.5">
        {option('Changes shown', true)}
        {option('Final', false)}
      </div>
    </fieldset>
  );
}
