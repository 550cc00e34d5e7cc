/**
 * Word counts of ranges of a part's XML, read from the part's UTF-8 bytes by a small WebAssembly
 * module (words.wat) sixteen bytes at a time, where the JavaScript tally (words.ts) reads one
 * UTF-16 unit at a time: on a manuscript's text the byte path is several times faster, with the
 * same rule and the same result (tests/docx/xml-words.test.ts). Parts that are not valid UTF-8
 * (UTF-16 parts, damaged bytes) and machines without WebAssembly SIMD use the JavaScript tally.
 */
import { isUtf8 } from 'node:buffer';
import { WORDS_WASM } from './words-wasm.ts';
import { tallyWords, type WordTally } from './words.ts';

/** Adds the words of the decoded part's `[from, to)` to a tally; ranges must only move forward. */
export type XmlWordCounter = (tally: WordTally, from: number, to: number) => void;

interface WordsModule {
  memory: WebAssembly.Memory;
  begin(origin: number, length: number): void;
  tally(from: number, to: number, previousSpace: number): number;
}

const PAGE = 64 * 1024;
/** Bytes read past a part's end by a 16-byte load, kept zero. */
const PADDING = 16;
/** Parts up to this size share one instance per thread; a larger part's memory is dropped after it. */
const SHARED_BYTES = 16 * 1024 * 1024;

let compiled: WebAssembly.Module | null | undefined;
let shared: WordsModule | null = null;
/** The bytes the shared instance holds now (a counter whose part was replaced loads it again). */
let sharedBytes: Uint8Array | null = null;

function instantiate(): WordsModule | null {
  if (compiled === undefined) {
    try {
      compiled = new WebAssembly.Module(Buffer.from(WORDS_WASM, 'base64'));
    } catch {
      compiled = null; // no WebAssembly SIMD here: the JavaScript tally counts alone
    }
  }
  return compiled ? (new WebAssembly.Instance(compiled).exports as unknown as WordsModule) : null;
}

/** Copies a part into an instance's memory (growing it) and puts the cursor at its start. */
function load(instance: WordsModule, bytes: Uint8Array, origin: number): void {
  const needed = Math.ceil((bytes.length + PADDING) / PAGE);
  const pages = instance.memory.buffer.byteLength / PAGE;
  if (needed > pages) instance.memory.grow(needed - pages);
  const memory = new Uint8Array(instance.memory.buffer);
  memory.set(bytes);
  memory.fill(0, bytes.length, bytes.length + PADDING);
  instance.begin(origin, bytes.length);
}

/**
 * A counter for the part `xml`, decoded from `bytes` (parse.ts `decodeXml`): the WebAssembly
 * tally when the bytes are valid UTF-8, else the JavaScript tally over `xml` itself.
 */
export function xmlWordCounter(xml: string, bytes: Uint8Array | null): XmlWordCounter {
  const javascript: XmlWordCounter = (tally, from, to) => tallyWords(tally, xml, from, to);
  if (bytes === null || bytes.length === 0 || !isUtf8(bytes)) return javascript;
  // decodeXml drops a UTF-8 byte-order mark: the string starts three bytes in.
  const origin = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  let instance: WordsModule | null;
  if (bytes.length <= SHARED_BYTES) {
    shared ??= instantiate();
    instance = shared;
  } else {
    instance = instantiate();
  }
  if (!instance) return javascript;
  const module = instance;
  const isShared = module === shared;
  try {
    load(module, bytes, origin);
  } catch {
    return javascript; // the memory could not grow to hold the part: count on the string instead
  }
  if (isShared) sharedBytes = bytes;
  return (tally, from, to) => {
    if (isShared && sharedBytes !== bytes) { load(module, bytes, origin); sharedBytes = bytes; }
    const result = module.tally(from, to, tally.inWord ? 0 : 1);
    tally.words += result >>> 1;
    tally.inWord = (result & 1) === 0;
  };
}
