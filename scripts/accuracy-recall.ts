/**
 * `npm run accuracy:recall`: recall alone — seeded errors per kind and the editor's mark-up per
 * check and category (scripts/accuracy/recall.ts), without the precision ledger. Exits 1 when a
 * figure is below its floor (tests/accuracy/recall-floors.json). With `--write`, writes the recall
 * section of docs/accuracy.md and each check's `recall` in src/checks/accuracy.json (nothing else).
 * `npm run accuracy:checks` runs the same measurement beside precision and writes both the same way.
 */
import { parseArgs } from 'node:util';
import { measureRecall, writeRecallSection, writeRecallSummary } from './accuracy/recall.ts';

const { values: args } = parseArgs({ options: { write: { type: 'boolean', default: false } } });
const report = await measureRecall();
if (args.write) {
  writeRecallSection(report.markdown);
  writeRecallSummary(report.byCheck);
}
process.stdout.write(`${report.lines.join('\n')}\n`);
if (report.problems.length > 0) {
  process.stdout.write(`\nFAILED:\n${report.problems.map((p) => `- ${p}`).join('\n')}\n`);
  process.exitCode = 1;
}
