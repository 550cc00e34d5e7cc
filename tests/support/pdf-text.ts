/**
 * The text of a PDF made with pdfkit's built-in fonts, read back without any PDF library (none is
 * in the tree, and poppler is not on every machine): each content stream is inflated (FlateDecode),
 * and the strings its text operators show (`[<hex> kern <hex>] TJ`, `<hex> Tj`) are decoded from
 * WinAnsi (Windows-1252), one line per text object. Enough to read back what a report says.
 */
import { inflateSync } from 'node:zlib';

const winAnsi = new TextDecoder('windows-1252');

function decodeHex(hex: string): string {
  const clean = hex.replace(/\s+/g, '');
  const bytes = new Uint8Array(Math.floor(clean.length / 2));
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(clean.slice(i * 2, i * 2 + 2), 16);
  return winAnsi.decode(bytes);
}

/** Every text line of the PDF, in the order the streams draw them. */
export function pdfLines(pdf: Buffer): string[] {
  const lines: string[] = [];
  const raw = pdf.toString('latin1');
  for (const match of raw.matchAll(/\/Filter \/FlateDecode[^>]*>>\s*stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue;
    }
    for (const text of content.matchAll(/BT([\s\S]*?)ET/g)) {
      let line = '';
      for (const shown of (text[1] ?? '').matchAll(/\[((?:[^\]])*)\]\s*TJ|<([0-9a-fA-F\s]*)>\s*Tj/g)) {
        if (shown[2] !== undefined) line += decodeHex(shown[2]);
        else for (const piece of (shown[1] ?? '').matchAll(/<([0-9a-fA-F\s]*)>/g)) line += decodeHex(piece[1] ?? '');
      }
      if (line !== '') lines.push(line);
    }
  }
  return lines;
}

/** The PDF's text as one string: lines joined by spaces, runs of white space made one. */
export function pdfText(pdf: Buffer): string {
  return pdfLines(pdf).join(' ').replace(/\s+/g, ' ');
}
