/**
 * The format editor's groups (issue 18): the format's fields grouped as the field table says
 * (src/contract/format-config.ts, each field's `group`), the groups in FORMAT_GROUPS order and the
 * fields in the table's order, each shown under its label. A field added to the table gets a
 * control in its group; there is no second list of keys to keep in step.
 */
import { FORMAT_FIELDS, FORMAT_GROUPS, type FormatField } from '../../../src/contract/format-config.ts';

export interface FieldGroup {
  title: string;
  fields: FormatField[];
}

export function fieldGroups(): FieldGroup[] {
  return FORMAT_GROUPS.map((title) => ({
    title,
    fields: FORMAT_FIELDS.filter((field) => field.group === title),
  })).filter((group) => group.fields.length > 0);
}
