/**
 * The session report as a PDF a writer can send (issue 26): the manuscript, format and date, a
 * summary (every check with its outcome, by category), then each finding with its place in words —
 * the section, the kind of paragraph, the quoted sentence — what the check says and what it
 * proposes. pdfkit with its built-in fonts (as the user guide): nothing downloaded, no browser.
 */
import PDFDocument from 'pdfkit';
import type { RunAllStatus } from '../../contract/api/run-all.ts';
import type { FindingPlace } from './finding-place.ts';
import { pdfText } from './report-text.ts';

export interface ReportFinding {
  status: 'failed' | 'warning';
  /** What the check says about it. */
  what: string;
  /** The text found, when the finding is in the text. */
  found: string | null;
  /** What the check proposes instead, when it proposes something ('' deletes). */
  proposal: string | null;
  place: FindingPlace | null;
}

export interface ReportCheck {
  name: string;
  categoryName: string;
  status: RunAllStatus;
  findings: number;
  error?: string;
  items: ReportFinding[];
}

export interface ReportInput {
  documentName: string;
  sessionName: string;
  formatName: string | null;
  version: number;
  /** en-GB date and time of the report, e.g. "28 Nov 2026, 14:05 UTC". */
  date: string;
  checks: ReportCheck[];
}

const BRAND = '#0f4c81';
const TEXT = '#1e293b';
const MUTED = '#475569';
const STATUS_COLOUR: Record<RunAllStatus | 'finding', string> = {
  pass: '#166534',
  failed: '#b91c1c',
  warning: '#92400e',
  error: '#475569',
  finding: '#b91c1c',
};

export function statusWords(check: Pick<ReportCheck, 'status' | 'findings' | 'error'>): string {
  if (check.status === 'error') return 'Could not run';
  if (check.status === 'pass') return 'Passed';
  const n = check.findings;
  return `${check.status === 'failed' ? 'Failed' : 'Warning'}: ${n} finding${n === 1 ? '' : 's'}`;
}

function quote(text: string): string {
  return `“${text}”`;
}

function placeWords(finding: ReportFinding, place: FindingPlace): string {
  const where = `${place.section}${place.holder ? `, in ${place.holder}` : ''}`;
  // Something to add has no text of its own: a paragraph goes after (or before) the one quoted.
  const added = finding.found === null ? finding.proposal : null;
  const side = added?.startsWith('\n') ? ', after' : added?.endsWith('\n') ? ', before' : '';
  return `${where}${side}: ${quote(place.sentence)}`;
}

function proposalWords(finding: ReportFinding): string | null {
  if (finding.proposal === null) return null;
  if (finding.proposal === '') return finding.found ? 'Delete it.' : null;
  if (finding.proposal.startsWith('\n') || finding.proposal.endsWith('\n'))
    return `Add as a paragraph of its own: ${quote(finding.proposal.trim())}`;
  return `Change to: ${quote(finding.proposal)}`;
}

export function renderReport(input: ReportInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 56, bottom: 56, left: 56, right: 56 },
    bufferPages: true,
    displayTitle: true,
    lang: 'en-GB',
    info: {
      Title: pdfText(`Manuscript check report - ${input.documentName}`),
      Author: 'Manuscript Checker',
      Subject: 'Check report',
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const page = pageWriter(doc);
  writeTitle(page, input);
  writeSummary(page, input.checks);
  writeFindings(page, input.checks);
  writePageNumbers(page, input.documentName);
  doc.end();
  return done;
}

interface ParaOptions {
  font?: string;
  size?: number;
  colour?: string;
  indent?: number;
  gap?: number;
}

/** The document with its text column: where text starts, how wide it runs, where a page ends. */
interface PageWriter {
  doc: PDFKit.PDFDocument;
  left: number;
  width: number;
  bottom(): number;
  /** A paragraph at the current position, in the text column (indented by `indent`). */
  para(text: string, options?: ParaOptions): void;
}

function pageWriter(doc: PDFKit.PDFDocument): PageWriter {
  const left = 56;
  const width = doc.page.width - 112;
  return {
    doc,
    left,
    width,
    bottom: () => doc.page.height - doc.page.margins.bottom,
    para(text, options = {}) {
      const indent = options.indent ?? 0;
      doc
        .font(options.font ?? 'Helvetica')
        .fontSize(options.size ?? 10.5)
        .fillColor(options.colour ?? TEXT)
        .text(pdfText(text), left + indent, doc.y, { width: width - indent, lineGap: 2 });
      doc.moveDown(options.gap ?? 0.2);
    },
  };
}

