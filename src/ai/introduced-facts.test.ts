import { describe, expect, it } from 'vitest';
import { introducedFacts } from './introduced-facts.ts';
import { readProposedEdit } from './proposed-edit.ts';

const SOURCE =
  'In total, 1,204 women were enrolled across 12 clinics [4, 5]; uptake rose from 31% to 47% (Smith et al., 2019).';

describe('introducedFacts', () => {
  it('passes a shortening that keeps every number and citation', () => {
    expect(
      introducedFacts(
        SOURCE,
        'We enrolled 1,204 women at 12 clinics [4, 5]; uptake rose from 31% to 47% (Smith et al., 2019).',
      ),
    ).toEqual([]);
  });

  it('flags a number, a bracket citation, an author–year citation and a name the passage does not have', () => {
    const flags = introducedFacts(
      SOURCE,
      'Uptake rose from 31% to 52% [7] in Glasgow (Jones et al., 2021), as the WHO advised.',
    );
    expect(flags).toHaveLength(3);
    expect(flags[0]).toContain('52');
    expect(flags[0]).toContain('2021');
    expect(flags[1]).toContain('[7]');
    expect(flags[1]).toContain('(Jones et al., 2021)');
    expect(flags[2]).toContain('Glasgow');
    expect(flags[2]).toContain('WHO');
  });

  it('does not take the capital of a sentence for a name', () => {
    expect(introducedFacts(SOURCE, 'Women were enrolled. Uptake rose.')).toEqual([]);
  });
});

describe('readProposedEdit', () => {
  it('reads the JSON alone, in a fence, or inside prose, and nothing else', () => {
    const edit = { original: 'a', replacement: 'b', explanation: 'c' };
    expect(readProposedEdit(JSON.stringify(edit))).toEqual(edit);
    expect(readProposedEdit(`Here it is:\n\`\`\`json\n${JSON.stringify(edit)}\n\`\`\``)).toEqual(edit);
    expect(readProposedEdit(`Sure. ${JSON.stringify({ original: 'a', replacement: 'b' })} Done.`)).toEqual({
      original: 'a',
      replacement: 'b',
      explanation: '',
    });
    expect(readProposedEdit('I would rather not.')).toBeNull();
    expect(readProposedEdit('{"original": 1}')).toBeNull();
  });
});
