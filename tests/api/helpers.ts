/**
 * Helpers of the API suites: the databases to run on (SQLite always; PostgreSQL when it answers,
 * required under CI=true), the seeded users and corpus uploads (HTTP through tests/support/http-client.ts). Every suite is one definition
 * run for each database with `describe.each(DATABASES)`.
 */
import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { UploadAnswer } from '../../src/contract/api/documents.ts';
import { corpusFiles } from '../support/corpus.ts';
import { postgresReachable } from '../support/postgres.ts';
import { type Answer, call } from '../support/http-client.ts';
import type { TestDatabase, TestServer } from '../support/server.ts';

export const DATABASES: TestDatabase[] = ['sqlite', ...((await postgresReachable()) ? (['postgres'] as const) : [])];

export const ALICE = 'alice@northwind.example'; // admin, Northwind
export const BOB = 'bob@northwind.example'; // member, Northwind
export const CAROL = 'carol@contoso.example'; // admin, Contoso

/** Real manuscripts from the shared corpus, read in place. */
export function corpusDocx(
  group: 'articles' | 'manuscripts' | 'hostile',
  name: string,
): { filename: string; bytes: Buffer } {
  const entry = corpusFiles(group).find((f) => f.name === name);
  if (!entry) throw new Error(`corpus file ${group}/${name} not found`);
  return { filename: path.basename(entry.file), bytes: readFileSync(entry.file) };
}

export function uploadForm(
  original?: { filename: string; bytes: Uint8Array },
  template?: { filename: string; bytes: Uint8Array },
): FormData {
  const form = new FormData();
  const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  if (original)
    form.append('original_file', new Blob([new Uint8Array(original.bytes)], { type: docx }), original.filename);
  if (template)
    form.append('template_file', new Blob([new Uint8Array(template.bytes)], { type: docx }), template.filename);
  return form;
}

export const ORIGINAL = () => corpusDocx('articles', 'plos-pmed-0030205');
export const TEMPLATE = () => corpusDocx('manuscripts', 'ms-contraception-scotland');

export async function upload(
  server: TestServer,
  token: string,
  original = ORIGINAL(),
  template = TEMPLATE(),
): Promise<Answer<UploadAnswer & { detail?: string }>> {
  return call<UploadAnswer & { detail?: string }>(server, 'POST', '/api/documents/', {
    token,
    form: uploadForm(original, template),
  });
}

/** Every blob file under the server's data folder (temp files included). */
export async function blobFiles(server: TestServer): Promise<string[]> {
  try {
    const entries = await readdir(path.join(server.deps.config.dataDir, 'blobs'), {
      recursive: true,
      withFileTypes: true,
    });
    return entries
      .filter((e) => e.isFile())
      .map((e) => e.name)
      .sort();
  } catch {
    return [];
  }
}

export async function countRows(
  server: TestServer,
  table: 'documents' | 'sessions' | 'versions' | 'formats' | 'users' | 'audit_events' | 'check_runs',
): Promise<number> {
  const row = await server.deps.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
