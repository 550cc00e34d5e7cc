/**
 * Regenerates uk-us-pairs.json from candidates.ts: `npm run language:pairs`.
 * `--dropped` lists the candidates the dictionaries did not confirm.
 */
import { writeFileSync } from 'node:fs';
import { buildPairs } from './validate.ts';

const { kept, dropped } = buildPairs();
const file = new URL('./uk-us-pairs.json', import.meta.url);
writeFileSync(file, serialisePairs(kept));
console.log(`kept ${kept.length} pairs, dropped ${dropped.length}`);
if (process.argv.includes('--dropped')) console.log(dropped.join(' '));

function serialisePairs(pairs: unknown[]): string {
  return `[\n${pairs.map((p) => JSON.stringify(p)).join(',\n')}\n]\n`;
}
