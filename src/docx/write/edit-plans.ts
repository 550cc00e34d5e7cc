/**
 * The state of one writer call's planning (index.ts): the parts the edits address, each opened
 * once (or the reason it cannot be, kept so every edit on it is refused with the same words), and
 * one plan per paragraph an edit touches, holding that paragraph's revision-aware view. Edits are
 * planned against it first; only then is anything written, into the plans that have work.
 */
import { DocxRefusedError } from '../errors.ts';
import type { OpcPackage } from '../zip/package.ts';
import type { BlockRef } from './edit-request.ts';
import { EditablePart, PartError, wordPrefix } from './part.ts';
import type { ChainMember, ParagraphPlan } from './plan.ts';
import { buildView } from './view.ts';

/** The last paragraph of a block (whose paragraph mark, and so formatting, the block keeps). */
export const lastOf = (chain: ChainMember[]): ParagraphPlan => (chain[chain.length - 1] as ChainMember).plan;

export class EditPlans {
  private readonly pkg: OpcPackage;
  /** Opened parts by name; a string is why the part cannot be edited. */
  private readonly parts = new Map<string, EditablePart | string>();
  private readonly plans = new Map<string, ParagraphPlan>();

  constructor(pkg: OpcPackage) {
    this.pkg = pkg;
  }

  /** The part `name`, opened for editing once; throws PartError when it cannot be. */
  openPart(name: string): EditablePart {
    let part = this.parts.get(name);
    if (part === undefined) {
      part = this.readPart(name);
      this.parts.set(name, part);
    }
    if (typeof part === 'string') throw new PartError(part);
    return part;
  }

  private readPart(name: string): EditablePart | string {
    try {
      const entry = this.pkg.entry(name);
      if (!entry) throw new PartError(`The document has no part ${name}.`);
      return new EditablePart(entry.name, this.pkg.readXml(entry.name) as Uint8Array);
    } catch (error) {
      if (error instanceof DocxRefusedError) return `The part ${name} could not be read: ${error.message}`;
      if (error instanceof PartError) return error.message;
      throw error;
    }
  }

  /** The plan of the paragraph `ref`, made once; throws PartError when the writer cannot edit it. */
  planFor(ref: BlockRef): ParagraphPlan {
    const key = `${ref.part}\u0000${ref.paragraphIndex}`;
    let plan = this.plans.get(key);
    if (!plan) {
      plan = this.newPlan(ref);
      this.plans.set(key, plan);
    }
    return plan;
  }

  private newPlan(ref: BlockRef): ParagraphPlan {
    const part = this.openPart(ref.part);
    if (
      !Number.isInteger(ref.paragraphIndex) ||
      ref.paragraphIndex < 0 ||
      ref.paragraphIndex >= part.paragraphs.length
    ) {
      throw new PartError(`Paragraph ${ref.paragraphIndex} does not exist in ${ref.part}.`);
    }
    let element: Element;
    try {
      element = part.paragraph(ref.paragraphIndex).element;
      wordPrefix(element); // refuse up front what the writer cannot write into
    } catch (error) {
      throw new PartError((error as Error).message);
    }
    const fieldsIn = part.fieldsIn(ref.paragraphIndex);
    return {
      part,
      paragraphIndex: ref.paragraphIndex,
      view: buildView(element, fieldsIn),
      replaces: [],
      inserts: [],
      insertsBefore: [],
    };
  }

  /** The paragraphs of the reader's block that starts at `ref` (several when the reader joins them). */
  chainFor(ref: BlockRef): ChainMember[] {
    this.planFor(ref); // refuses a paragraph that does not exist
    const members: ChainMember[] = [];
    let at = 0;
    for (const { index, by } of this.openPart(ref.part).chain(ref.paragraphIndex)) {
      const plan = this.planFor({ part: ref.part, paragraphIndex: index });
      members.push({ plan, at, by });
      at += plan.view.accepted.length;
    }
    return members;
  }

  /** The block after `last` (its next sibling's), or null when that paragraph continues another block. */
  chainAfter(last: ParagraphPlan): ChainMember[] | null {
    const next = last.paragraphIndex + 1;
    return last.part.paragraphs[next]?.head === next
      ? this.chainFor({ part: last.part.name, paragraphIndex: next })
      : null;
  }

  /** The plans with something to write, in the order their paragraphs were first addressed. */
  withWork(): ParagraphPlan[] {
    return [...this.plans.values()].filter(
      (p) => p.replaces.length > 0 || p.inserts.length > 0 || p.insertsBefore.length > 0,
    );
  }

  /** The stored bytes of every part opened (revision ids already used there are not reused). */
  openedBytes(): Map<string, Uint8Array> {
    const opened = new Map<string, Uint8Array>();
    for (const part of this.editable()) opened.set(part.name, part.bytes);
    return opened;
  }

  /** The new bytes of every part an edit changed. */
  serializedParts(): Map<string, Uint8Array> {
    const replacements = new Map<string, Uint8Array>();
    for (const part of this.editable()) {
      const bytes = part.serialize();
      if (bytes !== null) replacements.set(part.name, bytes);
    }
    return replacements;
  }

  private editable(): EditablePart[] {
    return [...this.parts.values()].filter((part): part is EditablePart => typeof part !== 'string');
  }
}
