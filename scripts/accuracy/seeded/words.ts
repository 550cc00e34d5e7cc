/**
 * The word lists the seeded-error generator plants from. They are chosen independently of the
 * checks they measure: common misspellings from cspell's list (MIT), keyboard slips made here and
 * kept only when general Hunspell dictionaries for US and UK English (dictionary-en, dictionary-en-gb)
 * do not know the result, real-word confusions from issue 24's list and the usual editors' list,
 * and UK/US pairs built from stems and kept only when each form is a word in its own variety.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import nspell from 'nspell';
import dictionaryEn from 'dictionary-en';
import dictionaryEnGb from 'dictionary-en-gb';

const require = createRequire(import.meta.url);

export interface Speller {
  correct(word: string): boolean;
}

let spellers: { us: Speller; uk: Speller } | undefined;
export function generalSpellers(): { us: Speller; uk: Speller } {
  const hunspell = (d: { aff: Uint8Array; dic: Uint8Array }) =>
    nspell({ aff: Buffer.from(d.aff), dic: Buffer.from(d.dic) });
  spellers ??= { us: hunspell(dictionaryEn), uk: hunspell(dictionaryEnGb) };
  return spellers;
}

/** A word neither general dictionary knows, in any capitalisation. */
export function isNonWord(word: string): boolean {
  const { us, uk } = generalSpellers();
  const lower = word.toLowerCase();
  return ![word, lower].some((w) => us.correct(w) || uk.correct(w));
}

let misspellings: Map<string, string[]> | undefined;
/** correct word → its common misspellings (lower case, letters only). */
export function commonMisspellings(): Map<string, string[]> {
  if (misspellings) return misspellings;
  // The package exports no path to its word list: it is found on the module paths.
  const pkg = '@cspell/dict-en-common-misspellings';
  const file = (require.resolve.paths(pkg) ?? [])
    .map((dir) => path.join(dir, pkg, 'dict/dict-en.json'))
    .find((candidate) => existsSync(candidate));
  if (!file) throw new Error(`${pkg} is not installed`);
  const json = JSON.parse(readFileSync(file, 'utf8')) as {
    dictionaryDefinitions: { flagWords?: string[]; suggestWords?: string[] }[];
  };
  misspellings = new Map();
  for (const def of json.dictionaryDefinitions) {
    for (const line of [...(def.flagWords ?? []), ...(def.suggestWords ?? [])]) {
      const [wrong, right] = line.split('->').map((s) => s.trim());
      if (!wrong || !right || !/^[a-z]{4,}$/.test(wrong) || !/^[a-z]{4,}$/.test(right)) continue;
      misspellings.set(right, [...(misspellings.get(right) ?? []), wrong]);
    }
  }
  return misspellings;
}

const KEYBOARD_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];
function neighbours(letter: string): string[] {
  for (const row of KEYBOARD_ROWS) {
    const i = row.indexOf(letter);
    if (i >= 0) return [row[i - 1], row[i + 1]].filter((c): c is string => !!c);
  }
  return [];
}

/**
 * Keyboard slips of a word, in a fixed order: two inner letters swapped, a letter dropped, a
 * letter doubled, a neighbouring key struck. The first letter is kept (as real slips mostly keep it).
 */
export function keyboardSlips(word: string): string[] {
  const out: string[] = [];
  for (let i = 1; i < word.length - 2; i++) {
    const a = word[i] as string;
    const b = word[i + 1] as string;
    if (a !== b) out.push(word.slice(0, i) + b + a + word.slice(i + 2));
  }
  for (let i = 1; i < word.length - 1; i++) out.push(word.slice(0, i) + word.slice(i + 1));
  for (let i = 1; i < word.length - 1; i++) out.push(word.slice(0, i + 1) + word[i] + word.slice(i + 1));
  for (let i = 1; i < word.length - 1; i++)
    for (const n of neighbours(word[i] as string)) out.push(word.slice(0, i) + n + word.slice(i + 1));
  return out;
}

/** Real-word confusions: the word as written → the word a slip makes of it. */
export const REAL_WORD_CONFUSIONS: readonly (readonly [string, string])[] = [
  ['mortality', 'morality'],
  ['vary', 'wary'],
  ['funding', 'founding'],
  ['underlying', 'underline'],
  ['dependent', 'dependant'],
  ['affect', 'effect'],
  ['affected', 'effected'],
  ['effect', 'affect'],
  ['effects', 'affects'],
  ['principal', 'principle'],
  ['complement', 'compliment'],
  ['complementary', 'complimentary'],
  ['trial', 'trail'],
  ['trials', 'trails'],
  ['causal', 'casual'],
  ['from', 'form'],
  ['than', 'then'],
  ['whether', 'weather'],
  ['adverse', 'averse'],
  ['discrete', 'discreet'],
  ['prostate', 'prostrate'],
];

