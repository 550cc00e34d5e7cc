/**
 * The structured edit a model proposes ({original, replacement, explanation}), read from its answer:
 * the JSON object alone, or inside a ```json fence, or the first {...} in prose. Anything else is
 * no edit (the caller says so; nothing is guessed).
 */
export interface ProposedEdit {
  original: string;
  replacement: string;
  explanation: string;
}

function candidates(answer: string): string[] {
  const out = [answer.trim()];
  const fence = /```(?:json)?\s*([\s\S]*?)```/i.exec(answer);
  if (fence?.[1]) out.push(fence[1].trim());
  const first = answer.indexOf('{');
  const last = answer.lastIndexOf('}');
  if (first >= 0 && last > first) out.push(answer.slice(first, last + 1));
  return out;
}

export function readProposedEdit(answer: string): ProposedEdit | null {
  for (const text of candidates(answer)) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      continue;
    }
    if (typeof parsed !== 'object' || parsed === null) continue;
    const { original, replacement, explanation } = parsed as Record<string, unknown>;
    if (typeof original !== 'string' || typeof replacement !== 'string') continue;
    return { original, replacement, explanation: typeof explanation === 'string' ? explanation : '' };
  }
  return null;
}
