/** Headings, roles and sections (structure/sections.ts). */
import { describe, expect, it } from 'vitest';
import { assignRoles } from '../../../src/docx/structure/sections.ts';
import { blocksOf, bold, h, sectionsOf } from './parts.ts';

describe('sections', () => {
  it('gives each heading its role; sub-headings keep the part they sit in, back matter ends the main text', () => {
    const roles = assignRoles([
      { block: 0, text: 'Abstract', styledLevel: 1 },
      { block: 1, text: 'Background', styledLevel: 2 },
      { block: 2, text: 'Introduction', styledLevel: 1 },
      { block: 3, text: 'Ethics approval', styledLevel: 2 },
      { block: 4, text: 'Funding', styledLevel: 2 },
      { block: 5, text: 'References', styledLevel: 1 },
    ]);
    expect(roles.map((r) => [r.text, r.role, r.level])).toEqual([
      ['Abstract', 'abstract', 1],
      ['Background', 'abstract', 2],
      ['Introduction', 'main', 1],
      ['Ethics approval', 'main', 2],
      ['Funding', 'funding', 1],
      ['References', 'references', 1],
    ]);
  });

  it('reads headings from bold lines when the author used no heading styles', () => {
    const { sections } = sectionsOf(
      blocksOf(['A title', bold('Methods'), 'We did it.', bold('Results'), 'It worked.']),
    );
    expect(sections.map((s) => [s.heading, s.role, s.blockStart, s.blockEnd])).toEqual([
      [null, 'front-matter', 0, 1],
      ['Methods', 'main', 1, 3],
      ['Results', 'main', 3, 5],
    ]);
  });

  it('splits a letter without main headings into front matter and main text', () => {
    const { sections } = sectionsOf(
      blocksOf([{ text: 'A letter', styleName: 'Title' }, 'Dear editor, we write.', h(1, 'References'), '1. A.']),
    );
    expect(sections.map((s) => [s.role, s.blockStart, s.blockEnd])).toEqual([
      ['front-matter', 0, 1],
      ['main', 1, 2],
      ['references', 2, 4],
    ]);
  });
});
