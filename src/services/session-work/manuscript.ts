/**
 * Reading a version's .docx into the manuscript model through the document engine, with its
 * errors turned into words a writer understands.
 */
import { readManuscript } from '../../docx/index.ts';
import type { Manuscript } from '../../docx/model.ts';

export async function loadManuscript(docx: Uint8Array): Promise<Manuscript> {
  return await readManuscript(docx);
}

export function unreadableDocumentMessage(error: unknown): string {
  const reason = error instanceof Error ? error.message : String(error);
  return `The document could not be read (${reason.replace(/\.$/, '')}). Upload it again as a .docx saved by Word.`;
}
