/**
 * `npm run accuracy:docx`: runs the engine (the same summary as `inspect --json`) over every
 * file of ../shared/corpus with a .truth.json and writes the comparison table into
 * docs/accuracy.md between <!-- docx:start --> and <!-- docx:end -->. Exit status 1 when a
 * target is missed without a documented explanation.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { corpusAvailable, corpusFiles, repoRoot } from '../tests/support/corpus.ts';
import { accuracyReport } from '../tests/docx/accuracy.ts';

if (!corpusAvailable) {
  process.stderr.write('The shared corpus (../shared/corpus) is missing: nothing to measure.\n');
  process.exit(2);
}
const report = await accuracyReport(corpusFiles);
const file = path.join(repoRoot, 'docs/accuracy.md');
const start = '<!-- docx:start -->';
const end = '<!-- docx:end -->';
let doc = existsSync(file)
  ? readFileSync(file, 'utf8')
  : `# Accuracy\n\n${start}\n${end}\n\n<!-- checks:start -->\n<!-- checks:end -->\n`;
if (!doc.includes(start) || !doc.includes(end)) doc += `\n${start}\n${end}\n`;
doc = `${doc.slice(0, doc.indexOf(start) + start.length)}\n${report.markdown}\n${doc.slice(doc.indexOf(end))}`;
writeFileSync(file, doc);
process.stdout.write(`${report.markdown}\n`);
process.stdout.write(`\n${report.unexplainedMisses} unexplained miss(es); written to docs/accuracy.md\n`);
process.exitCode = report.unexplainedMisses > 0 ? 1 : 0;
