/** The message a check worker receives: everything a check needs, as plain transferable data. */
import type { FormatConfig } from '../../contract/format-config.ts';
import type { ParamValues } from '../../checks/types.ts';

export interface CheckTask {
  checkId: string;
  params: ParamValues;
  format: FormatConfig;
  docx: Uint8Array;
  template?: Uint8Array;
}
