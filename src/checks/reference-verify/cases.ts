/**
 * Labelled cases for reference-verify: entries with what Crossref or PubMed answered for them
 * (records as src/services/reference-lookup reduces them).
 */
import type { ReferenceLookups, WorkRecord } from '../../contract/reference-lookups.ts';
import type { LabelledCase } from '../framework/index.ts';
import { withReferences } from '../references/sample.ts';

const MAY: WorkRecord = {
  service: 'crossref',
  doi: '10.1136/bmj.b2803',
  title: 'We need minimally disruptive medicine',
  authors: ['May', 'Montori', 'Mair'],
  year: 2009,
  journals: ['BMJ'],
  notices: [],
};
const MAY_ENTRY =
  'May C, Montori VM, Mair FS. We need minimally disruptive medicine. BMJ. 2009;339:b2803. doi:10.1136/bmj.b2803';

const found = (record: WorkRecord): ReferenceLookups => ({
  crossrefReached: true,
  entries: [{ entry: 0, doi: { status: 'found', record } }],
});

export const cases: LabelledCase[] = [
  {
    name: 'a DOI whose record agrees (title in HTML, journal abbreviated differently)',
    manuscript: () => withReferences(['Care [1].'], [`1. ${MAY_ENTRY}`]),
    lookups: found({ ...MAY, title: 'We need <i>minimally disruptive</i> medicine', journals: ['BMJ', 'BMJ'] }),
    expected: [],
  },
  {
    name: 'a DOI recorded for another work',
    manuscript: () => withReferences(['Care [1].'], [`1. ${MAY_ENTRY}`]),
    lookups: found({ ...MAY, title: 'Statins for the primary prevention of stroke', authors: ['Nguyen'] }),
    expected: [{ original: '10.1136/bmj.b2803', status: 'failed' }],
  },
  {
    name: 'the right work, but a year the record does not give',
    manuscript: () => withReferences(['Care [1].'], [`1. ${MAY_ENTRY.replace('2009', '2005')}`]),
    lookups: found(MAY),
    expected: [{ original: '10.1136/bmj.b2803', status: 'warning' }],
  },
  {
    name: 'a DOI Crossref does not know',
    manuscript: () => withReferences(['Care [1].'], [`1. ${MAY_ENTRY}`]),
    lookups: { crossrefReached: true, entries: [{ entry: 0, doi: { status: 'not-found' } }] },
    expected: [{ original: '10.1136/bmj.b2803', status: 'failed' }],
  },
  {
    name: 'a retracted work',
    manuscript: () => withReferences(['Care [1].'], [`1. ${MAY_ENTRY}`]),
    lookups: found({
      ...MAY,
      notices: [{ kind: 'retraction', doi: '10.1136/bmj.retract', date: '2012-01-01', source: 'retraction-watch' }],
    }),
    expected: [{ original: MAY_ENTRY, status: 'failed' }],
  },
  {
    name: 'an entry without a DOI that a confident match has',
    manuscript: () => withReferences(['Care [1].'], [`1. ${MAY_ENTRY.replace(' doi:10.1136/bmj.b2803', '')}`]),
    lookups: { crossrefReached: true, entries: [{ entry: 0, search: { status: 'answered', candidates: [MAY] } }] },
    expected: [{ correction: MAY_ENTRY }],
  },
  {
    name: 'two different works match as well: no identifier proposed',
    manuscript: () => withReferences(['Care [1].'], [`1. ${MAY_ENTRY.replace(' doi:10.1136/bmj.b2803', '')}`]),
    lookups: {
      crossrefReached: true,
      entries: [{ entry: 0, search: { status: 'answered', candidates: [MAY, { ...MAY, doi: '10.1136/bmj.b9999' }] } }],
    },
    expected: [],
  },
  {
    name: 'Crossref could not be reached',
    manuscript: () => withReferences(['Care [1].'], [`1. ${MAY_ENTRY}`]),
    lookups: { crossrefReached: false, entries: [] },
    expected: [{ name: 'References not verified', status: 'warning' }],
  },
];
