/**
 * An Open Packaging Conventions package (ECMA-376 Part 2) opened safely: the central directory
 * is checked first, parts are inflated only when asked for, and the main document part is found
 * through the package relationships (`_rels/.rels`) under whatever name it has.
 */
import { DocxRefusedError } from '../errors.ts';
import { defaultLimits, type ReadLimits } from '../limits.ts';
import { decodeXml, hasDeclaration, parseXml, prologueOf } from '../xml/parse.ts';
import { readCentralDirectoryLayout, type CentralDirectory, type ZipEntry } from './central-directory.ts';
import { inflateEntry, inflatePrefix, type InflateBudget } from './inflate.ts';

export interface Relationship {
  id: string;
  type: string;
  /** Resolved zip path of the target (for internal targets). */
  target: string;
  external: boolean;
}

const OFFICE_DOCUMENT_TYPES = new Set([
  'http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument',
  'http://purl.oclc.org/ooxml/officeDocument/relationships/officeDocument',
]);

const WORD_MAIN_CONTENT_TYPES = new Set([
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.template.main+xml',
]);
const MACRO_CONTENT_TYPES = new Set([
  'application/vnd.ms-word.document.macroEnabled.main+xml',
  'application/vnd.ms-word.template.macroEnabledTemplate.main+xml',
]);

/** Last path segment of a relationship type, the same for Transitional and Strict. */
export function relationshipKind(type: string): string {
  return type.slice(type.lastIndexOf('/') + 1);
}

function resolveTarget(sourcePart: string, target: string): string {
  if (target.startsWith('/')) return target.slice(1);
  const base = sourcePart.includes('/') ? sourcePart.slice(0, sourcePart.lastIndexOf('/') + 1) : '';
  const segments: string[] = [];
  for (const segment of (base + target).split('/')) {
    if (segment === '..') segments.pop();
    else if (segment !== '.' && segment !== '') segments.push(segment);
  }
  return segments.join('/');
}

export interface PackageOptions {
  /**
   * Accept a macro-enabled main part (.docm). The reader refuses them (an upload must be a plain
   * .docx); the tracked-changes writer keeps whatever it is given, macros included.
   */
  allowMacros?: boolean;
}

export class OpcPackage {
  readonly entries: ZipEntry[];
  /** Where every central directory record stands (the writer's serialiser copies them). */
  readonly directory: CentralDirectory;
  readonly strict: boolean;
  readonly mainPart: string;
  private readonly bytes: Uint8Array;
  private readonly limits: ReadLimits;
  private readonly byName = new Map<string, ZipEntry>();
  private readonly budget: InflateBudget = { total: 0 };
  private readonly overrides = new Map<string, string>();
  private readonly defaults = new Map<string, string>();
  /** Parts read as XML (and so already scanned for declarations). */
  private readonly parsed = new Set<string>();

  constructor(bytes: Uint8Array, limits: ReadLimits = defaultLimits, options: PackageOptions = {}) {
    this.bytes = bytes;
    this.limits = limits;
    const { entries, directory } = readCentralDirectoryLayout(bytes, limits);
    this.entries = entries;
    this.directory = directory;
    for (const entry of this.entries) this.byName.set(entry.name.toLowerCase(), entry);
    if (!this.byName.has('[content_types].xml')) {
      throw new DocxRefusedError('not-a-zip', 'no [Content_Types].xml: a zip but not an Office package');
    }
    this.readContentTypes();
    const rootRels = this.relationships('');
    const main = rootRels.find((rel) => OFFICE_DOCUMENT_TYPES.has(rel.type) && !rel.external);
    if (!main) throw new DocxRefusedError('not-wordprocessing', 'no officeDocument relationship');
    this.strict = main.type.startsWith('http://purl.oclc.org/');
    this.mainPart = main.target;
    const contentType = this.contentType(main.target);
    const hasVba = this.entries.some(
      (entry) => /(^|\/)vbaProject\.bin$/i.test(entry.name) || /vbaData\.xml$/i.test(entry.name),
    );
    const macros = MACRO_CONTENT_TYPES.has(contentType ?? '');
    if ((macros || hasVba) && !options.allowMacros)
      throw new DocxRefusedError('macro-enabled', `main part ${contentType}`);
    if (!WORD_MAIN_CONTENT_TYPES.has(contentType ?? '') && !macros) {
      throw new DocxRefusedError('not-wordprocessing', `main part content type ${contentType ?? 'missing'}`);
    }
    if (!this.has(main.target)) throw new DocxRefusedError('damaged', `main part ${main.target} missing`);
  }

