/**
 * LibreOffice as an independent reader of the files we write, each run with a throw-away user
 * profile so runs never share state: Writer for the .docx files, Calc for the logbook's .xlsx.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import JSZip from 'jszip';

const run = promisify(execFile);

/**
 * Converts .docx files to ODT in one headless run and answers each file's `content.xml`, keyed by
 * the file's base name.
 */
export async function libreOfficeContent(
  files: string[],
  outdir: string,
  timeout: number,
): Promise<Map<string, string>> {
  const profile = mkdtempSync(path.join(tmpdir(), 'lo-profile-'));
  try {
    await run(
      'soffice',
      [`-env:UserInstallation=file://${profile}`, '--headless', '--convert-to', 'odt', '--outdir', outdir, ...files],
      { timeout },
    );
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
  const content = new Map<string, string>();
  for (const file of files) {
    const name = path.basename(file, path.extname(file));
    const zip = await JSZip.loadAsync(readFileSync(path.join(outdir, `${name}.odt`)));
    content.set(name, (await zip.file('content.xml')?.async('string')) ?? '');
  }
  return content;
}

/** XML text with its five predefined entities decoded. */
export function decodeXmlText(xml: string): string {
  return xml
    .replace(/&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** LibreOffice's accepted view: the body's paragraphs without the change records. */
export function odtParagraphs(content: string): string[] {
  const body = content.replace(/<text:tracked-changes\b[\s\S]*?<\/text:tracked-changes>/, '');
  return [...body.matchAll(/<text:(p|h)\b[^>]*?(?:\/>|>([\s\S]*?)<\/text:\1>)/g)]
    .map((m) =>
      decodeXmlText(
        (m[2] ?? '')
          .replace(/<text:s\/>/g, ' ')
          .replace(/<text:tab\/>/g, '\t')
          .replace(/<[^>]+>/g, ''),
      ),
    )
    .filter((t) => t !== '');
}

/** A spreadsheet cell as LibreOffice exports it: text (quoted in the CSV) or a number (bare). */
export type SheetCell = string | number;

/**
 * LibreOffice Calc as an independent reader of the .xlsx files we write: converts the first sheet
 * to CSV headless (UTF-8, every text cell quoted, so text and numbers stay apart) and answers its
 * rows as a person sees them in the sheet.
 */
export async function libreOfficeSheetRows(xlsx: Uint8Array, timeout = 120_000): Promise<SheetCell[][]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'lo-sheet-'));
  try {
    const file = path.join(dir, 'sheet.xlsx');
    writeFileSync(file, xlsx);
    await run(
      'soffice',
      [
        `-env:UserInstallation=file://${dir}/profile`,
        '--headless',
        '--convert-to',
        // Comma, double quote, UTF-8 (76), from line 1, default cell format, system language, quote all text cells.
        'csv:Text - txt - csv (StarCalc):44,34,76,1,,0,true',
        '--outdir',
        dir,
        file,
      ],
      { timeout },
    );
    return parseCsv(readFileSync(path.join(dir, 'sheet.csv'), 'utf8'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** RFC 4180 CSV: quoted fields may hold commas, line breaks and doubled quotes; bare ones are numbers. */
function parseCsv(text: string): SheetCell[][] {
  const rows: SheetCell[][] = [];
  let row: SheetCell[] = [];
  let i = 0;
  const bare = (raw: string): SheetCell => (raw === '' ? '' : Number(raw));
  while (i < text.length) {
    if (text[i] === '"') {
      let value = '';
      i += 1;
      while (i < text.length) {
        if (text[i] === '"' && text[i + 1] === '"') {
          value += '"';
          i += 2;
        } else if (text[i] === '"') {
          i += 1;
          break;
        } else {
          value += text[i];
          i += 1;
        }
      }
      row.push(value);
    } else {
      const end = text.slice(i).search(/[,\n]/);
      const raw = end === -1 ? text.slice(i) : text.slice(i, i + end);
      row.push(bare(raw.replace(/\r$/, '')));
      i += raw.length;
    }
    if (text[i] === ',') {
      i += 1;
      if (i >= text.length || text[i] === '\n') row.push('');
    }
    if (text[i] === '\r') i += 1;
    if (text[i] === '\n' || i >= text.length) {
      rows.push(row);
      row = [];
      i += 1;
    }
  }
  return rows;
}
