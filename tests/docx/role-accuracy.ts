/**
 * The engine's block roles (structure.roles) against the role annotations of
 * tests/accuracy/roles: the settled truth `<doc>.json`, or one blind reader's file
 * `readers/<doc>.<a|b>.json` (`reader`). Only non-empty blocks are scored — the annotations cover
 * exactly those. Shared by `npm run accuracy:docx` and tests/docx/role-accuracy.test.ts.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readManuscript } from '../../src/docx/index.ts';
import type { BlockRoleName, Manuscript } from '../../src/docx/model.ts';
import { corpusDir, repoRoot } from '../support/corpus.ts';

export const rolesDir = path.join(repoRoot, 'tests/accuracy/roles');

interface RoleRange {
  from: number;
  to: number;
  role: BlockRoleName;
}

export interface DocumentRoles {
  document: string;
  blocks: number;
  right: number;
  /** "truth → engine" for each block the engine got wrong, with the block index and its text. */
  misses: { block: number; truth: BlockRoleName; ours: BlockRoleName; text: string }[];
}

export interface RoleAccuracy {
  source: string;
  documents: DocumentRoles[];
  /** Per truth role: blocks annotated with it and blocks the engine gave the same role. */
  perRole: Map<BlockRoleName, { blocks: number; right: number }>;
  blocks: number;
  right: number;
}

/** The annotated documents: settled files, or one reader's files. */
export function annotatedDocuments(reader?: 'a' | 'b'): string[] {
  const dir = reader ? path.join(rolesDir, 'readers') : rolesDir;
  if (!existsSync(dir)) return [];
  const suffix = reader ? `.${reader}.json` : '.json';
  return readdirSync(dir)
    .filter((file) => file.endsWith(suffix) && (reader || !/\.[ab]\.json$/.test(file)))
    .map((file) => file.slice(0, -suffix.length))
    .sort();
}

function truthFile(document: string, reader?: 'a' | 'b'): string {
  return reader
    ? path.join(rolesDir, 'readers', `${document}.${reader}.json`)
    : path.join(rolesDir, `${document}.json`);
}

export function corpusFileOf(document: string): string | null {
  for (const group of ['manuscripts', 'articles']) {
    const file = path.join(corpusDir, group, `${document}.docx`);
    if (existsSync(file)) return file;
  }
  return null;
}

/** Compares one manuscript's roles with its annotation. */
export function compareRoles(document: string, manuscript: Manuscript, ranges: RoleRange[]): DocumentRoles {
  const result: DocumentRoles = { document, blocks: 0, right: 0, misses: [] };
  for (const range of ranges) {
    for (let index = range.from; index <= range.to; index++) {
      const block = manuscript.blocks[index];
      if (!block || block.text.trim() === '') continue;
      const ours = manuscript.structure.roles[index]?.role ?? 'other';
      result.blocks++;
      if (ours === range.role) result.right++;
      else result.misses.push({ block: index, truth: range.role, ours, text: block.text.slice(0, 80) });
    }
  }
  return result;
}

export async function roleAccuracy(reader?: 'a' | 'b'): Promise<RoleAccuracy> {
  const documents: DocumentRoles[] = [];
  const perRole = new Map<BlockRoleName, { blocks: number; right: number }>();
  for (const document of annotatedDocuments(reader)) {
    const file = corpusFileOf(document);
    if (!file) continue;
    const { ranges } = JSON.parse(readFileSync(truthFile(document, reader), 'utf8')) as { ranges: RoleRange[] };
    const manuscript = await readManuscript(readFileSync(file));
    const compared = compareRoles(document, manuscript, ranges);
    documents.push(compared);
    for (const range of ranges) {
      for (let index = range.from; index <= range.to; index++) {
        const block = manuscript.blocks[index];
        if (!block || block.text.trim() === '') continue;
        const tally = perRole.get(range.role) ?? { blocks: 0, right: 0 };
        tally.blocks++;
        if (manuscript.structure.roles[index]?.role === range.role) tally.right++;
        perRole.set(range.role, tally);
      }
    }
  }
  const blocks = documents.reduce((sum, d) => sum + d.blocks, 0);
  const right = documents.reduce((sum, d) => sum + d.right, 0);
  return { source: reader ? `reader ${reader}` : 'the settled annotations', documents, perRole, blocks, right };
}

const percent = (right: number, total: number): string =>
  total === 0 ? '—' : `${((100 * right) / total).toFixed(1)} %`;

/** The markdown section of docs/accuracy.md: per role, per document, and the commonest confusions. */
export function roleAccuracyMarkdown(accuracy: RoleAccuracy): string {
  const lines = [
    '### Block roles (tests/accuracy/roles)',
    '',
    `Against ${accuracy.source}: ${accuracy.right} of ${accuracy.blocks} annotated non-empty blocks ` +
      `(${percent(accuracy.right, accuracy.blocks)}) in ${accuracy.documents.length} documents have the annotated role.`,
    '',
    '| role | blocks | engine right | accuracy |',
    '| --- | --- | --- | --- |',
  ];
  for (const [role, tally] of [...accuracy.perRole].sort((a, b) => b[1].blocks - a[1].blocks))
    lines.push(`| ${role} | ${tally.blocks} | ${tally.right} | ${percent(tally.right, tally.blocks)} |`);
  lines.push('', '| document | blocks | right | accuracy |', '| --- | --- | --- | --- |');
  for (const d of accuracy.documents)
    lines.push(`| ${d.document} | ${d.blocks} | ${d.right} | ${percent(d.right, d.blocks)} |`);
  const confusions = new Map<string, number>();
  for (const d of accuracy.documents)
    for (const miss of d.misses)
      confusions.set(`${miss.truth} → ${miss.ours}`, (confusions.get(`${miss.truth} → ${miss.ours}`) ?? 0) + 1);
  lines.push('', '| annotated → engine | blocks |', '| --- | --- |');
  for (const [pair, count] of [...confusions].sort((a, b) => b[1] - a[1]).slice(0, 15))
    lines.push(`| ${pair} | ${count} |`);
  return lines.join('\n');
}
