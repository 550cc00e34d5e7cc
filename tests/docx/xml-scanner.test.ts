/**
 * The XML scanner's names (src/docx/xml/parse.ts, names.ts): every element and attribute reaches
 * the readers under its canonical prefix, whatever prefix the file used and however often the
 * file rebinds prefixes, and a part with endless distinct names is still read correctly. And the
 * word counts the reader takes as it reads equal a count of the finished text.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openPackage } from '../../src/docx/index.ts';
import { readPart } from '../../src/docx/read/part-reader.ts';
import type { OpcPackage } from '../../src/docx/zip/package.ts';
import { Styles } from '../../src/docx/read/styles.ts';
import { emptyNotRead } from '../../src/docx/read/warnings.ts';
import type { DocxRefusedError } from '../../src/docx/errors.ts';
import { countWords, tallyWords } from '../../src/docx/structure/words.ts';
import { parseXml } from '../../src/docx/xml/parse.ts';
import { corpusAvailable, corpusFiles, needsCorpus } from '../support/corpus.ts';

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const STRICT_W = 'http://purl.oclc.org/ooxml/wordprocessingml/main';

function events(xml: string): string[] {
  const out: string[] = [];
  parseXml(xml, 'test.xml', {
    open: (name, attributes) => out.push(`<${name} val=${attributes.get('w:val') ?? '-'}`),
    close: (name) => out.push(`</${name}`),
    text: (text) => out.push(text),
  });
  return out;
}

describe('XML scanner names', () => {
  it('gives elements and attributes their canonical prefix through rebinding and scope ends', () => {
    const xml =
      `<ns0:document xmlns:ns0="${W}"><ns0:p ns0:val="a"/>` +
      `<x:p xmlns:x="${STRICT_W}" x:val="b"><ns0:r xmlns:ns0="urn:other" ns0:val="c"/><ns0:r ns0:val="d"/></x:p>` +
      `<ns0:p ns0:val="e"/></ns0:document>`;
    expect(events(xml)).toEqual([
      '<w:document val=-',
      '<w:p val=a',
      '</w:p',
      '<w:p val=b',
      // Inside the element that rebinds it, ns0 is another namespace: not WordprocessingML…
      '<ns0:r val=-',
      '</ns0:r',
      // …and from its sibling on it is WordprocessingML again.
      '<w:r val=d',
      '</w:r',
      '</w:p',
      // After its scope ends, ns0 means WordprocessingML again.
      '<w:p val=e',
      '</w:p',
      '</w:document',
    ]);
  });

  it('never reads a canonical prefix bound to another namespace, or to none, as that vocabulary', () => {
    // A damaged declaration (a byte of the URI changed) or a missing one: Word and the writer's DOM
    // see no WordprocessingML here, so neither may the reader (tests/writer/agreement.test.ts).
    const damaged = `<w:document xmlns:w="\u0001ttp://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:p><w:t>x</w:t></w:p></w:document>`;
    expect(events(damaged)).toEqual([
      '<?w:document val=-',
      '<?w:p val=-',
      '<?w:t val=-',
      'x',
      '</?w:t',
      '</?w:p',
      '</?w:document',
    ]);
    expect(events('<w:p w:val="a"><m:r/></w:p>')).toEqual(['<?w:p val=-', '<?m:r val=-', '</?m:r', '</?w:p']);
    // Any other prefix keeps its name as written.
    expect(events('<x:p xmlns:x="urn:other"/>')).toEqual(['<x:p val=-', '</x:p']);
  });

  it('reports where each element starts and ends in the bytes, and the namespaces in scope', () => {
    // Multi-byte text, a self-closing element, spaces before ">" and a scope that ends.
    const xml =
      `\uFEFF<?xml version="1.0"?><w:document xmlns:w="${W}"><w:p><w:r><w:t>Ärzte – “café”</w:t></w:r><w:br/></w:p >` +
      `<w:p xmlns:v="urn:schemas-microsoft-com:vml"><v:shape/></w:p><w:p/></w:document>`;
    const bytes = new Uint8Array(Buffer.from(xml, 'utf8'));
    const open: { name: string; start: number; namespaces: Readonly<Record<string, string>> }[] = [];
    const spans: string[] = [];
    parseXml(bytes, 'test.xml', {
      open: (name, attributes, _id, start) => open.push({ name, start, namespaces: attributes.namespaces() }),
      close: (name, _id, end) => {
        const at = open.findLast((o) => o.name === name && !('done' in o)) as { start: number };
        Object.assign(at, { done: true });
        spans.push(Buffer.from(bytes.subarray(at.start, end)).toString('utf8'));
      },
    });
    expect(spans).toContain('<w:t>Ärzte – “café”</w:t>');
    expect(spans).toContain('<w:br/>');
    expect(spans).toContain('<w:p><w:r><w:t>Ärzte – “café”</w:t></w:r><w:br/></w:p >');
    expect(spans).toContain('<w:p xmlns:v="urn:schemas-microsoft-com:vml"><v:shape/></w:p>');
    expect(
      spans[spans.length - 1]?.startsWith('<w:document') && spans[spans.length - 1]?.endsWith('</w:document>'),
    ).toBe(true);
    const paragraphs = open.filter((o) => o.name === 'w:p');
    expect(paragraphs.map((p) => p.namespaces)).toEqual([
      { w: W },
      { w: W, v: 'urn:schemas-microsoft-com:vml' },
      { w: W },
    ]);
    // The scope object is shared until the declarations change, so keeping it costs nothing.
    expect(paragraphs[0]?.namespaces).toBe(paragraphs[2]?.namespaces);
  });

  it('reads a part with more distinct names than it keeps', () => {
    const count = 20_000;
    const parts: string[] = [];
    for (let i = 0; i < count; i++) parts.push(`<w:e${i} w:val="${i}"/>`);
    const seen = events(`<w:document xmlns:w="${W}">${parts.join('')}</w:document>`);
    expect(seen).toHaveLength(2 + count * 2);
    expect(seen[1]).toBe('<w:e0 val=0');
    expect(seen[seen.length - 3]).toBe(`<w:e${count - 1} val=${count - 1}`);
  });

  it('matches end tags against the name as written', () => {
    const detail = (xml: string): string | undefined => {
      try {
        events(xml);
      } catch (error) {
        return (error as DocxRefusedError).detail;
      }
      return undefined;
    };
    expect(detail(`<w:document xmlns:w="${W}"><w:p></w:r></w:document>`)).toMatch(/end tag <\/w:r> does not match/);
    expect(detail(`<w:document xmlns:w="${W}"><w:p><w:pp></w:p></w:pp></w:document>`)).toMatch(
      /end tag <\/w:p> does not match/,
    );
    expect(detail(`<w:document xmlns:w="${W}"><w:p></w:p ></w:document>`)).toBeUndefined();
  });
});

describe('word tally', () => {
  it('counts a paragraph piece by piece exactly as its joined text', () => {
    const pieces = [
      'The pa',
      'tients ',
      '\u00a0were\t',
      'randomised',
      ' ',
      '',
      'to [12]\u2009and',
      ' \u3000',
      '\u2014 end',
    ];
    const tally = { words: 0, inWord: false };
    for (const piece of pieces) tallyWords(tally, piece);
    expect(countWords(pieces.join(''))).toBe(9);
    expect(pieces.join('').split(/\s+/).filter(Boolean)).toHaveLength(9);
    expect(tally.words).toBe(9);
  });
});

describe.skipIf(!corpusAvailable)(needsCorpus('word counts taken while reading'), () => {
  it("equal a count of each block's text, for every paragraph of every corpus file", () => {
    let blocks = 0;
    for (const group of ['articles', 'manuscripts', 'fixtures'] as const) {
      for (const { file } of corpusFiles(group)) {
        let pkg: OpcPackage;
        try {
          pkg = openPackage(new Uint8Array(readFileSync(file)));
        } catch {
          continue;
        } // refused files have no blocks
        const styles = Styles.parse(pkg.readXml('word/styles.xml'));
        for (const part of [pkg.mainPart, 'word/footnotes.xml', 'word/endnotes.xml']) {
          const bytes = pkg.readXml(part);
          if (!bytes) continue;
          const kind: 'document' | 'footnote' = part === pkg.mainPart ? 'document' : 'footnote';
          for (const block of readPart(bytes, part, kind, styles, emptyNotRead()).blocks) {
            blocks++;
            // Counted independently of the engine: JavaScript's \s is the rule's whitespace.
            const expected = block.text.split(/\s+/).filter(Boolean).length;
            if (block.words !== expected)
              expect.fail(`${file} ${part} paragraph ${block.paragraphIndex}: ${block.words} ≠ ${expected}`);
          }
        }
      }
    }
    expect(blocks).toBeGreaterThan(10000);
  });
});
