/**
 * The manuscript as a document (issue 18): title, headings by level, lists, tables as tables,
 * captions, notes with their reference marks in the text (numbers drawn, not text: styles.css),
 * bold / italic / super- and subscript, and the version's tracked changes —
 * insertions underlined, deletions struck — or the final text. SPEC's coordinate highlight wraps
 * the range in <mark> and scrolls it into view. Blocks are joined by "\n" text nodes, so the
 * document's text (find-in-page, copy) is SPEC's preview text with its line breaks. Document text
 * is only ever rendered as React text nodes.
 */
import {
  createElement,
  Fragment,
  memo,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  type ReactNode,
  type RefObject,
} from 'react';
import type { PreviewBlock } from '../../../src/contract/api/session-work.ts';
import type { Range } from '../../../src/contract/checks.ts';
import { type Piece, piecesOf } from './preview-pieces.ts';

type Item =
  | { type: 'block'; block: PreviewBlock }
  | { type: 'list'; blocks: PreviewBlock[] }
  | { type: 'table'; rows: PreviewBlock[][][] }
  | { type: 'notes'; kind: 'footnote' | 'endnote'; blocks: PreviewBlock[] };

function groupBlocks(blocks: readonly PreviewBlock[]): Item[] {
  const items: Item[] = [];
  for (const block of blocks) {
    const last = items[items.length - 1];
    if (block.kind === 'table-cell' && block.cell) {
      const { table, row, cell } = block.cell;
      if (last?.type === 'table' && last.rows[0]?.[0]?.[0]?.cell?.table === table) {
        const rows = last.rows;
        const lastRow = rows[rows.length - 1];
        const lastRowIndex = lastRow?.[0]?.[0]?.cell?.row;
        if (lastRow && lastRowIndex === row) {
          const lastCell = lastRow[lastRow.length - 1];
          if (lastCell && lastCell[0]?.cell?.cell === cell) lastCell.push(block);
          else lastRow.push([block]);
        } else rows.push([[block]]);
      } else items.push({ type: 'table', rows: [[[block]]] });
    } else if (block.kind === 'list-item') {
      if (last?.type === 'list') last.blocks.push(block);
      else items.push({ type: 'list', blocks: [block] });
    } else if (block.kind === 'footnote' || block.kind === 'endnote') {
      if (last?.type === 'notes' && last.kind === block.kind) last.blocks.push(block);
      else items.push({ type: 'notes', kind: block.kind, blocks: [block] });
    } else items.push({ type: 'block', block });
  }
  return items;
}

export interface PreviewDocumentProps {
  text: string;
  blocks: readonly PreviewBlock[];
  highlight: Range | null;
  /** true: tracked changes shown; false: the final text. */
  showChanges: boolean;
}

