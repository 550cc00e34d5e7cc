import type { ReaderWarning, ReaderWarningCode } from '../model.ts';

/** What the reader saw but did not read, turned into warnings: a code, a count and a sentence a writer understands. */
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

export function warningsFor(notRead: NotRead): ReaderWarning[] {
  const warnings: ReaderWarning[] = [];
  const add = (code: ReaderWarningCode, count: number, message: string): void => {
    if (count > 0) warnings.push({ code, count, message });
  };
  add('equations', notRead.equations, `${plural(notRead.equations, 'equation was', 'equations were')} not checked.`);
  add(
    'embedded-objects',
    notRead.objects,
    `${plural(notRead.objects, 'embedded object was', 'embedded objects were')} not checked.`,
  );
  add(
    'imported-content',
    notRead.altChunks,
    `${plural(notRead.altChunks, 'imported piece of content was', 'imported pieces of content were')} not checked.`,
  );
  add(
    'comments',
    notRead.comments,
    `${plural(notRead.comments, 'comment was', 'comments were')} not checked (comments are not part of the text).`,
  );
  add(
    'headers-footers',
    notRead.headersFooters,
    `${plural(notRead.headersFooters, 'page header or footer was', 'page headers and footers were')} not checked.`,
  );
  add(
    'unknown-content',
    notRead.unknown.size,
    `Some content of a kind the checker does not read was not checked (${[...notRead.unknown].sort().join(', ')}).`,
  );
  return warnings;
}
