/**
 * Stretches of a paragraph written in another language (a Swedish abstract in a thesis, a German
 * declaration, a French quotation in brackets): the English checks leave them alone. A cheap
 * text heuristic, with no word list to load: every sentence, and every bracketed aside, is
 * scored by its function words — the short words every sentence of a language is built from —
 * English against the other European languages manuscripts meet. A stretch is foreign when its
 * foreign function words clearly outnumber its English ones. Words and names that merely look
 * foreign ("Universität", "in vivo") do not decide anything: only whole stretches do.
 */
import { sentenceStarts, type Span } from './text.ts';

const ENGLISH = new Set(
  (
    'the a an and or but of to in on at for with from by as is are was were be been being this that these those ' +
    'which who whom whose what when where why how not no it its we our they their he she his her than then there ' +
    'has have had do does did will would can could may might should must also between after before during into ' +
    'about over under more most less such each all any both other only very'
  ).split(' '),
);

// Function words of other languages, left out where they are also English words or common in
// English medical text ("die", "den", "men", "over", "son", "of", "is", "a", "in", "an", "per",
// "con", "pro", "sin", "e"). Accented forms count as well: they never occur in English prose.
const FOREIGN = new Set(
  // German
  (
    'der das und ist nicht mit auf für ein eine einer einem eines dem des sich auch wird werden wurde wurden ' +
    'bei nach aus oder aber wenn wie zum zur sind kann können über unter zwischen durch noch nur sowie als zu im ' +
    'habe jedem ganz eher hier ' +
    'diese dieser dieses welche ich mich wir uns sie ihre ihrer hat haben dass daß werden keine ' +
    // Swedish, Norwegian, Danish
    'och att är det som för med till inte eller av på har ett en vid från hos också kan ska skulle ' +
    'denna detta dessa deras vilket vilka mellan efter samt jag vi er dem någon inga både ' +
    'og er til ikke eller av på har et fra også kan skal denne dette disse deres hvilket mellom etter ' +
    // Dutch
    'het een van zijn wordt worden niet met voor zijn ook maar naar bij uit dat deze dit tussen onder wij ' +
    // French
    'le la les des du une est dans pour que qui sur avec sont pas par cette ces au aux été nous vous leur de ' +
    // Spanish, Portuguese, Italian
    'el los las que una es por para con su sus como más pero entre también fue ' +
    'uma não em por para com são foi também entre ' +
    'gli della delle degli che è sono per con una non anche tra'
  ).split(' '),
);
// Words of both lists ("in", "den", "over") decide nothing.
for (const word of [...FOREIGN]) if (ENGLISH.has(word)) FOREIGN.delete(word);

const WORD = /\p{L}+/gu;

/** Function-word counts of a stretch of text. */
function score(text: string): { english: number; foreign: number } {
  let english = 0;
  let foreign = 0;
  for (const m of text.matchAll(WORD)) {
    // Abbreviations in capitals ("SE", "OS", "AV") are not function words of any language.
    if (/^\p{Lu}{2,}$/u.test(m[0])) continue;
    const lower = m[0].toLowerCase();
    if (ENGLISH.has(lower)) english += 1;
    else if (FOREIGN.has(lower)) foreign += 1;
  }
  return { english, foreign };
}

/** True when a stretch reads as another language: two foreign function words or more, and more than twice the English ones. */
export function readsForeign(text: string): boolean {
  const { english, foreign } = score(text);
  return foreign >= 2 && foreign > 2 * english;
}

/** True when a stretch reads as English: three English function words or more, and more than twice the foreign ones. */
export function readsEnglish(text: string): boolean {
  const { english, foreign } = score(text);
  return english >= 3 && english > 2 * foreign;
}

interface Stretch extends Span {
  /** A whole sentence, not a bracketed aside. */
  sentence: boolean;
}

const cache = new Map<string, Stretch[]>();

/**
 * The stretches of `text` in another language: whole sentences, and bracketed asides inside an
 * English sentence ("(Varimax maximiert, wenn man unabhängige Faktoren möchte)").
 */
export function foreignSpans(text: string): Stretch[] {
  const cached = cache.get(text);
  if (cached) return cached;
  const spans: Stretch[] = [];
  const starts = sentenceStarts(text);
  const bounds = starts.length > 0 && starts[0] === 0 ? starts : [0, ...starts];
  for (let i = 0; i < bounds.length; i += 1) {
    const start = bounds[i]!;
    const end = bounds[i + 1] ?? text.length;
    const sentence = text.slice(start, end);
    if (readsForeign(sentence)) {
      spans.push({ start, end, sentence: true });
      continue;
    }
    for (const m of sentence.matchAll(/\(([^()]{12,})\)/gu)) {
      if (readsForeign(m[1]!))
        spans.push({ start: start + m.index, end: start + m.index + m[0].length, sentence: false });
    }
  }
  // A short sentence between foreign ones ("Problematisch!") shares their language when it has
  // no English function word.
  const sentences = spans.filter((s) => s.sentence);
  if (sentences.length > 0) {
    for (let i = 0; i < bounds.length; i += 1) {
      const start = bounds[i]!;
      const end = bounds[i + 1] ?? text.length;
      if (sentences.some((s) => s.start === start)) continue;
      const sentence = text.slice(start, end);
      const besideForeign = sentences.some((s) => s.start === end || s.end === start);
      if (besideForeign && score(sentence).english === 0 && (sentence.match(WORD)?.length ?? 0) <= 4)
        spans.push({ start, end, sentence: true });
    }
  }
  if (cache.size > 5000) cache.clear();
  cache.set(text, spans);
  return spans;
}

/** True when most of the paragraph is sentences in another language (an English sentence with a foreign aside is not). */
export function paragraphIsForeign(text: string): boolean {
  const spans = foreignSpans(text).filter((s) => s.sentence);
  if (spans.length === 0) return false;
  const covered = spans.reduce((n, s) => n + (s.end - s.start), 0);
  return covered * 2 >= text.trim().length;
}
