/**
 * `w:sym` characters (ECMA-376 Part 1 §17.3.3.30): a character code in a named font. Word writes
 * the Symbol font's characters as F000 + the font's own code (sometimes as the bare code), so
 * "F0B1" in Symbol is "±" and "F0A3" is "≤" — the signs a medical manuscript's statistics use.
 * Symbol's codes are mapped to Unicode here (the Adobe Symbol encoding, as Unicode's mapping of
 * it gives, with Greek letters for Δ, Ω and μ); other symbol fonts (Wingdings, Webdings) have no
 * Unicode text and give nothing; a plain code point in any other font gives its character.
 * The reader and the tracked-changes writer both read `w:sym` through this function, so an offset
 * means the same character to both (model.ts text rules).
 */

/** Symbol font code (0x20–0xFE) → Unicode text. */
const SYMBOL: Record<number, string> = {};
const rows: [number, string][] = [
  [0x20, ' !∀#∃%&∋()∗+,−./0123456789:;<=>?'],
  [0x40, '≅ΑΒΧΔΕΦΓΗΙϑΚΛΜΝΟΠΘΡΣΤΥςΩΞΨΖ[∴]⊥_'],
  [0x60, '‾αβχδεφγηιϕκλμνοπθρστυϖωξψζ{|}∼'],
  [0xa0, '€ϒ′≤⁄∞ƒ♣♦♥♠↔←↑→↓°±″≥×∝∂•÷≠≡≈…⏐⎯↵'],
  [0xc0, 'ℵℑℜ℘⊗⊕∅∩∪⊃⊇⊄⊂⊆∈∉∠∇®©™∏√⋅¬∧∨⇔⇐⇑⇒⇓'],
  [0xe0, '◊〈®©™∑⎛⎜⎝⎡⎢⎣⎧⎨⎩⎪'],
  [0xf1, '〉∫⌠⎮⌡⎞⎟⎠⎤⎥⎦⎫⎬⎭'],
];
for (const [first, characters] of rows) {
  let code = first;
  for (const character of characters) SYMBOL[code++] = character;
}

/** Fonts whose codes are pictures with no Unicode text. */
const PICTURE_FONTS = /^(wingdings( [23])?|webdings|marlett|ms outlook|zapf ?dingbats)$/i;

export function symbolCharacter(font: string | null | undefined, hex: string | null | undefined): string {
  if (!hex || !/^[0-9A-Fa-f]{1,6}$/.test(hex)) return '';
  const code = parseInt(hex, 16);
  const name = (font ?? '').trim();
  if (/^symbol$/i.test(name)) {
    const own = code >= 0xf000 && code <= 0xf0ff ? code - 0xf000 : code;
    return own <= 0xff ? (SYMBOL[own] ?? '') : '';
  }
  if (PICTURE_FONTS.test(name)) return '';
  // Symbol-font codes of fonts not known here live in the private use area: not plain Unicode.
  if (code === 0 || (code >= 0xe000 && code <= 0xf8ff)) return '';
  if (code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '';
  return String.fromCodePoint(code);
}

/** The Symbol font's own codes as Word stores typed text in it: F020–F0FE. */
const SYMBOL_FONT_CODES = /[\uF020-\uF0FE]/g;

/** A run's font is Symbol (its own `w:rFonts` ascii or hAnsi): the run's text is in Symbol's codes. */
export function isSymbolFont(font: string | null | undefined): boolean {
  return /^symbol$/i.test((font ?? '').trim());
}

/**
 * Text typed in the Symbol font (`w:t` of a run whose own font is Symbol): its private-use codes
 * F020–F0FE mapped as `w:sym` maps them ("" → "(", "" → "α"), one character for one, so
 * offsets into the stored text stay offsets into the mapped text; other characters unchanged.
 */
export function symbolFontText(text: string): string {
  return text.replace(SYMBOL_FONT_CODES, (c) => SYMBOL[(c.codePointAt(0) ?? 0) - 0xf000] ?? c);
}
