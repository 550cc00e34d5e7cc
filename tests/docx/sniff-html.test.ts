/**
 * Issue 15: a web page renamed .docx is called a web page (HTML), however it starts — not
 * "plain text". Plain text stays plain text.
 */
import { describe, expect, it } from 'vitest';
import { sniff } from '../../src/docx/sniff.ts';

const utf8 = (text: string) => new TextEncoder().encode(text);
const utf16le = (text: string) => {
  const out = [0xff, 0xfe];
  for (const ch of text) out.push(ch.charCodeAt(0) & 0xff, ch.charCodeAt(0) >> 8);
  return new Uint8Array(out);
};

describe('HTML named .docx', () => {
  it.each([
    ['a doctype', utf8('<!DOCTYPE html><html><body><p>Trial</p></body></html>')],
    ['an <html> tag with attributes', utf8('<html lang="en"><head><title>Trial</title></head></html>')],
    [
      'a "saved from url" comment first',
      utf8(`<!-- saved from url=(0014)about:internet -->\n<html><body>x</body></html>`),
    ],
    ['a long comment before the page', utf8(`<!--${' note'.repeat(300)}-->\n<html><body>x</body></html>`)],
    ['a fragment that starts with <head>', utf8('<head><meta charset="utf-8"></head><body><p>Trial</p></body>')],
    ['a fragment that starts with <body>', utf8('<body><table><tr><td>1</td></tr></table></body>')],
    [
      'Word\'s "web page" in UTF-16',
      utf16le('<html xmlns:o="urn:schemas-microsoft-com:office:office"><head></head></html>'),
    ],
    ['a single-file web page (.mht)', utf8('MIME-Version: 1.0\r\nContent-Type: multipart/related; boundary="x"\r\n')],
  ])('calls %s HTML', (_, bytes) => {
    expect(sniff(bytes)).toEqual({ kind: 'refused', reason: 'html' });
  });

  it('still calls plain text plain text', () => {
    expect(sniff(utf8('Results: the trial enrolled 120 patients <with> care.'))).toEqual({
      kind: 'refused',
      reason: 'plain-text',
    });
    expect(sniff(utf16le('Plain words in UTF-16'))).toEqual({ kind: 'refused', reason: 'plain-text' });
  });
});
