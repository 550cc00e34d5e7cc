/** Formats API (SPEC §7 "Formats"): a journal's rules as a JSON config, shared in a tenant. */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { FORMAT_FIELDS, type FieldKind, type FormatField } from '../format-config.ts';
import { IsoDate, Paged, UserRef } from './common.ts';

/** A known field's value by its kind (options are strings of the field's list). */
type FieldValue<Kind extends FieldKind> = Kind extends 'number'
  ? number
  : Kind extends 'string-list'
    ? string[]
    : string;

/** A valid format config: the known fields typed (all optional: a missing one takes its default), others kept. */
export type TypedFormatConfig = { [F in FormatField as F['key']]?: FieldValue<F['kind']> } & Record<string, unknown>;

/** One field's schema, from its descriptor: its label as the title, its meaning, default and allowed values. */
function fieldSchema(field: FormatField): TSchema {
  const about = { title: field.label, description: field.description, default: field.defaultValue };
  switch (field.kind) {
    case 'number':
      return Type.Integer({ minimum: 0, ...about });
    case 'text':
      return Type.String(about);
    case 'string-list':
      return Type.Array(Type.String(), about);
    case 'option':
      return Type.Union(
        (field.options ?? []).map((value) => Type.Literal(value)),
        about,
      );
  }
}

/**
 * The format config's schema, generated from the field table (src/contract/format-config.ts): a
 * renamed or added field changes it with the table. It is the template's answer schema and the
 * OpenAPI description of every field; the body of POST/PUT is checked by the service against the
 * same table instead, so that the 422 names each bad field in a writer's words.
 */
export const FormatConfigSchema = Type.Unsafe<TypedFormatConfig>(
  Type.Object(Object.fromEntries(FORMAT_FIELDS.map((field) => [field.key, Type.Optional(fieldSchema(field))])), {
    additionalProperties: true,
    description: 'A journal’s rules; fields left out take their defaults, unknown fields are kept.',
  }),
);

/**
 * A JSON object; deliberately without `type` in the schema, so the serialiser writes it with one
 * JSON.stringify instead of walking every key (the formats list is one of the busiest answers).
 */
const StoredConfigSchema = Type.Unsafe<Record<string, unknown>>({
  description: 'A JSON object; known fields (GET /api/formatting/template) are type-checked, unknown fields are kept.',
});

export const Format = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  config: StoredConfigSchema,
  created_user: UserRef,
  created_at: IsoDate,
  updated_user: UserRef,
  updated_at: IsoDate,
  ready_made: Type.Boolean({
    description:
      'A ready-made journal format every organisation starts with: only administrators change or delete it; members duplicate it (POST with its config) to make their own.',
  }),
  editable: Type.Boolean({
    description:
      'Whether the caller may change or delete this format: its creator or an administrator; a ready-made format only an administrator. The web app opens the others read-only.',
  }),
});
export type Format = Static<typeof Format>;

export const FormatPage = Paged(Format);
export type FormatPage = Static<typeof FormatPage>;

/** Body of POST and PUT. `config` is checked by the service so the 422 can name each bad field. */
export const FormatBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 200 }),
  config: Type.Unknown({
    description:
      'A JSON object: the fields of GET /api/formatting/template (its schema types each one), checked by the server, which names every bad field',
  }),
});
export type FormatBody = Static<typeof FormatBody>;

/** GET /formatting/{id}/sessions: who would lose the link to the format if it were deleted. */
export const FormatUse = Type.Object({
  items: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() }), {
    description: "The caller's own sessions that use the format, newest first.",
  }),
  others: Type.Integer({ description: 'Sessions of colleagues that use it (counted, not named).' }),
});
export type FormatUse = Static<typeof FormatUse>;
