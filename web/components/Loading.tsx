export function Loading({ text = 'Loading...' }: { text?: string }) {
  return (
    <p role="status" className="p-6 text-sm text-slate-700">
      {text}
    </p>
  );
}
