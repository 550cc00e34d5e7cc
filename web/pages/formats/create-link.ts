/**
 * The header's create-formats link (SPEC §2) opens the Formats page with its New Format dialog
 * already open: `?create` asks for it, and the page drops it once the dialog is open, so Back,
 * reload or closing the dialog does not open it again.
 */
export const CREATE_FORMAT_PARAM = 'create';
export const CREATE_FORMAT_PATH = `/formats/?${CREATE_FORMAT_PARAM}`;
