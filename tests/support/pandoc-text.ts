/** Plain text of a node of pandoc's JSON AST (inlines and blocks), for tests that read our files back through pandoc. */
export interface PandocNode {
  t?: string;
  c?: unknown;
}

/** `lineBreak`: what a hard line break (LineBreak) becomes; Space and SoftBreak are one space. */
export function pandocText(node: unknown, lineBreak = '\n'): string {
  if (Array.isArray(node)) return node.map((child) => pandocText(child, lineBreak)).join('');
  if (!node || typeof node !== 'object') return '';
  const n = node as PandocNode;
  if (n.t === 'Str') return n.c as string;
  if (n.t === 'Space' || n.t === 'SoftBreak') return ' ';
  if (n.t === 'LineBreak') return lineBreak;
  return pandocText(n.c, lineBreak);
}
