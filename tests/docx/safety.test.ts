/**
 * Hostile input: every file in ../shared/corpus/hostile is refused with its own message, fast
 * and without memory growth; and packages built here exercise each limit of issue 4 §1.
 */
import { readFileSync } from 'node:fs';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  DocxRefusedError,
  readManuscript,
  readManuscriptIsolated,
  refusalMessages,
  type RefusalReason,
} from '../../src/docx/index.ts';
import { corpusAvailable, corpusFiles, needsCorpus } from '../support/corpus.ts';
import { buildDocx, MACRO_TYPE, paragraph } from './support/build-docx.ts';

async function refusal(bytes: Uint8Array, options?: Parameters<typeof readManuscript>[1]): Promise<DocxRefusedError> {
  try {
    await readManuscript(bytes, options);
  } catch (error) {
    if (error instanceof DocxRefusedError) return error;
    throw error;
  }
  throw new Error('the file was read, not refused');
}

const expectedReason: Record<string, RefusalReason> = {
  empty: 'empty',
  'encrypted_poi_password-is-pass': 'encrypted',
  lying_sizes: 'damaged',
  macro_poi_SimpleMacro: 'macro-enabled',
  pdf_named_as: 'pdf',
  plain_text_named_as: 'plain-text',
  truncated: 'damaged',
  xxe_external_entity: 'doctype',
  xxe_poi_ExternalEntityInText: 'doctype',
  zip_bomb: 'too-large',
};

const MiB = 1024 * 1024;

describe.skipIf(!corpusAvailable)(needsCorpus('corpus hostile files'), () => {
  const files = corpusFiles('hostile');
  it('covers every hostile file with an expected refusal', () => {
    expect(files.map((f) => f.name).sort()).toEqual(Object.keys(expectedReason).sort());
  });

  it.each(files)('refuses $name with its own message in under 200 ms and 32 MiB', async ({ name, file }) => {
    const bytes = readFileSync(file);
    await refusal(bytes); // warm the code paths once; the measured run is the second
    globalThis.gc?.();
    const before = process.memoryUsage();
    const started = performance.now();
    const error = await refusal(bytes);
    const elapsed = performance.now() - started;
    const after = process.memoryUsage();
    expect(error.reason).toBe(expectedReason[name]);
    expect(error.message).toBe(refusalMessages[error.reason]);
    expect(elapsed).toBeLessThan(200);
    expect(after.heapUsed + after.arrayBuffers - (before.heapUsed + before.arrayBuffers)).toBeLessThan(32 * MiB);
    expect(after.rss - before.rss).toBeLessThan(32 * MiB);
  });

  it('never lets an external entity reach the text', async () => {
    for (const name of ['xxe_external_entity', 'xxe_poi_ExternalEntityInText']) {
      const entry = files.find((f) => f.name === name);
      if (!entry) throw new Error(`${name} missing`);
      const error = await refusal(readFileSync(entry.file));
      expect(error.message).not.toMatch(/root:|passwd/);
    }
  });

  it('refuses in the isolated reader too, with the same message', async () => {
    const entry = files.find((f) => f.name === 'encrypted_poi_password-is-pass');
    if (!entry) throw new Error('encrypted file missing');
    await expect(readManuscriptIsolated(readFileSync(entry.file))).rejects.toThrow(refusalMessages.encrypted);
  });
});

