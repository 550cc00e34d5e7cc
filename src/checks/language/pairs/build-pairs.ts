/**
 * Regenerates uk-us-pairs.json from candidates.ts: `npm run language:pairs`.
 * `--dropped` lists the candidates the dictionaries did not confirm.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { buildPairs } from './validate.ts';

const { kept, dropped } = buildPairs();
const file = new URL('./uk-us-pairs.json', import.meta.url);
writeFileSync(file, serialisePairs(kept));
const { values } = parseArgs({ options: { dropped: { type: 'boolean', default: false } } });
process.stdout.write(`kept ${kept.length} pairs, dropped ${dropped.length}\n`);
if (values.dropped) process.stdout.write(`${dropped.join(' ')}\n`);

function serialisePairs(pairs: unknown[]): string {
  return `[\n${pairs.map((p) => JSON.stringify(p)).join(',\n')}\n]\n`;
}
