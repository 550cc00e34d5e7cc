/**
 * Text for the report PDF's built-in fonts, which draw the Windows-1252 (WinAnsi) characters only:
 * characters outside it are written as their plain equivalents ("≥" as ">=", the Greek "μ" as the
 * micro sign, "α" as "alpha"), and any other as "?" — never silently dropped (docs/web.md).
 */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

const PLAIN: Record<string, string> = {
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2260': '!=',
  '\u2248': '~',
  '\u2212': '-',
  '\u2010': '-',
  '\u2011': '-',
  '\u2032': "'",
  '\u2033': '"',
  '\u2192': '->',
  '\u2190': '<-',
  '\u221e': 'infinity',
  '\u03bc': '\u00b5',
  '\u2070': '^0',
  '\u2074': '^4',
  '\u2075': '^5',
  '\u2076': '^6',
  '\u2077': '^7',
  '\u2078': '^8',
  '\u2079': '^9',
  '\u207b': '^-',
  '\u2080': '0',
  '\u2081': '1',
  '\u2082': '2',
  '\u2083': '3',
  '\u2084': '4',
};

const GREEK =
  'alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron pi rho final-sigma sigma tau upsilon phi chi psi omega'.split(
    ' ',
  );

function plain(char: string): string {
  const code = char.codePointAt(0) ?? 0;
  if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || code === 0x0a) return char;
  if (WIN_ANSI_EXTRA.has(char)) return char;
  if (/\s/u.test(char)) return ' ';
  const mapped = PLAIN[char];
  if (mapped !== undefined) return mapped;
  if (code >= 0x3b1 && code <= 0x3c9) return GREEK[code - 0x3b1] ?? '?';
  if (code >= 0x391 && code <= 0x3a9) {
    const name = GREEK[code - 0x391];
    return name ? name[0]!.toUpperCase() + name.slice(1) : '?';
  }
  return '?';
}

export function pdfText(text: string): string {
  return Array.from(text.replace(/\t/g, ' '), plain).join('');
}
