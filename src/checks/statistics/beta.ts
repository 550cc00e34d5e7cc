/**
 * A German sharp s typed for the Greek beta ("ß = 0.21", "ß-blockers", "(ß)"): the two look alike
 * and sit side by side in some keyboard layouts and symbol menus. An "ß" inside a word
 * ("Straße", "Maßnahme") is German and is left alone, as is a paragraph Word marks as German.
 */
export interface BetaEdit {
  start: number;
  end: number;
}

const LONE_SHARP_S = /(?<!\p{L})ß(?!\p{L})/gu;

export function betaEdits(text: string, lang: string | undefined): BetaEdit[] {
  if (!text.includes('ß') || lang?.toLowerCase().startsWith('de')) return [];
  return [...text.matchAll(LONE_SHARP_S)].map((m) => ({ start: m.index, end: m.index + 1 }));
}
