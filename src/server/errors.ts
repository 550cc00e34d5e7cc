/** What every unexpected failure answers (the cause is logged, never sent). Errors: services/errors.ts. */
export const INTERNAL_ERROR_DETAIL =
  'Something went wrong on our side. Please try again; if it keeps happening, contact your administrator.';