const IZE_STEMS = [
  'random',
  'organ',
  'character',
  'recogn',
  'hospital',
  'util',
  'minim',
  'maxim',
  'standard',
  'general',
  'categor',
  'summar',
  'emphas',
  'real',
  'priorit',
  'harmon',
  'normal',
  'visual',
  'optim',
  'special',
  'immun',
  'stabil',
  'central',
  'initial',
  'author',
  'custom',
  'final',
  'mobil',
  'personal',
  'local',
  'apolog',
  'critic',
  'stigmat',
  'operational',
  'conceptual',
  'contextual',
  'individual',
];
const IZE_SUFFIXES: readonly (readonly [string, string])[] = [
  ['ise', 'ize'],
  ['ised', 'ized'],
  ['ises', 'izes'],
  ['ising', 'izing'],
  ['isation', 'ization'],
  ['isations', 'izations'],
];
const OTHER_PAIRS: readonly (readonly [string, string])[] = [
  ['behaviour', 'behavior'],
  ['behaviours', 'behaviors'],
  ['behavioural', 'behavioral'],
  ['colour', 'color'],
  ['tumour', 'tumor'],
  ['tumours', 'tumors'],
  ['haemoglobin', 'hemoglobin'],
  ['oedema', 'edema'],
  ['paediatric', 'pediatric'],
  ['anaemia', 'anemia'],
  ['centre', 'center'],
  ['centres', 'centers'],
  ['fibre', 'fiber'],
  ['labelled', 'labeled'],
  ['modelling', 'modeling'],
  ['travelling', 'traveling'],
  ['favour', 'favor'],
  ['favourable', 'favorable'],
  ['leukaemia', 'leukemia'],
  ['oestrogen', 'estrogen'],
  ['diarrhoea', 'diarrhea'],
  ['haemorrhage', 'hemorrhage'],
  ['anaesthesia', 'anesthesia'],
  ['ageing', 'aging'],
  ['neighbourhood', 'neighborhood'],
  ['labour', 'labor'],
  ['counselling', 'counseling'],
  ['analyse', 'analyze'],
  ['analysed', 'analyzed'],
  ['analysing', 'analyzing'],
  ['programme', 'program'],
  ['programmes', 'programs'],
  ['defence', 'defense'],
  ['oesophageal', 'esophageal'],
  ['haematology', 'hematology'],
  ['orthopaedic', 'orthopedic'],
  ['gynaecology', 'gynecology'],
  ['foetal', 'fetal'],
  ['signalling', 'signaling'],
  ['enrolment', 'enrollment'],
  ['judgement', 'judgment'],
  ['grey', 'gray'],
  ['sceptical', 'skeptical'],
  ['litre', 'liter'],
  ['litres', 'liters'],
  ['metre', 'meter'],
  ['metres', 'meters'],
];

let ukUs: { toUs: Map<string, string>; toUk: Map<string, string> } | undefined;
/** UK form → US form and back, each form a word in its own variety (checked with Hunspell). */
export function ukUsPairs(): { toUs: Map<string, string>; toUk: Map<string, string> } {
  if (ukUs) return ukUs;
  const { us, uk } = generalSpellers();
  const pairs: (readonly [string, string])[] = [...OTHER_PAIRS];
  for (const stem of IZE_STEMS) for (const [s, z] of IZE_SUFFIXES) pairs.push([stem + s, stem + z]);
  ukUs = { toUs: new Map(), toUk: new Map() };
  for (const [ukForm, usForm] of pairs) {
    if (!uk.correct(ukForm) || !us.correct(usForm) || us.correct(ukForm)) continue;
    ukUs.toUs.set(ukForm, usForm);
    ukUs.toUk.set(usForm, ukForm);
  }
  return ukUs;
}

/** `replacement` written with `model`'s capitalisation (lower case, Capitalised or UPPER). */
export function withCase(model: string, replacement: string): string {
  if (model === model.toUpperCase() && model.length > 1) return replacement.toUpperCase();
  if (model[0] === model[0]?.toUpperCase()) return (replacement[0]?.toUpperCase() ?? '') + replacement.slice(1);
  return replacement;
}
