/**
 * `npm run accuracy:docx`: runs the engine (the same summary as `inspect --json`) over every
 * file of ../shared/corpus with a .truth.json and writes the comparison table into
 * docs/accuracy.md between <!-- docx:start --> and <!-- docx:end -->, with main text within 2 %
 * per file and per top-level section, and the block roles against the settled annotations of
 * tests/accuracy/roles. `--reader a|b` measures the roles against one blind reader's files
 * instead (printed, not written). Exit status 1 when a target is missed without a documented
 * explanation.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { corpusAvailable, corpusFiles, repoRoot } from '../tests/support/corpus.ts';
import { accuracyReport } from '../tests/docx/accuracy.ts';
import { mainTextMarkdown, mainTextWithin2, perTopLevelSection } from '../tests/docx/main-text-accuracy.ts';
import { roleAccuracy, roleAccuracyMarkdown } from '../tests/docx/role-accuracy.ts';

const readerAt = process.argv.indexOf('--reader');
const reader = readerAt === -1 ? undefined : process.argv[readerAt + 1];
if (reader !== undefined && reader !== 'a' && reader !== 'b') {
  process.stderr.write('--reader takes a or b.\n');
  process.exit(2);
}

if (!corpusAvailable) {
  process.stderr.write('The shared corpus (../shared/corpus) is missing: nothing to measure.\n');
  process.exit(2);
}
const report = await accuracyReport(corpusFiles);
const roles = roleAccuracyMarkdown(await roleAccuracy(reader));
if (reader) {
  process.stdout.write(`${roles}\n`);
  process.exit(0);
}
const markdown = [
  report.markdown,
  mainTextMarkdown(mainTextWithin2(report.rows), await perTopLevelSection(corpusFiles)),
  '',
  roles,
].join('\n');
const file = path.join(repoRoot, 'docs/accuracy.md');
const start = '<!-- docx:start -->';
const end = '<!-- docx:end -->';
let doc = existsSync(file)
  ? readFileSync(file, 'utf8')
  : `# Accuracy\n\n${start}\n${end}\n\n<!-- checks:start -->\n<!-- checks:end -->\n`;
if (!doc.includes(start) || !doc.includes(end)) doc += `\n${start}\n${end}\n`;
doc = `${doc.slice(0, doc.indexOf(start) + start.length)}\n${markdown}\n${doc.slice(doc.indexOf(end))}`;
writeFileSync(file, doc);
process.stdout.write(`${markdown}\n`);
process.stdout.write(`\n${report.unexplainedMisses} unexplained miss(es); written to docs/accuracy.md\n`);
process.exitCode = report.unexplainedMisses > 0 ? 1 : 0;
