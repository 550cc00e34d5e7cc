/**
 * Decisions saved as the writer makes them (issue 26), over real HTTP on SQLite and PostgreSQL with
 * a corpus manuscript and the real numbers-units check: what one browser saves another browser of
 * the same user reads back exactly (corrections byte for byte, comments, the batch comment); only
 * findings a run returned can be saved; no token is 401 before any validation; another user or
 * tenant gets 404 and cannot write; apply with the saved decisions works as before, logs a
 * finding's own comment beside the batch comment, and clears the check's draft.
 */
import { libreOfficeSheetRows } from '../support/libreoffice.ts';
import { describe, expect, test } from 'vitest';
import type { DecisionsAnswer } from '../../src/contract/api/decisions.ts';
import type { ResultItem } from '../../src/contract/checks.ts';
import { corpusAvailable, needsCorpus } from '../support/corpus.ts';
import { corpusServer } from '../support/corpus-server.ts';
import { createSession } from '../workflow/helpers.ts';
import { BOB, CAROL, DATABASES } from './helpers.ts';
import { apiFor, runToEnd } from '../support/http-client.ts';

const MANUSCRIPT = 'ms-contraception-scotland';
const CHECK = 'numbers-units';

const proposal = (item: ResultItem): string =>
  item.correction ?? (Array.isArray(item.suggestions) ? item.suggestions[0] : item.suggestions) ?? '';

/** Findings in distinct paragraphs with a real change to make, so no two corrections overlap. */
function correctable(items: ResultItem[]): ResultItem[] {
  const seen = new Set<number>();
  return items.filter((item) => {
    if (!item.coordinates || !item.original || proposal(item) === '' || proposal(item) === item.original) return false;
    const paragraph = item.coordinates.absolute.start - item.coordinates.relative.start;
    if (seen.has(paragraph)) return false;
    seen.add(paragraph);
    return true;
  });
}