  /**
   * A DOCTYPE (and so any entity declaration) can only stand before the root element: read the
   * prologue of every XML part the engine did not parse, and refuse on any. Called once the
   * manuscript is read (index.ts), so no part is inflated twice.
   */
  refuseDeclarations(): void {
    for (const entry of this.entries) {
      // Parts already read went through parseXml, which refuses any declaration itself.
      if (this.parsed.has(entry.name.toLowerCase())) continue;
      if (!/\.(xml|rels|vml)$/i.test(entry.name) && !isXmlContentType(this.contentType(entry.name))) continue;
      const prefix = inflatePrefix(this.bytes, entry, this.limits, (bytes) => prologueOf(bytes) !== null);
      const prologue = prologueOf(prefix) ?? decodeXml(prefix);
      if (hasDeclaration(prologue)) throw new DocxRefusedError('doctype', `${entry.name} declares a DOCTYPE or entity`);
    }
  }

  has(part: string): boolean {
    return this.byName.has(part.toLowerCase());
  }

  /** The zip entry of a part (names compare case-insensitively, as part names do: ECMA-376 Part 2 §9.1.1.1). */
  entry(part: string): ZipEntry | undefined {
    return this.byName.get(part.toLowerCase());
  }

  /** Inflated bytes of a part, or null when the package has no such part. */
  read(part: string): Uint8Array | null {
    const entry = this.byName.get(part.toLowerCase());
    if (!entry) return null;
    return inflateEntry(this.bytes, entry, this.limits, this.budget);
  }

  /**
   * A part's XML, as stored: the caller must parse it with parseXml (which refuses declarations)
   * or decode it with decodeXml and check it itself.
   */
  readXml(part: string): Uint8Array | null {
    const bytes = this.read(part);
    if (!bytes) return null;
    this.parsed.add(part.toLowerCase());
    return bytes;
  }

  contentType(part: string): string | undefined {
    const override = this.overrides.get(`/${part}`.toLowerCase());
    if (override) return override;
    const dot = part.lastIndexOf('.');
    return dot === -1 ? undefined : this.defaults.get(part.slice(dot + 1).toLowerCase());
  }

  /** Relationships of a part ('' for the package itself). */
  relationships(sourcePart: string): Relationship[] {
    const slash = sourcePart.lastIndexOf('/');
    const relsPart =
      sourcePart === '' ? '_rels/.rels' : `${sourcePart.slice(0, slash + 1)}_rels/${sourcePart.slice(slash + 1)}.rels`;
    const xml = this.readXml(relsPart);
    if (xml === null) return [];
    const result: Relationship[] = [];
    parseXml(xml, relsPart, {
      open: (name, attributes) => {
        if (name !== 'pr:Relationship') return;
        const external = attributes.get('TargetMode') === 'External';
        const target = attributes.get('Target') ?? '';
        result.push({
          id: attributes.get('Id') ?? '',
          type: attributes.get('Type') ?? '',
          target: external ? target : resolveTarget(sourcePart, target),
          external,
        });
      },
    });
    return result;
  }

  private readContentTypes(): void {
    const xml = this.readXml('[Content_Types].xml') ?? new Uint8Array(0);
    parseXml(xml, '[Content_Types].xml', {
      open: (name, attributes) => {
        const contentType = attributes.get('ContentType');
        if (!contentType) return;
        const partName = name === 'ct:Override' ? attributes.get('PartName') : undefined;
        const extension = name === 'ct:Default' ? attributes.get('Extension') : undefined;
        if (partName) this.overrides.set(partName.toLowerCase(), contentType);
        else if (extension) this.defaults.set(extension.toLowerCase(), contentType);
      },
    });
  }
}

/**
 * An XML media type: application/xml, text/xml, or a "+xml" suffix (RFC 7303). Not any type that
 * merely contains "xml": Word's binary printer settings are
 * "application/vnd.openxmlformats-officedocument.wordprocessingml.printerSettings".
 */
function isXmlContentType(contentType: string | undefined): boolean {
  return contentType !== undefined && /^(application|text)\/([\w.+-]+\+)?xml(\s*;.*)?$/i.test(contentType.trim());
}
