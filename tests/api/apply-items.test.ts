/**
 * Apply is all-or-nothing per item (issue 22), over real HTTP on SQLite and PostgreSQL with a
 * corpus manuscript and the real numbers-units check: corrections are taken exactly as sent (a
 * spacing-only fix is a correction), an item whose correction changes nothing is refused by name
 * (never "successfully applied"), a 409 names every item it refuses and leaves no version, no
 * logbook row and no edit; the answer, the logbook and the file agree; a correction the writer
 * typed is logged as the writer's. The cache clear touches only the session (and check) it names.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import type { ResultItem } from '../../src/contract/checks.ts';
import { corpusAvailable, needsCorpus } from '../support/corpus.ts';
import { corpusServer } from '../support/corpus-server.ts';
import { libreOfficeSheetRows, type SheetCell } from '../support/libreoffice.ts';
import { pandoc } from '../support/pandoc.ts';
import { createSession } from '../workflow/helpers.ts';
import { DATABASES } from './helpers.ts';
import { apiFor, runToEnd, type Api } from '../support/http-client.ts';

const MANUSCRIPT = 'ms-contraception-scotland';
const CHECK = 'numbers-units';

const proposal = (item: ResultItem): string | undefined =>
  item.correction ?? (Array.isArray(item.suggestions) ? item.suggestions[0] : item.suggestions);
const spacingOnly = (item: ResultItem): boolean => {
  const c = proposal(item);
  return (
    c !== undefined &&
    !!item.original &&
    c !== item.original &&
    c.replace(/\s/g, '') === item.original.replace(/\s/g, '')
  );
};

/** Findings in distinct paragraphs, so no two corrections overlap. */
function oneParagraphEach(items: ResultItem[]): ResultItem[] {
  const seen = new Set<number>();
  return items.filter((item) => {
    const paragraph = item.coordinates!.absolute.start - item.coordinates!.relative.start;
    if (seen.has(paragraph)) return false;
    seen.add(paragraph);
    return true;
  });
}

/** The logbook's rows under its header, as LibreOffice Calc reads the downloaded .xlsx. */
async function logbookRows(api: Api, sessionId: number): Promise<SheetCell[][]> {
  const logbook = await api('GET', `/api/download/logbook?session_id=${sessionId}`);
  expect(logbook.status).toBe(200);
  const [header, ...rows] = await libreOfficeSheetRows(logbook.bytes);
  expect(header?.[0]).toBe('Time (UTC)');
  return rows;
}

