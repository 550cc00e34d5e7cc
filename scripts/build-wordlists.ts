/**
 * `npm run build:wordlists` (part of `npm run build`): prepares the language checks' word lists
 * in dist/wordlists, once per install, so no process ever builds them: Hunspell's
 * expanded forms, the scientific vocabularies, people's names and common misspellings, as sorted
 * lines with an offset index that load in milliseconds (src/checks/language/prepared/).
 */
import { preloadWordLists } from '../src/checks/language/dictionaries.ts';
import { WORDLIST_DIR } from '../src/checks/language/prepared/store.ts';

const started = performance.now();
preloadWordLists();
process.stdout.write(`Word lists ready in ${WORDLIST_DIR} (${Math.round(performance.now() - started)} ms).\n`);
