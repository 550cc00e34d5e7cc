/**
 * Reading a version's .docx into the manuscript model through the document engine, with its
 * errors turned into words a writer understands.
 */
import { readManuscript } from '../../docx/index.ts';
import type { Manuscript } from '../../docx/model.ts';

export async function loadManuscript(docx: Uint8Array): Promise<Manuscript> {
  return await readManuscript(docx);
}

function unreadableDocumentMessage(error: unknown): string {
  const reason = error instanceof Error ? error.message : String(error);
  return `The document could not be read (${reason.replace(/\.$/, '')}). Upload it again as a .docx saved by Word.`;
}

/** What a task read: the manuscript and the template it was given, or why they could not be read. */
type ReadDocuments = { manuscript: Manuscript; template: Manuscript | undefined } | { unreadable: string };

/**
 * Reads a task's .docx and, when it has one, the template: the start of every task that works on
 * a version (a check, run all, a report, a retarget), which fails with words for the writer when
 * either cannot be read.
 */
export async function readDocuments(docx: Uint8Array, template?: Uint8Array): Promise<ReadDocuments> {
  try {
    const manuscript = await loadManuscript(docx);
    return { manuscript, template: template ? await loadManuscript(template) : undefined };
  } catch (error) {
    return { unreadable: unreadableDocumentMessage(error) };
  }
}