async function acceptedText(bytes: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'mc-apply-items-'));
  try {
    const file = path.join(dir, 'out.docx');
    await writeFile(file, bytes);
    return await pandoc(file, 'accept', 'plain');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe.skipIf(!corpusAvailable).each(DATABASES)(
  needsCorpus('apply is all-or-nothing per item, on %s'),
  (database) => {
    const suite = corpusServer(database, MANUSCRIPT);

    test('every item refused (no-ops): 409 naming each, no version, no logbook row; an empty correction is a 422', async () => {
      const { server, token, alice, file } = suite;
      const sessionId = await createSession(server.url, token, file);
      const findings = oneParagraphEach((await runToEnd(alice, CHECK, sessionId)).results.filter(spacingOnly));
      expect(findings.length).toBeGreaterThanOrEqual(3);
      const [same, alsoSame, empty] = findings as [ResultItem, ResultItem, ResultItem];
      const answer = await alice('POST', `/api/checks/${CHECK}/apply`, {
        session_id: sessionId,
        results: [
          { ...same, correction: same.original, decision: 'accepted' },
          { ...alsoSame, correction: alsoSame.original, decision: 'accepted' },
        ],
        comment: 'Nothing to write',
      });
      expect(answer.status, JSON.stringify(answer.json)).toBe(409);
      const detail = answer.json.detail as string;
      expect(detail).toContain(`“${same.original}” (${same.entry_id}): The correction is the same as the text`);
      expect(detail).toContain(`“${alsoSame.original}” (${alsoSame.entry_id}): The correction is the same as the text`);
      // The check proposes no deletion here: an empty correction is no correction (SPEC §4).
      const blank = await alice('POST', `/api/checks/${CHECK}/apply`, {
        session_id: sessionId,
        results: [{ ...empty, correction: '', decision: 'accepted' }],
        comment: 'Empty',
      });
      expect(blank.status).toBe(422);
      expect(blank.json.detail).toContain(
        `The finding ${empty.entry_id} (${JSON.stringify(empty.original)}) has no correction`,
      );
      expect((await alice('GET', `/api/history/${sessionId}`)).json).toEqual([]);
      expect(await logbookRows(alice, sessionId)).toEqual([]);
    }, 120_000);

    test('spacing-only fixes and a writer-typed correction apply whole; a no-op is refused; answer, logbook and file agree', async () => {
      const { server, token, alice, file } = suite;
      const sessionId = await createSession(server.url, token, file);
      const findings = oneParagraphEach((await runToEnd(alice, CHECK, sessionId)).results.filter(spacingOnly));
      expect(findings.length).toBeGreaterThanOrEqual(3);
      const [spacing, typed, noop] = findings as [ResultItem, ResultItem, ResultItem];
      const typedText = `${typed.original}\u00a0`; // the writer's own text: a no-break space after it
      const answer = await alice('POST', `/api/checks/${CHECK}/apply`, {
        session_id: sessionId,
        results: [
          { ...spacing, correction: proposal(spacing), decision: 'accepted' },
          { ...typed, correction: typedText, decision: 'accepted' },
          { ...noop, correction: noop.original, decision: 'accepted' },
        ],
        comment: 'Spacing',
      });
      expect(answer.status, JSON.stringify(answer.json)).toBe(200);
      expect(answer.json.applied).toEqual([spacing.entry_id, typed.entry_id]);
      expect(answer.json.refused).toEqual([
        {
          entry_id: noop.entry_id,
          hash: noop.hash,
          reason: `The correction is the same as the text ${JSON.stringify(noop.original)}; there is nothing to change.`,
        },
      ]);

      const rows = await logbookRows(alice, sessionId);
      expect(rows.map((r) => [r[4], r[5], r[6]])).toEqual([
        [spacing.original, proposal(spacing), 'Accepted'],
        [typed.original, typedText, 'Accepted (edited by the writer)'],
      ]);

      const docx = await alice('GET', `/api/download/tracked-changes?session_id=${sessionId}`);
      expect(docx.status).toBe(200);
      const after = await acceptedText(docx.bytes);
      expect(after).toContain(proposal(spacing)!);
      expect(after).toContain(typedText);
      // The no-op's text is there as it was: nothing of it was written.
      expect(after).toContain(noop.original!);
    }, 120_000);

    test('clearing the cache with a session (and check) leaves other sessions’ runs in place', async () => {
      const { server, token, alice, file } = suite;
      const mine = await createSession(server.url, token, file);
      const other = await createSession(server.url, token, file);
      const [first] = oneParagraphEach((await runToEnd(alice, CHECK, mine)).results.filter(spacingOnly));
      const [elsewhere] = oneParagraphEach((await runToEnd(alice, CHECK, other)).results.filter(spacingOnly));
      await runToEnd(alice, 'spelling', mine);
      const cleared = await alice('POST', `/api/job/clean_cache_all?session_id=${mine}&check=${CHECK}`);
      expect(cleared.status).toBe(200);
      expect(cleared.json.removed).toBe(1);
      // This session's run of the check is gone: its findings must be found again before applying.
      const gone = await alice('POST', `/api/checks/${CHECK}/apply`, {
        session_id: mine,
        results: [{ ...first, correction: proposal(first!), decision: 'accepted' }],
        comment: 'After clearing',
      });
      expect(gone.status).toBe(422);
      // The other session's run survives: its finding still applies.
      const kept = await alice('POST', `/api/checks/${CHECK}/apply`, {
        session_id: other,
        results: [{ ...elsewhere, correction: proposal(elsewhere!), decision: 'accepted' }],
        comment: 'Elsewhere',
      });
      expect(kept.status, JSON.stringify(kept.json)).toBe(200);
      // The session's other check keeps its run too: clearing the spelling run removes one more.
      const spelling = await alice('POST', `/api/job/clean_cache_all?session_id=${mine}`);
      expect(spelling.json.removed).toBe(1);
      // Another user's session is not the caller's to clear.
      const bob = apiFor(server.url, await server.tokenFor('bob@northwind.example'));
      expect((await bob('POST', `/api/job/clean_cache_all?session_id=${other}`)).status).toBe(404);
    }, 180_000);
  },
);
