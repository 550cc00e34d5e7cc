/**
 * LibreOffice as an independent reader of the .docx files we write: converts them to ODT in one
 * headless run (a throw-away user profile, so runs never share state) and answers each file's
 * `content.xml`, keyed by the file's base name.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import JSZip from 'jszip';

const run = promisify(execFile);

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
