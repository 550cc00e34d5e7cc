/** What the reader saw but did not read, turned into sentences a writer understands. */
export interface NotRead {
  textboxes: number;
  equations: number;
  objects: number;
  comments: number;
  altChunks: number;
  headersFooters: number;
  unknown: Set<string>;
}

export function emptyNotRead(): NotRead {
  return { textboxes: 0, equations: 0, objects: 0, comments: 0, altChunks: 0, headersFooters: 0, unknown: new Set() };
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

export function warningsFor(notRead: NotRead): string[] {
  const warnings: string[] = [];
  if (notRead.equations > 0)
    warnings.push(`${plural(notRead.equations, 'equation was', 'equations were')} not checked.`);
  if (notRead.objects > 0)
    warnings.push(`${plural(notRead.objects, 'embedded object was', 'embedded objects were')} not checked.`);
  if (notRead.altChunks > 0)
    warnings.push(
      `${plural(notRead.altChunks, 'imported piece of content was', 'imported pieces of content were')} not checked.`,
    );
  if (notRead.comments > 0)
    warnings.push(
      `${plural(notRead.comments, 'comment was', 'comments were')} not checked (comments are not part of the text).`,
    );
  if (notRead.headersFooters > 0)
    warnings.push(
      `${plural(notRead.headersFooters, 'page header or footer was', 'page headers and footers were')} not checked.`,
    );
  if (notRead.unknown.size > 0) {
    warnings.push(
      `Some content of a kind the checker does not read was not checked (${[...notRead.unknown].sort().join(', ')}).`,
    );
  }
  return warnings;
}
