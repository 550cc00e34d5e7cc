/**
 * What kind of file is this, judged by its bytes (never by its name)? Runs before any unzipping
 * so that a PDF, an encrypted Office file or a text file gets its own message instead of
 * "damaged".
 */
import type { RefusalReason } from './errors.ts';

export type Sniffed = { kind: 'zip' } | { kind: 'refused'; reason: RefusalReason };

const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

function startsWith(bytes: Uint8Array, prefix: readonly number[], at = 0): boolean {
  if (bytes.length < at + prefix.length) return false;
  for (let i = 0; i < prefix.length; i++) if (bytes[at + i] !== prefix[i]) return false;
  return true;
}

function utf16le(text: string): number[] {
  const out: number[] = [];
  for (const ch of text) out.push(ch.charCodeAt(0), 0);
  return out;
}

function contains(bytes: Uint8Array, needle: readonly number[]): boolean {
  const first = needle[0];
  outer: for (
    let i = bytes.indexOf(first ?? 0);
    i !== -1 && i <= bytes.length - needle.length;
    i = bytes.indexOf(first ?? 0, i + 1)
  ) {
    for (let j = 1; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

// An encrypted OOXML file is an OLE compound file whose directory holds these streams
// (MS-OFFCRYPTO 2.3.4). Directory entry names are UTF-16LE.
const ENCRYPTED_STREAMS = [utf16le('EncryptionInfo'), utf16le('EncryptedPackage')];

function isValidUtf8Text(sample: Uint8Array): boolean {
  if (sample.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(sample);
    return true;
  } catch {
    // The sample may cut a multi-byte character at its end; retry without the last 3 bytes.
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(sample.subarray(0, Math.max(0, sample.length - 3)));
      return true;
    } catch {
      return false;
    }
  }
}

/**
 * A web page, however it starts (issue 15: HTML named .docx was called plain text): a doctype or
 * <html> tag, the head or body tags of a fragment, after any comments ("saved from url" marks),
 * an XML prolog or a MIME header (.mht).
 */
function looksLikeHtml(lowerHead: string): boolean {
  const start = lowerHead.replace(/^(\s*<!--[\s\S]*?-->)*\s*/, '');
  return (
    /^(<!doctype html|<html[\s>]|<head[\s>]|<body[\s>]|<meta[\s>]|<title[\s>]|mime-version:)/.test(start) ||
    (/^<\?xml/.test(start) && /<html[\s>]/.test(start)) ||
    /<html[\s>][\s\S]*<\/?(head|body|div|p|table)[\s>]/.test(lowerHead)
  );
}

/** The head of a UTF-16 text (byte-order mark first), lower-cased; '' for anything else. */
function utf16Head(bytes: Uint8Array): string {
  const encoding = startsWith(bytes, [0xff, 0xfe]) ? 'utf-16le' : startsWith(bytes, [0xfe, 0xff]) ? 'utf-16be' : null;
  if (!encoding) return '';
  return new TextDecoder(encoding).decode(bytes.subarray(2, 8192)).trimStart().toLowerCase();
}

export function sniff(bytes: Uint8Array): Sniffed {
  if (bytes.length === 0) return { kind: 'refused', reason: 'empty' };
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0x50, 0x4b, 0x05, 0x06])) {
    return { kind: 'zip' };
  }
  if (startsWith(bytes, OLE_MAGIC)) {
    const encrypted = ENCRYPTED_STREAMS.some((name) => contains(bytes, name));
    return { kind: 'refused', reason: encrypted ? 'encrypted' : 'legacy-doc' };
  }
  const head = bytes.subarray(0, 1024);
  const headText = new TextDecoder('latin1').decode(head);
  // PDF readers accept the header anywhere in the first 1024 bytes.
  if (headText.includes('%PDF-')) return { kind: 'refused', reason: 'pdf' };
  const trimmed = headText.replace(/^(\u00ef\u00bb\u00bf|\u00fe\u00ff|\u00ff\u00fe)?\s*/, '').toLowerCase();
  if (trimmed.startsWith('{\\rtf')) return { kind: 'refused', reason: 'rtf' };
  // Comments may come before the page: look further than the 1024 bytes above.
  const htmlHead = new TextDecoder('latin1')
    .decode(bytes.subarray(0, 8192))
    .replace(/^(\u00ef\u00bb\u00bf)?\s*/, '')
    .toLowerCase();
  if (looksLikeHtml(htmlHead) || looksLikeHtml(utf16Head(bytes))) return { kind: 'refused', reason: 'html' };
  if (startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff]))
    return { kind: 'refused', reason: 'plain-text' };
  if (isValidUtf8Text(bytes.subarray(0, 8192))) return { kind: 'refused', reason: 'plain-text' };
  return { kind: 'refused', reason: 'not-a-zip' };
}
