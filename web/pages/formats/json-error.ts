/**
 * Explains a JSON parse failure with its line and column (SPEC §5 leaves it unhandled; we show it).
 * Engines report a character position ("... at position 42", sometimes "(line 3 column 5)").
 */
export interface JsonProblem {
  message: string;
  line: number | null;
  column: number | null;
}

export function parseJsonObject(text: string): { value: Record<string, unknown> } | { problem: JsonProblem } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { problem: explain(text, error instanceof Error ? error.message : String(error)) };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return {
      problem: { message: 'The config must be a JSON object: { "field": value, ... }.', line: null, column: null },
    };
  }
  return { value: value as Record<string, unknown> };
}

function explain(text: string, raw: string): JsonProblem {
  const reason = raw
    .replace(/\s*\(line \d+ column \d+\)/, '')
    .replace(/\s*in JSON at position \d+/, '')
    .replace(/^JSON\.parse: /, '');
  const lineColumn = /line (\d+) column (\d+)/.exec(raw);
  if (lineColumn) return { message: reason, line: Number(lineColumn[1]), column: Number(lineColumn[2]) };
  const position = /at position (\d+)/.exec(raw);
  if (position) {
    const { line, column } = lineAndColumn(text, Number(position[1]));
    return { message: reason, line, column };
  }
  if (/end of JSON input|Unexpected end/i.test(raw)) {
    const { line, column } = lineAndColumn(text, text.length);
    return { message: 'The JSON ends too early (a closing bracket or quote is missing)', line, column };
  }
  return { message: reason, line: null, column: null };
}

export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

export function problemText(problem: JsonProblem): string {
  const where = problem.line !== null ? ` (line ${problem.line}, column ${problem.column})` : '';
  return `Config is not valid JSON${where}: ${problem.message}.`.replace(/\.\.$/, '.');
}
