/** Formats API (SPEC §7 "Formats"): a journal's rules as a JSON config, shared in a tenant. */
import { Type, type Static } from '@sinclair/typebox';
import { IsoDate, Paged, UserRef } from './common.ts';

/**
 * A JSON object; deliberately without `type` in the schema, so the serialiser writes it with one
 * JSON.stringify instead of walking every key (the formats list is one of the busiest answers).
 */
const FormatConfigSchema = Type.Unsafe<Record<string, unknown>>({
  description: 'A JSON object; known fields (GET /api/formatting/template) are type-checked, unknown fields are kept.',
});

export const Format = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  config: FormatConfigSchema,
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
  config: Type.Unknown({ description: 'A JSON object (see GET /api/formatting/template)' }),
});
export type FormatBody = Static<typeof FormatBody>;

export const FormatTemplate = FormatConfigSchema;

/** GET /formatting/{id}/sessions: who would lose the link to the format if it were deleted. */
export const FormatUse = Type.Object({
  items: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() }), {
    description: "The caller's own sessions that use the format, newest first.",
  }),
  others: Type.Integer({ description: 'Sessions of colleagues that use it (counted, not named).' }),
});
export type FormatUse = Static<typeof FormatUse>;