/** The brand bar, the title and what was checked against what, when. */
function writeTitle({ doc, para }: PageWriter, input: ReportInput): void {
  doc.rect(0, 0, doc.page.width, 8).fill(BRAND);
  doc.moveDown(1.5);
  para('Manuscript check report', { font: 'Helvetica-Bold', size: 22, colour: BRAND, gap: 0.5 });
  para(`Manuscript: ${input.documentName}`);
  para(`Session: ${input.sessionName}`);
  para(`Journal format: ${input.formatName ?? 'None'}`);
  para(`Version checked: ${input.version}`);
  para(`Date: ${input.date}`, { gap: 0.8 });
}

/** The counts, then every check with its outcome, under its category. */
function writeSummary(page: PageWriter, checks: ReportCheck[]): void {
  const { doc, para, left, width, bottom } = page;
  const counts = { failed: 0, warning: 0, pass: 0, error: 0 } satisfies Record<RunAllStatus, number>;
  for (const check of checks) counts[check.status]++;
  const findings = checks.reduce((sum, c) => sum + c.findings, 0);
  doc.outline.addItem('Summary');
  para('Summary', { font: 'Helvetica-Bold', size: 15, colour: BRAND, gap: 0.3 });
  para(
    `${checks.length} checks: ${counts.failed} failed, ${counts.warning} with warnings, ${counts.pass} passed` +
      `${counts.error > 0 ? `, ${counts.error} could not run` : ''}. ${findings} finding${findings === 1 ? '' : 's'} in all.`,
    { gap: 0.5 },
  );
  let category = '';
  for (const check of checks) {
    if (check.categoryName !== category) {
      category = check.categoryName;
      if (doc.y > bottom() - 60) doc.addPage();
      doc.moveDown(0.3);
      para(category, { font: 'Helvetica-Bold', size: 11.5 });
    }
    if (doc.y > bottom() - 20) doc.addPage();
    const y = doc.y;
    doc
      .font('Helvetica')
      .fontSize(10.5)
      .fillColor(TEXT)
      .text(pdfText(check.name), left + 12, y, { width: width * 0.55 });
    const afterName = doc.y;
    doc
      .font('Helvetica-Bold')
      .fillColor(STATUS_COLOUR[check.status])
      .text(pdfText(statusWords(check)), left + 12 + width * 0.58, y, { width: width * 0.42 - 12 });
    doc.y = Math.max(afterName, doc.y);
    doc.x = left;
  }
}

/** From a new page: each check with findings (or that could not run), then its findings in words. */
function writeFindings(page: PageWriter, checks: ReportCheck[]): void {
  const { doc, para, bottom } = page;
  const withFindings = checks.filter((c) => c.items.length > 0 || c.status === 'error');
  if (withFindings.length === 0) return;
  doc.addPage();
  const findingsOutline = doc.outline.addItem('Findings');
  para('Findings', { font: 'Helvetica-Bold', size: 15, colour: BRAND, gap: 0.4 });
  for (const check of withFindings) {
    if (doc.y > bottom() - 90) doc.addPage();
    else doc.moveDown(0.5);
    findingsOutline.addItem(pdfText(check.name));
    para(`${check.name} (${check.categoryName})`, { font: 'Helvetica-Bold', size: 12.5, colour: TEXT, gap: 0.1 });
    para(statusWords(check), { font: 'Helvetica-Bold', size: 10, colour: STATUS_COLOUR[check.status], gap: 0.3 });
    if (check.error) para(check.error, { colour: MUTED });
    for (const [i, item] of check.items.entries()) writeFinding(page, item, i + 1);
  }
}

function writeFinding({ doc, para, bottom }: PageWriter, item: ReportFinding, number: number): void {
  if (doc.y > bottom() - 70) doc.addPage();
  para(`${number}. ${item.status === 'warning' ? 'Warning' : 'To change'}: ${item.what}`, {
    font: 'Helvetica-Bold',
    size: 10,
    indent: 8,
    gap: 0.1,
  });
  if (item.place) para(`Where: ${placeWords(item, item.place)}`, { size: 10, indent: 20, gap: 0.1 });
  else para('Where: the manuscript as a whole', { size: 10, indent: 20, colour: MUTED, gap: 0.1 });
  if (item.found) para(`Found: ${quote(item.found)}`, { size: 10, indent: 20, gap: 0.1 });
  const proposal = proposalWords(item);
  if (proposal) para(proposal, { size: 10, indent: 20, gap: 0.1 });
  doc.moveDown(0.35);
}

/** "<manuscript> - page n of N" in the bottom margin of every page. */
function writePageNumbers({ doc, left, width }: PageWriter, documentName: string): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing in the margin must not open a new page
    doc
      .font('Helvetica')
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(pdfText(`${documentName} - page ${i + 1} of ${range.count}`), left, doc.page.height - 36, {
        width,
        align: 'center',
      });
    doc.page.margins.bottom = margin;
  }
}
