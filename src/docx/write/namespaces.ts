/** WordprocessingML namespaces the writer recognises (Transitional and ISO/IEC 29500 Strict). */
export const W_TRANSITIONAL = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
export const W_STRICT = 'http://purl.oclc.org/ooxml/wordprocessingml/main';
export const MC = 'http://schemas.openxmlformats.org/markup-compatibility/2006';
export const MATH_NAMESPACES = new Set([
  'http://schemas.openxmlformats.org/officeDocument/2006/math',
  'http://purl.oclc.org/ooxml/officeDocument/math',
]);

export function isWordNamespace(uri: string | null | undefined): boolean {
  return uri === W_TRANSITIONAL || uri === W_STRICT;
}