describe('package limits', () => {
  it('refuses a DOCTYPE in any part, not only the main part', async () => {
    const bytes = buildDocx({
      body: paragraph('x'),
      override: (parts) => ({
        ...parts,
        'word/styles.xml': strToU8(
          '<?xml version="1.0"?><!DOCTYPE s [<!ENTITY e "boom">]><w:styles xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>',
        ),
      }),
    });
    expect((await refusal(bytes)).reason).toBe('doctype');
  });

  it('refuses macro-enabled documents by content type and by a vbaProject part', async () => {
    expect((await refusal(buildDocx({ body: paragraph('x'), mainContentType: MACRO_TYPE }))).reason).toBe(
      'macro-enabled',
    );
    expect(
      (await refusal(buildDocx({ body: paragraph('x'), extraParts: { 'word/vbaProject.bin': new Uint8Array(10) } })))
        .reason,
    ).toBe('macro-enabled');
  });

  it('refuses parent-relative, absolute and case-duplicate entry names', async () => {
    for (const name of ['../evil.xml', '/etc/evil.xml', 'WORD/DOCUMENT.XML']) {
      const bytes = buildDocx({ body: paragraph('x'), extraParts: { [name]: 'x' } });
      expect((await refusal(bytes)).reason).toBe('unsafe-names');
    }
  });

  it('refuses more entries than the limit', async () => {
    const extra: Record<string, string> = {};
    for (let i = 0; i < 1001; i++) extra[`customXml/item${i}.xml`] = '<a/>';
    expect((await refusal(buildDocx({ body: paragraph('x'), extraParts: extra }))).reason).toBe('too-many-parts');
  });

  it('enforces the part-size and ratio limits while inflating, whatever the headers say', async () => {
    const big = buildDocx({ body: paragraph('A'.repeat(300_000)) });
    expect((await refusal(big, { limits: { maxPartBytes: 100_000 } })).reason).toBe('too-large');
    expect((await refusal(big)).reason).toBe('too-large'); // 300 kB of one letter: ratio far over 100
    // Lie in both headers: declare a tiny size; the inflater must stop and call the file damaged.
    const lying = new Uint8Array(big);
    const view = new DataView(lying.buffer);
    for (let i = 0; i < lying.length - 4; i++) {
      const signature = view.getUint32(i, true);
      if (signature === 0x04034b50) view.setUint32(i + 22, 50, true);
      if (signature === 0x02014b50) view.setUint32(i + 24, 50, true);
    }
    expect(['damaged', 'too-large']).toContain((await refusal(lying)).reason);
  });

  it('refuses a part whose CRC does not match', async () => {
    const bytes = zipSync({
      '[Content_Types].xml': [
        strToU8('<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'),
        { level: 0 },
      ],
    });
    const view = new DataView(bytes.buffer);
    for (let i = 0; i < bytes.length - 4; i++) {
      if (view.getUint32(i, true) === 0x02014b50) view.setUint32(i + 16, 12345, true);
    }
    expect((await refusal(bytes)).reason).toBe('damaged');
  });

  it('says what a zip that is not a Word package is', async () => {
    const xlsx = zipSync({
      '[Content_Types].xml': strToU8(
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
      ),
      '_rels/.rels': strToU8(
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="r" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
      ),
      'xl/workbook.xml': strToU8('<workbook/>'),
    });
    expect((await refusal(xlsx)).reason).toBe('not-wordprocessing');
    expect((await refusal(zipSync({ 'photo.jpg': new Uint8Array(4) }))).reason).toBe('not-a-zip');
    expect((await refusal(strToU8('<!DOCTYPE html><html><body>x</body></html>'))).reason).toBe('html');
    expect((await refusal(strToU8('{\\rtf1\\ansi hello}'))).reason).toBe('rtf');
  });
});

describe('isolation', () => {
  it('stops a read that exceeds its time limit', async () => {
    const bytes = buildDocx({
      body: Array.from({ length: 3000 }, (_, i) => paragraph(`Paragraph ${i} of a long manuscript.`)).join(''),
    });
    await expect(readManuscriptIsolated(bytes, { isolation: { timeoutMs: 1 } })).rejects.toMatchObject({
      reason: 'timeout',
    });
    const m = await readManuscriptIsolated(bytes);
    expect(m.blocks).toHaveLength(3000);
  });

  it('stops a read that exceeds its memory limit', async () => {
    const bytes = buildDocx({
      body: Array.from({ length: 20_000 }, (_, i) => paragraph(`Paragraph ${i} with some words in it.`)).join(''),
    });
    await expect(readManuscriptIsolated(bytes, { isolation: { maxHeapMiB: 4 } })).rejects.toMatchObject({
      reason: 'out-of-memory',
    });
  });
});
