/**
 * Builds the user guide PDF (dist/web/guide.pdf) from docs/guide/guide.md with pdfkit: pure
 * JavaScript and its built-in fonts, so a fresh `npm install && npm start` never downloads
 * anything. The format-field table and the check catalogue are generated from the code the
 * product runs, so the guide cannot drift from it.
 *
 * Source syntax (a small Markdown subset): "# " title, "## " / "### " headings, "- " bullets,
 * "1. " numbered steps, blank-line separated paragraphs, screenshots as "![caption](path)" on a line
 * of their own (the path from docs/, e.g. screenshots/w1440-run-all-report.png: the images the
 * browser journeys take of the current screens), and the placeholders {{format-fields}} and
 * {{check-catalogue}}.
 */
import PDFDocument from 'pdfkit';
import { createWriteStream, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FORMAT_FIELDS } from '../src/contract/format-config.ts';
import type { CategorySummary } from '../src/contract/checks.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const source = resolve(root, 'docs/guide/guide.md');
/** Screenshot paths in the guide are written from docs/, as docs/web.md writes them. */
const docsDir = resolve(root, 'docs');
const output = resolve(root, process.argv[2] ?? 'dist/web/guide.pdf');

const BRAND = '#0f4c81';
const TEXT = '#1e293b';
const MUTED = '#475569';

type Block =
  | { kind: 'title' | 'h2' | 'h3' | 'p'; text: string }
  | { kind: 'bullet' | 'step'; text: string; n: number }
  | { kind: 'field'; label: string; key: string; meta: string; text: string }
  | { kind: 'image'; caption: string; path: string };

/** The standard PDF fonts speak WinAnsi only: map the few typographic characters they lack. */
function pdfText(text: string): string {
  return text
    .replace(/[\u2264]/g, '<=')
    .replace(/[\u2265]/g, '>=')
    .replace(/[\u2192]/g, '->')
    .replace(/[\u00a0\u2009]/g, ' ');
}

/** A PNG's size in pixels, from its header (IHDR: width and height at bytes 16 and 20). */
function pngSize(path: string): { width: number; height: number } {
  const head = readFileSync(path).subarray(0, 24);
  if (head.toString('latin1', 1, 4) !== 'PNG') throw new Error(`build-guide: ${path} is not a PNG`);
  return { width: head.readUInt32BE(16), height: head.readUInt32BE(20) };
}

function formatFieldBlocks(): Block[] {
  return FORMAT_FIELDS.map((field) => {
    const meta =
      field.kind === 'number'
        ? 'whole number, default 0'
        : field.kind === 'string-list'
          ? 'list of texts, default []'
          : field.kind === 'text'
            ? 'text, default empty'
            : `one of: ${(field.options ?? []).join(' | ')}`;
    return { kind: 'field', label: field.label, key: field.key, meta, text: field.description };
  });
}

async function catalogueBlocks(): Promise<Block[]> {
  let categories: CategorySummary[] = [];
  try {
    const { listCategories } = (await import('../src/checks/index.ts')) as { listCategories(): CategorySummary[] };
    categories = listCategories();
  } catch (error) {
    console.warn(
      `build-guide: check catalogue unavailable (${error instanceof Error ? error.message : String(error)}); listing categories only`,
    );
  }
  const blocks: Block[] = [{ kind: 'h3', text: 'The checks, category by category' }];
  if (categories.length === 0) {
    blocks.push({
      kind: 'p',
      text: 'The Checks panel lists the categories and checks of your installation with a description of each.',
    });
    return blocks;
  }
  for (const category of categories) {
    blocks.push({ kind: 'p', text: `${category.name}:` });
    if (category.checks.length === 0) blocks.push({ kind: 'bullet', text: 'No checks in this category yet.', n: 0 });
    for (const check of category.checks)
      blocks.push({ kind: 'bullet', text: `${check.name}: ${check.description}`, n: 0 });
  }
  return blocks;
}

async function parse(markdown: string): Promise<Block[]> {
  const blocks: Block[] = [];
  for (const chunk of markdown.replace(/\r/g, '').split(/\n\s*\n/)) {
    const lines = chunk.split('\n').filter((l) => l.trim() !== '');
    if (lines.length === 0) continue;
    const first = lines[0]!.trim();
    if (first === '{{format-fields}}') blocks.push(...formatFieldBlocks());
    else if (first === '{{check-catalogue}}') blocks.push(...(await catalogueBlocks()));
    else if (/^!\[[^\]]*\]\([^)]+\)$/.test(first)) {
      for (const line of lines) {
        const image = /^!\[([^\]]*)\]\(([^)]+)\)$/.exec(line.trim());
        if (!image) throw new Error(`build-guide: a screenshot line must stand alone: ${line}`);
        const path = resolve(docsDir, image[2]!);
        if (!existsSync(path)) throw new Error(`build-guide: screenshot ${image[2]} not found in docs/`);
        blocks.push({ kind: 'image', caption: image[1]!, path });
      }
    } else if (first.startsWith('# ')) blocks.push({ kind: 'title', text: first.slice(2) });
    else if (first.startsWith('## ')) blocks.push({ kind: 'h2', text: first.slice(3) });
    else if (first.startsWith('### ')) blocks.push({ kind: 'h3', text: first.slice(4) });
    else if (/^(- |\d+\. )/.test(first)) {
      for (const line of lines) {
        const step = /^(\d+)\. (.*)$/.exec(line.trim());
        if (step) blocks.push({ kind: 'step', n: Number(step[1]), text: step[2]! });
        else blocks.push({ kind: 'bullet', n: 0, text: line.trim().replace(/^- /, '') });
      }
    } else blocks.push({ kind: 'p', text: lines.map((l) => l.trim()).join(' ') });
  }
  return blocks;
}

