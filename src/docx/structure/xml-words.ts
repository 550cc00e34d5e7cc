/**
 * Word counts of a part's text nodes, read from the part's UTF-8 bytes by a small WebAssembly
 * module (words.wat) sixteen bytes at a time, where the JavaScript tally (words.ts) reads one
 * UTF-16 unit at a time: on a manuscript's text the byte path is several times faster, with the
 * same rule and the same result (tests/docx/xml-words.test.ts). Parts that are not valid UTF-8
 * (damaged bytes) and machines without WebAssembly SIMD count the decoded text in JavaScript.
 */
import { isUtf8 } from 'node:buffer';
import { WORDS_WASM } from './words-wasm.ts';
import { tallyWords, type WordTally } from './words.ts';

/** Adds the words of a text node — `bytes[from, to)`, decoded as `text` — to a tally. */
export interface XmlWordCounter {
  (tally: WordTally, from: number, to: number, text: string): void;
  /**
   * With the WebAssembly counter: the first "<" in the part at or after `from` (-1: none), found
   * in the module's copy of the part sixteen bytes at a time (the XML scanner's long-text search).
   */
  findLt?: (from: number) => number;
}

interface WordsModule {
  memory: WebAssembly.Memory;
  tally(from: number, to: number, previousSpace: number): number;
  findLt(from: number, length: number): number;
}

const PAGE = 64 * 1024;
/** Bytes read past a range's end by the 16-byte loads, kept zero past the part's end. */
const PADDING = 32;
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

/** Copies a part into an instance's memory, growing it as needed. */
function load(instance: WordsModule, bytes: Uint8Array): void {
  const needed = Math.ceil((bytes.length + PADDING) / PAGE);
  const pages = instance.memory.buffer.byteLength / PAGE;
  if (needed > pages) instance.memory.grow(needed - pages);
  const memory = new Uint8Array(instance.memory.buffer);
  memory.set(bytes);
  memory.fill(0, bytes.length, bytes.length + PADDING);
}

/** Counts each text node's decoded text in JavaScript. */
export const javascriptWordCounter: XmlWordCounter = (tally, _from, _to, text) => tallyWords(tally, text);

/**
 * A counter for the text nodes of a part whose UTF-8 bytes (parse.ts `utf8Of`) are `bytes`:
 * the WebAssembly tally when they are valid UTF-8, else the JavaScript tally on each node's text.
 */
export function xmlWordCounter(bytes: Uint8Array): XmlWordCounter {
  if (bytes.length === 0 || !isUtf8(bytes)) return javascriptWordCounter;
  if (bytes.length <= SHARED_BYTES) shared ??= instantiate();
  const instance = bytes.length <= SHARED_BYTES ? shared : instantiate();
  if (!instance) return javascriptWordCounter;
  const isShared = instance === shared;
  try {
    load(instance, bytes);
  } catch {
    return javascriptWordCounter; // the memory could not grow to hold the part: count each node's text instead
  }
  if (isShared) sharedBytes = bytes;
  const current = (): WordsModule => {
    if (isShared && sharedBytes !== bytes) {
      load(instance, bytes);
      sharedBytes = bytes;
    }
    return instance;
  };
  const counter: XmlWordCounter = (tally, from, to) => {
    const result = current().tally(from, to, tally.inWord ? 0 : 1);
    tally.words += result >>> 1;
    tally.inWord = (result & 1) === 0;
  };
  counter.findLt = (from) => current().findLt(from, bytes.length);
  return counter;
}
