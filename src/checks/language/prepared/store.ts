/**
 * Where prepared word lists live and how they are made. `npm run build:wordlists` (part of
 * `npm run build`, and of the Docker image) writes them to dist/wordlists; a process that finds
 * one missing or made from other package versions builds it from the packages once, uses it, and
 * writes it for the next process. A list's file name carries the versions of the packages it was
 * made from, so an upgrade never reads a stale list.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { prepare, SortedList } from './sorted-list.ts';

/** Bump when the way a list is prepared changes. */
const FORMAT = 1;

export const WORDLIST_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../dist/wordlists');

export interface PreparedSource {
  /** File-name stem, e.g. "hunspell-en-US". */
  name: string;
  /** Versions of the packages read, for the file name. */
  version: string;
  /** The entries: key, and a value or null. Runs only when the prepared file is missing. */
  entries: () => Iterable<[string, string | null]>;
  /** Extra data kept beside the list (JSON), e.g. Hunspell compound rules. */
  extra?: () => unknown;
}

function fileStem(source: PreparedSource): string {
  return path.join(WORDLIST_DIR, `${source.name}-${source.version.replace(/[^\w.-]+/g, '_')}-f${FORMAT}`);
}

export interface Loaded {
  list: SortedList;
  extra: unknown;
  /** True when this process had to build the list from the packages. */
  built: boolean;
}

function write(stem: string, bytes: Buffer, offsets: Uint32Array, extra: unknown): void {
  try {
    mkdirSync(path.dirname(stem), { recursive: true });
    const tmp = `.${process.pid}.tmp`;
    writeFileSync(`${stem}.txt${tmp}`, bytes);
    writeFileSync(`${stem}.idx${tmp}`, Buffer.from(offsets.buffer, offsets.byteOffset, offsets.byteLength));
    writeFileSync(`${stem}.json${tmp}`, JSON.stringify(extra ?? null));
    // The text and the extra data first: a reader checks for the index last.
    renameSync(`${stem}.txt${tmp}`, `${stem}.txt`);
    renameSync(`${stem}.json${tmp}`, `${stem}.json`);
    renameSync(`${stem}.idx${tmp}`, `${stem}.idx`);
  } catch {
    // A read-only install still works: it builds in memory in each process.
  }
}

export function loadPrepared(source: PreparedSource): Loaded {
  const stem = fileStem(source);
  if (existsSync(`${stem}.idx`) && existsSync(`${stem}.txt`)) {
    const raw = readFileSync(`${stem}.idx`);
    // Small files may sit unaligned in Node's buffer pool: copy those.
    const aligned = raw.byteOffset % 4 === 0 ? raw : Buffer.from(raw);
    const offsets = new Uint32Array(aligned.buffer, aligned.byteOffset, aligned.byteLength / 4);
    const extra = existsSync(`${stem}.json`) ? JSON.parse(readFileSync(`${stem}.json`, 'utf8')) : null;
    return { list: new SortedList(readFileSync(`${stem}.txt`), offsets), extra, built: false };
  }
  const { bytes, offsets } = prepare(source.entries());
  const extra = source.extra?.() ?? null;
  write(stem, bytes, offsets, extra);
  return { list: new SortedList(bytes, offsets), extra, built: true };
}
