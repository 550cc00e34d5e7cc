/**
 * Helpers for the session-work API tests: a real server (tests/support/server.ts), real uploads
 * of corpus manuscripts through the platform's API, and a type1 check of the real catalogue that
 * finds correctable text in the chosen manuscript (so the tests follow the catalogue as it grows).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { CHECKS, runCheck } from '../../src/checks/index.ts';
import type { CheckResult, ResultItem } from '../../src/contract/checks.ts';
import { readManuscript } from '../../src/docx/index.ts';
import { corpusFiles } from '../support/corpus.ts';
import { apiFor, call } from '../support/http-client.ts';

const run = promisify(execFile);

/**
 * Uploads a corpus manuscript (as original and template) and starts a session on a seeded format:
 * the first one, or the ready-made format whose name starts with `formatName`.
 */
export async function createSession(
  baseUrl: string,
  token: string,
  file: string,
  formatName?: string,
): Promise<number> {
  const bytes = await readFile(file);
  const form = new FormData();
  const type = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  form.append('original_file', new Blob([bytes], { type }), path.basename(file));
  form.append('template_file', new Blob([bytes], { type }), `template-${path.basename(file)}`);
  const upload = await call<{ document?: { id: number }; detail?: string }>(baseUrl, 'POST', '/api/documents/', {
    token,
    form,
  });
  const uploaded = upload.body;
  if (upload.status !== 201 || !uploaded.document)
    throw new Error(`upload failed ${upload.status}: ${JSON.stringify(uploaded)}`);
  const api = apiFor(baseUrl, token);
  const formatId = formatName ? await formatNamed(baseUrl, token, formatName) : (await firstFormat(baseUrl, token)).id;
  const session = await api('POST', '/api/sessions/', { document_id: uploaded.document.id, format_id: formatId });
  if (session.status !== 201) throw new Error(`session failed ${session.status}: ${JSON.stringify(session.json)}`);
  return session.json.id as number;
}

/** The id of the caller's format whose name starts with `name`. */
async function formatNamed(baseUrl: string, token: string, name: string): Promise<number> {
  const formats = await apiFor(baseUrl, token)('GET', '/api/formatting/?page=1&size=100');
  const found = (formats.json.items as { id: number; name: string }[]).find((f) => f.name.startsWith(name));
  if (!found) throw new Error(`no format named ${name}`);
  return found.id;
}

/** The first ready-made format of the caller's tenant. */
export async function firstFormat(
  baseUrl: string,
  token: string,
): Promise<{ id: number; config: Record<string, unknown> }> {
  const formats = await apiFor(baseUrl, token)('GET', '/api/formatting/?page=1&size=100');
  const first = formats.json.items[0];
  return {
    id: first.id as number,
    config: (typeof first.config === 'string' ? JSON.parse(first.config) : first.config) as Record<string, unknown>,
  };
}

/** Correctable findings of an API result, one per paragraph, in preview order. */
export function correctableItems(result: CheckResult): ResultItem[] {
  return distinctParagraphs(result);
}

export interface Pick {
  file: string;
  checkId: string;
  /** Findings with a correction in distinct paragraphs, in preview order. */
  items: ResultItem[];
}

const isCorrectable = (item: ResultItem): boolean =>
  typeof item.correction === 'string' &&
  item.correction.trim() !== '' &&
  item.correction !== item.original &&
  typeof item.original === 'string' &&
  item.original.length >= 3 &&
  !!item.coordinates;

/** The first (manuscript, type1 check) of the real catalogue with at least `min` correctable findings. */
const picks = new Map<string, Promise<Pick>>();

export function pickCorrectableCheck(format: Record<string, unknown>, min = 4): Promise<Pick> {
  const key = JSON.stringify([format, min]);
  let pick = picks.get(key);
  if (!pick) {
    pick = searchCorrectableCheck(format, min);
    picks.set(key, pick);
  }
  return pick;
}

async function searchCorrectableCheck(format: Record<string, unknown>, min: number): Promise<Pick> {
  const files = [...corpusFiles('manuscripts'), ...corpusFiles('articles')];
  for (const { file } of files) {
    const manuscript = await readManuscript(new Uint8Array(await readFile(file)));
    for (const check of CHECKS.filter((c) => c.resultType === 'type1' && !c.needsTemplate)) {
      const outcome = runCheck(check.id, { manuscript, format, params: {} });
      if (outcome.status !== 'completed') continue;
      const items = distinctParagraphs(outcome.result);
      if (items.length >= min) return { file, checkId: check.id, items };
    }
  }
  throw new Error('No type1 check in the catalogue finds correctable text in the corpus');
}

function distinctParagraphs(result: CheckResult): ResultItem[] {
  const seen = new Set<string>();
  const picked: ResultItem[] = [];
  const sorted = result.results
    .filter(isCorrectable)
    .sort((a, b) => a.coordinates!.absolute.start - b.coordinates!.absolute.start);
  for (const item of sorted) {
    const key = `${item.heading ?? ''}|${item.coordinates!.absolute.start - item.coordinates!.relative.start}`;
    if (seen.has(key)) continue;
    seen.add(key);
    picked.push(item);
  }
  return picked;
}

