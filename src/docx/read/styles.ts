/**
 * styles.xml, reduced to what the reader needs: each style's human name, its outline level and
 * numbering (through the basedOn chain), the run formatting that checks care about and the
 * language Word records for the text (w:lang/@w:val in a style's or the document defaults' run
 * properties; w:eastAsia and w:bidi name the language of East Asian and right-to-left text,
 * which no English check reads, so they are not kept).
 */
import { parseXml } from '../xml/parse.ts';
import { otherLanguageTag } from './language-tags.ts';

/** Tri-state run flags: undefined = not said here, ask the next level. */
export interface RunFlags {
  bold?: boolean;
  italic?: boolean;
  superscript?: boolean;
  subscript?: boolean;
}

interface StyleEntry {
  id: string;
  name: string | null;
  basedOn: string | null;
  outlineLevel: number | null;
  numbered: boolean | null;
  run: RunFlags;
  /** w:lang/@w:val of the style's run properties, when it says. */
  lang: string | null;
}

export function onOff(value: string | undefined): boolean {
  return value === undefined || !(value === '0' || value === 'false' || value === 'off' || value === 'none');
}

export class Styles {
  private readonly styles = new Map<string, StyleEntry>();
  private defaultParagraphStyle: string | null = null;
  /** The document's default language (w:docDefaults/w:rPrDefault/w:rPr/w:lang/@w:val). */
  private defaultLang: string | null = null;

  /** styles.xml as stored; null: the package has none. */
  static parse(xml: Uint8Array | null): Styles {
    const result = new Styles();
    if (xml && xml.length > 0) result.read(xml);
    return result;
  }

  private read(xml: Uint8Array): void {
    let current: StyleEntry | null = null;
    let inPPr = false;
    let inRPr = false;
    let inDefaults = false;
    let skipDepth = 0;
    parseXml(xml, 'word/styles.xml', {
      open: (name, a) => {
        if (skipDepth > 0) {
          skipDepth++;
          return;
        }
        if (name === 'w:style') {
          current = {
            id: a.get('w:styleId') ?? '',
            name: null,
            basedOn: null,
            outlineLevel: null,
            numbered: null,
            run: {},
            lang: null,
          };
          if (a.get('w:type') === 'paragraph' && onOff(a.get('w:default')) && a.get('w:default') !== undefined) {
            this.defaultParagraphStyle = current.id;
          }
          return;
        }
        if (name === 'w:rPrDefault') inDefaults = true;
        else if (name === 'w:lang' && inDefaults) this.defaultLang = a.get('w:val') ?? this.defaultLang;
        if (!current) return;
        const style: StyleEntry = current;
        switch (name) {
          case 'w:name':
            style.name = a.get('w:val') ?? null;
            break;
          case 'w:basedOn':
            style.basedOn = a.get('w:val') ?? null;
            break;
          case 'w:pPr':
            inPPr = true;
            break;
          case 'w:rPr':
            inRPr = true;
            break;
          case 'w:pPrChange':
          case 'w:rPrChange':
            skipDepth = 1;
            break;
          case 'w:outlineLvl':
            if (inPPr) style.outlineLevel = Number(a.get('w:val') ?? 9);
            break;
          case 'w:numId':
            if (inPPr) style.numbered = (a.get('w:val') ?? '0') !== '0';
            break;
          case 'w:b':
            if (inRPr) style.run.bold = onOff(a.get('w:val'));
            break;
          case 'w:i':
            if (inRPr) style.run.italic = onOff(a.get('w:val'));
            break;
          case 'w:vertAlign':
            if (inRPr) {
              style.run.superscript = a.get('w:val') === 'superscript';
              style.run.subscript = a.get('w:val') === 'subscript';
            }
            break;
          case 'w:lang':
            if (inRPr) style.lang = a.get('w:val') ?? null;
            break;
        }
      },
      close: (name) => {
        if (skipDepth > 0) {
          skipDepth--;
          return;
        }
        if (name === 'w:rPrDefault') inDefaults = false;
        else if (name === 'w:style' && current) {
          this.styles.set(current.id, current);
          current = null;
        } else if (name === 'w:pPr') inPPr = false;
        else if (name === 'w:rPr') inRPr = false;
      },
    });
  }

