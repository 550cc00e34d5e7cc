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
  if (
    /^<!doctype html|^<html|^mime-version:/.test(trimmed) ||
    (/^<\?xml/.test(trimmed) && /<html[\s>]/.test(trimmed)) ||
    /<html[\s>][\s\S]*<(head|body)[\s>]/.test(trimmed)
  ) {
    return { kind: 'refused', reason: 'html' };
  }
  if (startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff]))
    return { kind: 'refused', reason: 'plain-text' };
  if (isValidUtf8Text(bytes.subarray(0, 8192))) return { kind: 'refused', reason: 'plain-text' };
  return { kind: 'refused', reason: 'not-a-zip' };
}
