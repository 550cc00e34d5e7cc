/**
 * Refusals: every way a file can be turned away, each with the sentence the user reads. The
 * messages say what is wrong and what to do, in a medical writer's words (no "ZIP", no "XML"
 * unless there is no better word), because they are shown as-is in the upload dialog.
 */

export type RefusalReason =
  | 'empty'
  | 'encrypted'
  | 'legacy-doc'
  | 'pdf'
  | 'html'
  | 'plain-text'
  | 'rtf'
  | 'not-a-zip'
  | 'not-wordprocessing'
  | 'macro-enabled'
  | 'damaged'
  | 'too-many-parts'
  | 'unsafe-names'
  | 'too-large'
  | 'doctype'
  | 'timeout'
  | 'out-of-memory';

export const refusalMessages: Record<RefusalReason, string> = {
  empty: 'This file is empty. Choose the Word document (.docx) again and upload it.',
  encrypted: 'This file is password-protected. Remove the password in Word and upload it again.',
  'legacy-doc':
    'This file is in the old Word 97–2003 format (.doc). Open it in Word, save it as a Word document (.docx) and upload it again.',
  pdf: 'This file is a PDF, not a Word document. Upload the Word document (.docx) instead.',
  html: 'This file is a web page (HTML), not a Word document. Open it in Word, save it as a Word document (.docx) and upload it again.',
  'plain-text':
    'This file is plain text, not a Word document. Open it in Word, save it as a Word document (.docx) and upload it again.',
  rtf: 'This file is in Rich Text Format (.rtf), not a Word document. Open it in Word, save it as a Word document (.docx) and upload it again.',
  'not-a-zip': 'This file is not a Word document. Upload a Word document (.docx).',
  'not-wordprocessing':
    'This file is an Office file but not a Word document (for example a spreadsheet or a presentation). Upload a Word document (.docx).',
  'macro-enabled':
    'This file is a macro-enabled document. Save it in Word as a plain Word document (.docx), without macros, and upload it again.',
  damaged:
    'This file is damaged or incomplete and cannot be read. Open it in Word, save it again and upload the new copy.',
  'too-many-parts':
    'This file contains far more internal parts than a Word document has, so it was refused for safety. Save it again in Word and upload the new copy.',
  'unsafe-names':
    'This file contains unsafe internal file names, so it was refused for safety. Save it again in Word and upload the new copy.',
  'too-large':
    'This file is too large to check once unpacked. Remove large embedded objects or images, save it again in Word and upload it.',
  doctype:
    'This file contains XML declarations that Word never writes (a DOCTYPE or entities), so it was refused for safety. Save it again in Word and upload the new copy.',
  timeout: 'This file took too long to read and was refused. Save it again in Word and upload the new copy.',
  'out-of-memory':
    'This file needs too much memory to read and was refused. Save it again in Word and upload the new copy.',
};

/** Thrown for every refused file; `message` is the user-facing sentence. */
export class DocxRefusedError extends Error {
  readonly reason: RefusalReason;
  /** Technical detail for logs, never shown to the user. */
  readonly detail: string | undefined;

  constructor(reason: RefusalReason, detail?: string) {
    super(refusalMessages[reason]);
    this.name = 'DocxRefusedError';
    this.reason = reason;
    this.detail = detail;
  }
}
