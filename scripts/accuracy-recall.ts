/**
 * `npm run accuracy:recall`: recall alone — seeded errors per kind and the editor's mark-up per
 * check and category (scripts/accuracy/recall.ts), without the precision ledger. Exits 1 when a
 * figure is below its floor (tests/accuracy/recall-floors.json). `npm run accuracy:checks` runs the
 * same measurement beside precision and writes it into docs/accuracy.md.
 */
import { measureRecall } from './accuracy/recall.ts';

const report = await measureRecall();
process.stdout.write(`${report.lines.join('\n')}\n`);
if (report.problems.length > 0) {
  process.stdout.write(`\nFAILED:\n${report.problems.map((p) => `- ${p}`).join('\n')}\n`);
  process.exitCode = 1;
}