describe.skipIf(!corpusAvailable).each(DATABASES)(
  needsCorpus('decisions saved as they are made, on %s'),
  (database) => {
    const suite = corpusServer(database, MANUSCRIPT);

    test('another browser reads back what one saved; only real findings; others get 404; no token is 401 first', async () => {
      const { server, token, alice, file } = suite;
      const sessionId = await createSession(server.url, token, file);
      const path = `/api/sessions/${sessionId}/decisions/${CHECK}`;
      // Before anything is saved: nothing, and no batch comment.
      expect((await alice('GET', path)).json).toEqual({ session_id: sessionId, check: CHECK, comment: '', items: [] });
      const findings = correctable((await runToEnd(alice, CHECK, sessionId)).results);
      expect(findings.length).toBeGreaterThanOrEqual(3);
      const [accepted, rejected, commented] = findings as [ResultItem, ResultItem, ResultItem];
      const typed = ` ${proposal(accepted)}\n`; // the writer's own text, spaces and a line break kept
      const saved = await alice('PUT', path, {
        items: [
          { hash: accepted.hash, decision: 'accepted', correction: typed, comment: 'Checked against table 2' },
          { hash: rejected.hash, decision: 'rejected', correction: null, comment: null },
          { hash: commented.hash, decision: null, correction: null, comment: 'Ask the author' },
        ],
        comment: 'Units as the journal asks',
      });
      expect(saved.status, JSON.stringify(saved.json)).toBe(200);

      // Another browser of the same user (its own token) sees exactly that.
      const elsewhere = apiFor(server.url, await server.tokenFor('alice@northwind.example'));
      const read = (await elsewhere('GET', path)).json as DecisionsAnswer;
      expect(read.comment).toBe('Units as the journal asks');
      const byHash = new Map(read.items.map((i) => [i.hash, i]));
      expect(byHash.get(accepted.hash)).toMatchObject({
        decision: 'accepted',
        correction: typed,
        comment: 'Checked against table 2',
      });
      expect(byHash.get(rejected.hash)).toMatchObject({ decision: 'rejected', correction: null, comment: null });
      expect(byHash.get(commented.hash)).toMatchObject({ decision: null, comment: 'Ask the author' });
      expect(read.items.every((i) => i.updated_by !== '' && !Number.isNaN(Date.parse(i.updated_at)))).toBe(true);
      expect(read.items).toHaveLength(3);

      // Undecided again with nothing left to remember: forgotten. A later state replaces the earlier one.
      const undone = await elsewhere('PUT', path, {
        items: [
          { hash: commented.hash, decision: null, correction: null, comment: '' },
          { hash: rejected.hash, decision: 'accepted', correction: null, comment: null },
        ],
      });
      expect(undone.status).toBe(200);
      const after = new Map((undone.json as DecisionsAnswer).items.map((i) => [i.hash, i.decision]));
      expect([...after]).toEqual([
        [accepted.hash, 'accepted'],
        [rejected.hash, 'accepted'],
      ]);
      expect((undone.json as DecisionsAnswer).comment).toBe('Units as the journal asks'); // not sent: unchanged

      // Only findings a run of this check on this session returned; nothing is written otherwise.
      const forged = await alice('PUT', path, {
        items: [
          { hash: 'not-a-finding', decision: 'accepted', correction: 'x', comment: null },
          { hash: accepted.hash, decision: 'rejected', correction: null, comment: null },
        ],
      });
      expect(forged.status).toBe(422);
      expect(forged.json.detail).toContain('not produced by a run of this check on this session (not-a-finding)');
      expect(
        new Map(
          (await alice('GET', path)).json.items.map((i: { hash: string; decision: string }) => [i.hash, i.decision]),
        ).get(accepted.hash),
      ).toBe('accepted');
      expect(
        (
          await alice('PUT', path, {
            items: [{ hash: accepted.hash, decision: 'maybe', correction: null, comment: null }],
          })
        ).status,
      ).toBe(422);
      expect((await alice('GET', `/api/sessions/${sessionId}/decisions/no-such-check`)).status).toBe(404);
      // A check whose findings are read, not decided (a table of tests).
      const readOnly = await alice('GET', `/api/sessions/${sessionId}/decisions/word-limits`);
      expect(readOnly.status).toBe(422);

      // Who asks: a colleague of the same tenant and another tenant's admin get 404 and change nothing.
      for (const email of [BOB, CAROL]) {
        const other = apiFor(server.url, await server.tokenFor(email));
        expect((await other('GET', path)).status).toBe(404);
        const write = await other('PUT', path, {
          items: [{ hash: accepted.hash, decision: 'rejected', correction: null, comment: null }],
          comment: 'mine',
        });
        expect(write.status).toBe(404);
      }
      expect((await alice('GET', path)).json.comment).toBe('Units as the journal asks');
      expect((await alice('GET', `/api/sessions/2147483000/decisions/${CHECK}`)).status).toBe(404);

      // No token, or one the server never issued: 401 before the body is looked at (a malformed body included).
      // (An expired token on every operation: tests/api/fuzz.test.ts.)
      const asked: Record<string, string>[] = [{}, { authorization: 'Bearer made-up-token' }];
      for (const headers of asked) {
        for (const method of ['GET', 'PUT']) {
          const response = await fetch(`${server.url}${path}`, {
            method,
            headers: { ...headers, ...(method === 'PUT' ? { 'content-type': 'application/json' } : {}) },
            ...(method === 'PUT' ? { body: '{"items": "not a list"' } : {}),
          });
          expect(response.status, `${method} ${JSON.stringify(headers)}`).toBe(401);
        }
      }
    }, 180_000);

    test('apply with the saved decisions works as before, logs a finding’s own comment, and clears the draft', async () => {
      const { server, token, alice, file } = suite;
      const sessionId = await createSession(server.url, token, file);
      const path = `/api/sessions/${sessionId}/decisions/${CHECK}`;
      const findings = correctable((await runToEnd(alice, CHECK, sessionId)).results);
      const [first, second] = findings as [ResultItem, ResultItem];
      await alice('PUT', path, {
        items: [
          { hash: first.hash, decision: 'accepted', correction: null, comment: 'Confirmed with the author' },
          { hash: second.hash, decision: 'rejected', correction: null, comment: null },
        ],
        comment: 'Numbers',
      });
      // The page builds apply's items from what was saved (another browser, after a reload).
      const saved = (await alice('GET', path)).json as DecisionsAnswer;
      const byHash = new Map(findings.map((f) => [f.hash, f]));
      const results = saved.items.map((draft) => {
        const item = byHash.get(draft.hash)!;
        return {
          ...item,
          decision: draft.decision,
          ...(draft.decision === 'accepted' ? { correction: draft.correction ?? proposal(item) } : {}),
          ...(draft.comment ? { comment: draft.comment } : {}),
        };
      });
      const applied = await alice('POST', `/api/checks/${CHECK}/apply`, {
        session_id: sessionId,
        results,
        comment: saved.comment,
      });
      expect(applied.status, JSON.stringify(applied.json)).toBe(200);
      expect(applied.json.applied).toEqual([first.entry_id]);
      expect(applied.json.rejected).toBe(1);
      // The draft is in the logbook now: nothing saved is left for this check.
      expect((await alice('GET', path)).json).toEqual({ session_id: sessionId, check: CHECK, comment: '', items: [] });

      const logbook = await alice('GET', `/api/download/logbook?session_id=${sessionId}`);
      // Read back by an independent reader (LibreOffice Calc), as the other logbook tests do.
      const [header, ...rows] = await libreOfficeSheetRows(new Uint8Array(logbook.bytes));
      expect(header?.[0]).toBe('Time (UTC)');
      expect(rows.map((r) => [r[4], r[6], r[7]])).toEqual([
        [first.original, 'Accepted', 'Numbers\nOn this finding: Confirmed with the author'],
        [second.original, 'Rejected', 'Numbers'],
      ]);
      // Every save is on the audit record.
      const events = await server.deps.db
        .selectFrom('audit_events')
        .select(['action', 'details'])
        .where('action', '=', 'decision.save')
        .where('target', '=', `session:${sessionId}`)
        .execute();
      expect(events).toHaveLength(1);
      expect(JSON.parse(events[0]!.details)).toMatchObject({ check: CHECK, accepted: 1, rejected: 1, commented: 1 });
    }, 180_000);
  },
);