function render(blocks: Block[]): Promise<void> {
  mkdirSync(dirname(output), { recursive: true });
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 64, bottom: 64, left: 64, right: 64 },
    bufferPages: true,
    displayTitle: true,
    lang: 'en-GB',
    info: { Title: 'Manuscript Checker - User Guide', Author: 'Manuscript Checker', Subject: 'User guide' },
  });
  const done = new Promise<void>((resolveDone, reject) => {
    const stream = createWriteStream(output);
    stream.on('finish', () => resolveDone());
    stream.on('error', reject);
    doc.pipe(stream);
  });
  const width = doc.page.width - 128;
  let section: PDFKit.PDFOutline | undefined;

  for (const block of blocks) {
    switch (block.kind) {
      case 'title':
        doc.rect(0, 0, doc.page.width, 8).fill(BRAND);
        doc.moveDown(4).font('Helvetica-Bold').fontSize(26).fillColor(BRAND).text(pdfText(block.text), { width });
        doc
          .moveDown(0.3)
          .font('Helvetica')
          .fontSize(11)
          .fillColor(MUTED)
          .text(`Edition of ${new Date().toISOString().slice(0, 10)}`);
        doc.moveDown(1.5);
        break;
      case 'h2':
        if (doc.y > doc.page.height - 200) doc.addPage();
        else doc.moveDown(1);
        section = doc.outline.addItem(pdfText(block.text));
        doc.font('Helvetica-Bold').fontSize(17).fillColor(BRAND).text(pdfText(block.text), { width });
        doc.moveDown(0.4);
        break;
      case 'h3':
        if (doc.y > doc.page.height - 150) doc.addPage();
        else doc.moveDown(0.6);
        (section ?? doc.outline).addItem(pdfText(block.text));
        doc.font('Helvetica-Bold').fontSize(13).fillColor(TEXT).text(pdfText(block.text), { width });
        doc.moveDown(0.3);
        break;
      case 'p':
        doc
          .font('Helvetica')
          .fontSize(10.5)
          .fillColor(TEXT)
          .text(pdfText(block.text), { width, lineGap: 2.5, align: 'left' });
        doc.moveDown(0.6);
        break;
      case 'bullet':
      case 'step': {
        const marker = block.kind === 'step' ? `${block.n}.` : '\u2022';
        const text = pdfText(block.text);
        doc.font('Helvetica').fontSize(10.5);
        // The marker and its text are placed at the same y: break the page first if the item would not fit,
        // otherwise pdfkit breaks inside the item and leaves a page holding only a marker.
        const needed = doc.heightOfString(text, { width: width - 28, lineGap: 2.5 });
        if (doc.y + needed > doc.page.height - doc.page.margins.bottom) doc.addPage();
        const y = doc.y;
        doc.font('Helvetica-Bold').fontSize(10.5).fillColor(BRAND).text(marker, 72, y, { width: 16 });
        doc
          .font('Helvetica')
          .fillColor(TEXT)
          .text(text, 92, y, { width: width - 28, lineGap: 2.5 });
        doc.x = 64;
        doc.moveDown(0.35);
        break;
      }
      case 'image': {
        // A screenshot at the text's width (keeping its pixels, so it reads when zoomed), its caption under it.
        const size = pngSize(block.path);
        const height = (size.height * width) / size.width;
        if (doc.y + height + 30 > doc.page.height - doc.page.margins.bottom) doc.addPage();
        const top = doc.y;
        doc.image(block.path, 64, top, { width });
        doc.rect(64, top, width, height).lineWidth(0.5).strokeColor('#cbd5e1').stroke();
        doc.y = top + height + 4;
        doc.font('Helvetica-Oblique').fontSize(9.5).fillColor(MUTED).text(pdfText(block.caption), 64, doc.y, { width });
        doc.moveDown(0.8);
        break;
      }
      case 'field':
        if (doc.y > doc.page.height - 110) doc.addPage();
        doc.font('Helvetica-Bold').fontSize(10.5).fillColor(BRAND).text(pdfText(block.label), 64, doc.y, { width });
        doc
          .font('Helvetica-Oblique')
          .fontSize(9)
          .fillColor(MUTED)
          .text(pdfText(`${block.meta}; in the JSON: ${block.key}`), 80, doc.y, { width: width - 16 });
        doc
          .font('Helvetica')
          .fontSize(10)
          .fillColor(TEXT)
          .text(pdfText(block.text), 80, doc.y, { width: width - 16, lineGap: 2 });
        doc.x = 64;
        doc.moveDown(0.5);
        break;
    }
  }

  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing in the margin must not open a new page
    doc.font('Helvetica').fontSize(8.5).fillColor(MUTED);
    doc.text('Manuscript Checker - User Guide', 64, doc.page.height - 40, { width, align: 'left', lineBreak: false });
    doc.text(`Page ${i + 1} of ${range.count}`, 64, doc.page.height - 40, { width, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}

const blocks = await parse(readFileSync(source, 'utf8'));
await render(blocks);
console.log(`build-guide: wrote ${output}`);