/** What pandoc sees as tracked changes: inserted and deleted text, and the text with every change rejected. */
export async function pandocRevisions(
  docx: Uint8Array,
): Promise<{ insertions: string[]; deletions: string[]; rejected: string }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'mc-pandoc-'));
  try {
    const file = path.join(dir, 'in.docx');
    await writeFile(file, docx);
    const all = await run('pandoc', ['--track-changes=all', '-f', 'docx', '-t', 'json', file], {
      maxBuffer: 64 * 1024 * 1024,
    });
    const rejected = await run('pandoc', ['--track-changes=reject', '-f', 'docx', '-t', 'plain', '--wrap=none', file], {
      maxBuffer: 64 * 1024 * 1024,
    });
    const insertions: string[] = [];
    const deletions: string[] = [];
    collectSpans(JSON.parse(all.stdout), insertions, deletions);
    return { insertions, deletions, rejected: rejected.stdout };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A node of pandoc's JSON AST: a type tag and its contents. */
interface PandocNode {
  t: string;
  c?: unknown;
}

const isPandocNode = (n: unknown): n is PandocNode => typeof n === 'object' && n !== null && 't' in n;

function inlineText(nodes: PandocNode[]): string {
  let out = '';
  for (const node of nodes) {
    if (node.t === 'Str') out += String(node.c);
    else if (node.t === 'Space' || node.t === 'SoftBreak') out += ' ';
    else if (Array.isArray(node.c)) {
      const contents: unknown[] = node.c;
      const inner =
        node.t === 'Span' || node.t === 'Link' ? contents[1] : (contents.find((c) => Array.isArray(c)) ?? contents);
      if (Array.isArray(inner)) out += inlineText(inner.filter(isPandocNode));
    }
  }
  return out;
}

function collectSpans(node: unknown, insertions: string[], deletions: string[]): void {
  if (Array.isArray(node)) {
    for (const child of node) collectSpans(child, insertions, deletions);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  if (isPandocNode(node) && node.t === 'Span') {
    const [[, classes], content] = node.c as [[string, string[]], unknown[]];
    if (classes.includes('insertion')) insertions.push(inlineText(content.filter(isPandocNode)));
    if (classes.includes('deletion')) deletions.push(inlineText(content.filter(isPandocNode)));
  }
  for (const value of Object.values(node)) collectSpans(value, insertions, deletions);
}

export interface OdtRevisions {
  /** Text of each tracked insertion, as LibreOffice shows it. */
  insertions: string[];
  deletions: string[];
  authors: string[];
}

const stripTags = (xml: string): string =>
  xml
    // A comment's anchor (its author, date and text) is not text of the document.
    .replace(/<office:annotation\b[\s\S]*?<\/office:annotation>/g, '')
    .replace(/<text:s\/>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** Opens a .docx in LibreOffice (headless, its own profile) and reads the tracked changes it sees. */
export async function libreOfficeRevisions(docx: Uint8Array): Promise<OdtRevisions> {
  const dir = await mkdtemp(path.join(tmpdir(), 'mc-lo-'));
  try {
    const file = path.join(dir, 'in.docx');
    await writeFile(file, docx);
    await run(
      'soffice',
      [`-env:UserInstallation=file://${dir}/profile`, '--headless', '--convert-to', 'odt', '--outdir', dir, file],
      { timeout: 120_000 },
    );
    const { default: JSZip } = await import('jszip');
    const zip = await JSZip.loadAsync(await readFile(path.join(dir, 'in.odt')));
    const content = (await zip.file('content.xml')?.async('string')) ?? '';
    const insertions: string[] = [];
    const deletions: string[] = [];
    const authors: string[] = [];
    for (const region of content.matchAll(
      /<text:changed-region[^>]*?text:id="([^"]+)"[^>]*>(.*?)<\/text:changed-region>/gs,
    )) {
      const [, id, body] = region as unknown as [string, string, string];
      const author = /<dc:creator>(.*?)<\/dc:creator>/s.exec(body)?.[1];
      if (author) authors.push(stripTags(author));
      if (body.includes('<text:insertion>')) {
        const marked = new RegExp(
          `<text:change-start text:change-id="${id}"/>(.*?)<text:change-end text:change-id="${id}"/>`,
          's',
        ).exec(content);
        insertions.push(stripTags(marked?.[1] ?? ''));
      } else if (body.includes('<text:deletion>')) {
        const inner = /<text:deletion>(.*?)<\/text:deletion>/s.exec(body)?.[1] ?? '';
        deletions.push(stripTags(inner.replace(/<office:change-info>.*?<\/office:change-info>/s, '')));
      }
    }
    return { insertions, deletions, authors };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