export function PreviewDocument({ text, blocks, highlight, showChanges }: PreviewDocumentProps) {
  const mark = useRef<HTMLElement>(null);
  // User Timing: how long a new preview takes to render ("preview-render"; read by the journeys and bench:web).
  const renderStarted = useRef(0);
  const measured = useRef<readonly PreviewBlock[] | null>(null);
  if (measured.current !== blocks) renderStarted.current = performance.now();
  useLayoutEffect(() => {
    if (measured.current === blocks) return;
    measured.current = blocks;
    performance.measure('preview-render', { start: renderStarted.current, end: performance.now() });
  }, [blocks]);
  const items = useMemo(() => groupBlocks(blocks), [blocks]);
  const range = highlight && highlight.end > highlight.start && highlight.start < text.length ? highlight : null;
  useEffect(() => {
    if (range) mark.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [range]);
  // The first block the highlight touches holds the ref that is scrolled to.
  const firstMarked = range ? blocks.find((b) => b.end >= range.start && b.start < range.end) : undefined;
  const view = (block: PreviewBlock) => (
    <BlockText
      key={block.start}
      block={block}
      text={text}
      highlight={range && block.end >= range.start && block.start < range.end ? range : null}
      markRef={block === firstMarked ? mark : null}
      showChanges={showChanges}
    />
  );
  return (
    <div
      className="font-serif text-base leading-7 whitespace-pre-wrap text-slate-900 [overflow-wrap:anywhere]"
      data-testid="preview-text"
      data-view={showChanges ? 'changes' : 'final'}
    >
      {items.map((item) => {
        switch (item.type) {
          case 'block':
            return <Fragment key={item.block.start}>{blockElement(item.block, view(item.block))}</Fragment>;
          case 'list':
            return (
              <ul key={`l${item.blocks[0]?.start}`} className="mb-3 list-disc space-y-1 pl-6">
                {item.blocks.map((b) => (
                  <li key={b.start}>{view(b)}</li>
                ))}
              </ul>
            );
          case 'table':
            return (
              <table
                key={`t${item.rows[0]?.[0]?.[0]?.start}`}
                className="my-4 w-full table-fixed border-collapse font-sans text-sm leading-5"
              >
                <tbody>
                  {item.rows.map((row) => (
                    <tr key={row[0]?.[0]?.start}>
                      {row.map((cell) => (
                        <td key={cell[0]?.start} className="border border-slate-300 px-1.5 py-1 align-top">
                          {cell.map((b) => (
                            <p key={b.start}>{view(b)}</p>
                          ))}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            );
          default:
            // Footnotes or endnotes.
            return (
              <section
                key={`n${item.blocks[0]?.start}`}
                aria-label={item.kind === 'footnote' ? 'Footnotes' : 'Endnotes'}
                className="mt-6 border-t border-slate-300 pt-3 text-sm"
              >
                <ol className="list-decimal space-y-1 pl-6">
                  {item.blocks.map((b, index) => {
                    // A note's first paragraph carries its number (and the anchor its marks link to);
                    // its further paragraphs, and notes the body never refers to, carry none.
                    const first = b.note !== undefined && item.blocks[index - 1]?.note !== b.note;
                    return first ? (
                      <li key={b.start} value={b.note} id={noteAnchor(item.kind, b.note ?? 0)} className="scroll-mt-4">
                        {view(b)}
                      </li>
                    ) : (
                      <li key={b.start} className="list-none">
                        {view(b)}
                      </li>
                    );
                  })}
                </ol>
              </section>
            );
        }
      })}
    </div>
  );
}

const HEADING_CLASS: Record<number, string> = {
  2: 'mt-6 mb-2 font-sans text-xl font-semibold',
  3: 'mt-5 mb-2 font-sans text-lg font-semibold',
  4: 'mt-4 mb-1 font-sans text-base font-semibold',
  5: 'mt-3 mb-1 font-sans text-base font-semibold italic',
  6: 'mt-3 mb-1 font-sans text-sm font-semibold',
};

function blockElement(block: PreviewBlock, content: ReactNode): ReactNode {
  switch (block.kind) {
    case 'title':
      return <p className="mb-4 font-sans text-2xl font-bold">{content}</p>;
    case 'heading': {
      // The page's own h1 is the session; document headings start at h2.
      const level = Math.min(6, (block.level ?? 1) + 1);
      return createElement(`h${level}`, { className: HEADING_CLASS[level] }, content);
    }
    case 'caption':
      return <p className="mb-3 font-sans text-sm font-medium text-slate-700">{content}</p>;
    case 'textbox':
      return <p className="mb-3 border-l-2 border-slate-300 pl-3 text-sm">{content}</p>;
    default:
      return block.end > block.start ? <p className="mb-3">{content}</p> : content;
  }
}

interface BlockTextProps {
  block: PreviewBlock;
  text: string;
  highlight: Range | null;
  markRef: RefObject<HTMLElement | null> | null;
  showChanges: boolean;
}

/** One block's text: its pieces, the highlighted ones inside one <mark>, then the "\n" that joins blocks. */
const BlockText = memo(function BlockText({ block, text, highlight, markRef, showChanges }: BlockTextProps) {
  const own = text.slice(block.start, block.end);
  const pieces = piecesOf(block, own, highlight);
  const out: ReactNode[] = [];
  let marked: ReactNode[] = [];
  const flush = () => {
    if (marked.length === 0) return;
    out.push(
      <mark
        key={`m${out.length}`}
        ref={out.some((n) => isMark(n)) ? undefined : (markRef ?? undefined)}
        className="rounded bg-yellow-200 px-0.5 text-slate-950 ring-2 ring-yellow-400"
      >
        {marked}
      </mark>,
    );
    marked = [];
  };
  pieces.forEach((piece, index) => {
    const node = pieceNode(piece, index, showChanges);
    if (node === null) return;
    if (piece.marked) marked.push(node);
    else {
      flush();
      out.push(node);
    }
  });
  flush();
  // The container keeps white space (tabs, line breaks inside a paragraph); the closing "\n" ends
  // the block's last line, so it adds no empty line. No wrapper element: fewer nodes, faster pages.
  return (
    <>
      {out}
      {'\n'}
    </>
  );
});

function isMark(node: ReactNode): boolean {
  return typeof node === 'object' && node !== null && 'type' in node && node.type === 'mark';
}

/** The id of a note in the preview, which its reference marks link to. */
function noteAnchor(kind: 'footnote' | 'endnote', number: number): string {
  return `preview-${kind}-${number}`;
}

function pieceNode(piece: Piece, key: number, showChanges: boolean): ReactNode {
  if (piece.kind === 'note') {
    const label = `${piece.note === 'footnote' ? 'Footnote' : 'Endnote'} ${piece.number}`;
    // Drawn from data-note (styles.css .note-ref): the mark adds no text to the document's text.
    return (
      // biome-ignore lint/a11y/useAnchorContent: named by aria-label ("Footnote 1"); text content would enter the manuscript's text
      <a
        key={key}
        href={`#${noteAnchor(piece.note, piece.number)}`}
        aria-label={label}
        title={label}
        data-note={piece.number}
        className="note-ref focus-ring px-px align-super font-sans text-sm leading-none text-brand-700 no-underline hover:underline"
      />
    );
  }
  if (piece.kind === 'inserted-mark') {
    // Drawn from CSS (styles.css .inserted-mark): the mark adds no text to the document's text.
    return showChanges ? (
      <ins
        key={key}
        role="img"
        aria-label="Inserted paragraph mark"
        title={changeTitle('Inserted', piece.author)}
        className="inserted-mark text-green-800 no-underline"
      />
    ) : null;
  }
  if (piece.kind === 'deleted') {
    return showChanges ? (
      <del
        key={key}
        title={changeTitle('Deleted', piece.author)}
        className="text-red-800 line-through decoration-red-700"
      >
        {piece.text}
      </del>
    ) : null;
  }
  const run = piece.run;
  let node: ReactNode = piece.text;
  if (run?.sup) node = <sup>{node}</sup>;
  else if (run?.sub) node = <sub>{node}</sub>;
  if (run?.i) node = <em>{node}</em>;
  if (run?.b) node = <strong>{node}</strong>;
  if (run?.ins && showChanges)
    node = (
      <ins title={changeTitle('Inserted', run.by)} className="text-green-800 underline decoration-green-700">
        {node}
      </ins>
    );
  return <Fragment key={key}>{node}</Fragment>;
}

/** The hover text of a tracked change: "Inserted by Alice Martin (tracked change)". */
function changeTitle(what: 'Inserted' | 'Deleted', author: string | undefined): string {
  return author ? `${what} by ${author} (tracked change)` : `${what} (tracked change)`;
}
