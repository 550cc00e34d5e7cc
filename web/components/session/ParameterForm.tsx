/** Step 3 of the checks panel: the check's parameters and "Run Check" (SPEC §2, §5). */
import { useId, useState, type FormEvent } from 'react';
import type { CheckParameter, CheckSummary } from '../../../src/contract/checks.ts';
import { Button } from '../Button.tsx';
import { initialValues, parseValues, typeOf, type FormValues, type SentValues } from './parameters.ts';

export function ParameterForm({
  check,
  initial,
  onRun,
  onRemember,
}: {
  check: CheckSummary;
  /** The values of the last run of this check, so going back keeps them (issue 18); else the defaults. */
  initial?: FormValues;
  onRun(values: SentValues): void;
  /** The form as it was run, for `initial` next time. */
  onRemember?(form: FormValues): void;
}) {
  const [form, setForm] = useState<FormValues>(() => ({ ...initialValues(check.parameters), ...initial }));
  const [problems, setProblems] = useState<string[]>([]);
  const set = (name: string, value: string | boolean) => setForm((current) => ({ ...current, [name]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseValues(check.parameters, form);
    setProblems(parsed.problems);
    if (parsed.problems.length > 0) return;
    onRemember?.(form);
    onRun(parsed.values);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={`Parameters of ${check.name}`}>
      {check.parameters.length === 0 ? (
        <p className="text-sm text-slate-700">This check doesn't require any parameters.</p>
      ) : (
        check.parameters.map((p) => (
          <ParameterField key={p.name} parameter={p} value={form[p.name] ?? ''} onChange={(v) => set(p.name, v)} />
        ))
      )}
      {problems.length > 0 ? (
        <ul
          role="alert"
          className="list-disc rounded-md border border-red-200 bg-red-50 py-2 pr-3 pl-7 text-sm text-red-900"
        >
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      <Button type="submit" className="w-full">
        Run Check
      </Button>
    </form>
  );
}

function ParameterField({
  parameter: p,
  value,
  onChange,
}: {
  parameter: CheckParameter;
  value: string | boolean;
  onChange(value: string | boolean): void;
}) {
  const id = useId();
  const descriptionId = p.description ? `${id}-description` : undefined;
  const type = typeOf(p);
  const label = (
    <>
      {p.label}
      {p.required ? (
        <span className="ml-0.5 text-red-700" aria-hidden>
          *
        </span>
      ) : null}
    </>
  );
  const description = p.description ? (
    <p id={descriptionId} className="mt-1 text-sm text-slate-700">
      {p.description}
    </p>
  ) : null;
  const inputClass = 'focus-ring mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm';

  if (type === 'boolean') {
    return (
      <div>
        <div className="flex items-center gap-2">
          <input
            id={id}
            type="checkbox"
            checked={value === true}
            onChange={(e) => onChange(e.target.checked)}
            aria-describedby={descriptionId}
            className="h-4 w-4"
          />
          <label htmlFor={id} className="text-sm font-medium text-slate-800">
            {label}
          </label>
        </div>
        {description}
      </div>
    );
  }
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {type === 'select' ? (
        <select
          id={id}
          value={String(value)}
          onChange={(e) => onChange(e.target.value)}
          required={p.required}
          aria-describedby={descriptionId}
          className={inputClass}
        >
          {(p.options ?? []).map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          type={type === 'number' ? 'number' : 'text'}
          inputMode={type === 'number' ? 'numeric' : undefined}
          step={type === 'number' ? 1 : undefined}
          min={p.min}
          max={p.max}
          value={String(value)}
          placeholder={p.placeholder}
          required={p.required}
          onChange={(e) => onChange(e.target.value)}
          aria-describedby={descriptionId}
          className={inputClass}
        />
      )}
      {description}
    </div>
  );
}