  private chain(id: string | null): StyleEntry[] {
    const result: StyleEntry[] = [];
    const seen = new Set<string>();
    let at = id ?? this.defaultParagraphStyle;
    while (at && !seen.has(at)) {
      seen.add(at);
      const style = this.styles.get(at);
      if (!style) break;
      result.push(style);
      at = style.basedOn;
    }
    return result;
  }

  name(id: string | null): string | null {
    if (!id) return null;
    return this.styles.get(id)?.name ?? null;
  }

  private readonly outlineCache = new Map<string | null, number | null>();
  private readonly numberedCache = new Map<string | null, boolean>();

  /** 0-based outline level of a paragraph style, null for body text (level 9 or none); cached. */
  outlineLevel(id: string | null): number | null {
    let level = this.outlineCache.get(id);
    if (level === undefined) {
      level = this.resolveOutlineLevel(id);
      this.outlineCache.set(id, level);
    }
    return level;
  }

  private resolveOutlineLevel(id: string | null): number | null {
    for (const style of this.chain(id)) {
      if (style.outlineLevel !== null) return style.outlineLevel >= 9 ? null : style.outlineLevel;
    }
    // Built-in heading styles without an explicit level (some generators omit it).
    const match = /^heading ([1-9])$/i.exec(this.name(id) ?? '');
    return match ? Number(match[1]) - 1 : null;
  }

  /** Whether a paragraph style carries list numbering (through its basedOn chain); cached. */
  numbered(id: string | null): boolean {
    let numbered = this.numberedCache.get(id);
    if (numbered === undefined) {
      numbered = this.chain(id).find((style) => style.numbered !== null)?.numbered ?? false;
      this.numberedCache.set(id, numbered);
    }
    return numbered;
  }

  private readonly paragraphFlagCache = new Map<string | null, RunFlags>();
  private readonly characterFlagCache = new Map<string | null, RunFlags>();

  /** Run flags from a style chain (character or paragraph style); cached, as every run asks. */
  runFlags(id: string | null, useDefault = false): RunFlags {
    const cache = useDefault ? this.paragraphFlagCache : this.characterFlagCache;
    const cached = cache.get(id);
    if (cached) return cached;
    const flags: RunFlags = {};
    cache.set(id, flags);
    const chain = id || useDefault ? this.chain(id) : [];
    for (const style of chain) {
      flags.bold ??= style.run.bold;
      flags.italic ??= style.run.italic;
      flags.superscript ??= style.run.superscript;
      flags.subscript ??= style.run.subscript;
    }
    return flags;
  }

  private readonly langCache = new Map<string | null, Map<string | null, string | null>>();

  /**
   * The language, when other than English (language-tags.ts), of a run with no w:lang of its own:
   * its character style's, else its paragraph style's (each through its basedOn chain), else the
   * document default; null when none says or it is English. Cached per pair of styles.
   */
  otherLanguage(paragraphStyle: string | null, characterStyle: string | null): string | null {
    let byCharacter = this.langCache.get(paragraphStyle);
    if (!byCharacter) {
      byCharacter = new Map();
      this.langCache.set(paragraphStyle, byCharacter);
    }
    let other = byCharacter.get(characterStyle);
    if (other === undefined) {
      const fromStyles = (characterStyle ? this.chain(characterStyle) : [])
        .concat(this.chain(paragraphStyle))
        .find((style) => style.lang !== null)?.lang;
      other = otherLanguageTag(fromStyles ?? this.defaultLang);
      byCharacter.set(characterStyle, other);
    }
    return other;
  }
}
