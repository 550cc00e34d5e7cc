/**
 * Apply you can trust (issue 14), over real HTTP on SQLite and PostgreSQL with a corpus manuscript
 * and a real type1 check: an item no run of the check produced (unknown hash, invented original,
 * moved place, wrong entry id — accepted or rejected) is refused with 422 naming it, and nothing
 * is written or logged; after an apply of a few findings the check on the new version lists every
 * finding not decided yet (same identity), earlier rejections come back marked rejected, and one
 * of the remaining findings applies on the new version.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ResultItem } from '../../src/contract/checks.ts';
import { corpusFiles, corpusAvailable, needsCorpus } from '../support/corpus.ts';
import { DATABASES } from '../api/helpers.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { correctableItems, createSession, firstFormat, pickCorrectableCheck } from './helpers.ts';
import { apiFor, runToEnd, type Api } from '../support/http-client.ts';

const correctable = (item: ResultItem): boolean =>
  typeof item.correction === 'string' &&
  item.correction.trim() !== '' &&
  item.correction !== item.original &&
  !!item.coordinates &&
  (item.original?.length ?? 0) >= 3;

describe.skipIf(!corpusAvailable).each(DATABASES)(needsCorpus('apply you can trust, on %s'), (database) => {
  let server: TestServer;
  let alice: Api;
  let checkId: string;
  let sessionId: number;
  let findings: ResultItem[];

  beforeAll(async () => {
    server = await startTestServer({ database });
    const token = await server.tokenFor('alice@northwind.example');
    alice = apiFor(server.url, token);
    const format = await firstFormat(server.url, token);
    const pick = await pickCorrectableCheck(format.config);
    checkId = pick.checkId;
    sessionId = await createSession(server.url, token, pick.file);
    // One correctable finding per paragraph (as the session loop test applies them).
    findings = correctableItems(await runToEnd(alice, checkId, sessionId)).filter(correctable);
    expect(findings.length).toBeGreaterThanOrEqual(4);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  test('a missing statement found by the disclosures check is applied as its own paragraph', async () => {
    const token = await server.tokenFor('alice@northwind.example');
    const file = corpusFiles('manuscripts').find((f) => f.name === 'ms-ckd-mortality-korea');
    if (!file) throw new Error('corpus manuscript ms-ckd-mortality-korea is missing');
    // NEJM's format gives the disclosure sentence itself, so the missing statement comes with the
    // text to insert (a format that gives only a heading label cannot say what to write).
    const session = await createSession(server.url, token, file.file, 'The New England Journal of Medicine');
    const before = (await alice('GET', `/api/preview/latest_version?session_id=${session}`)).json.text as string;
    const result = await runToEnd(alice, 'disclosures', session);
    const insertion = result.results.find((f) => f.original === '' && f.correction?.startsWith('\n'));
    if (!insertion?.correction || !insertion.coordinates)
      throw new Error('the disclosures check found no missing statement');
    const answer = await alice('POST', '/api/checks/disclosures/apply', {
      session_id: session,
      results: [{ ...insertion, decision: 'accepted' }],
      comment: 'Statement added',
    });
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    expect(answer.json.applied).toEqual([insertion.entry_id]);
    const after = (await alice('GET', `/api/preview/latest_version?session_id=${session}`)).json.text as string;
    // The preview joins paragraphs with "\n": the statement is a paragraph of its own right after
    // the paragraph the finding named (or after the table that holds it), and nothing else changed.
    const statement = insertion.correction.slice(1);
    const lines = after.split('\n');
    expect(lines).toContain(statement);
    expect(lines.filter((l) => l !== statement)).toEqual(before.split('\n'));
    const anchorEnd = insertion.coordinates.absolute.end;
    expect(after.slice(0, anchorEnd)).toBe(before.slice(0, anchorEnd));
  });

  const auditCount = async (): Promise<number> =>
    Number(
      (
        await server.deps.db
          .selectFrom('audit_events')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  test('an item no run of the check produced is refused with 422 naming it; nothing is written or logged', async () => {
    const real = findings[0] as ResultItem;
    const other = findings[1] as ResultItem;
    const forgeries: { label: string; item: Record<string, unknown> }[] = [
      {
        label: 'unknown hash, invented text',
        item: {
          entry_id: `${checkId}-invented00001`,
          hash: 'f'.repeat(64),
          original: 'the',
          correction: 'THE',
          coordinates: { absolute: { start: 0, end: 3 }, relative: { start: 0, end: 3 } },
        },
      },
      { label: 'real hash, invented original', item: { ...real, original: 'something else' } },
      {
        label: 'real hash, another place',
        item: { ...real, coordinates: other.coordinates },
      },
      { label: 'real hash, another entry id', item: { ...real, entry_id: other.entry_id } },
      {
        label: 'a forged rejection beside a real acceptance',
        item: { entry_id: `${checkId}-invented00002`, hash: 'e'.repeat(64), original: 'x', decision: 'rejected' },
      },
    ];
    const eventsBefore = await auditCount();
    for (const { label, item } of forgeries) {
      const results = label.startsWith('a forged rejection') ? [real, item] : [item];
      const answer = await alice('POST', `/api/checks/${checkId}/apply`, {
        session_id: sessionId,
        results,
        comment: 'forged',
      });
      expect(answer.status, label).toBe(422);
      expect(answer.json.detail, label).toContain(String(item.entry_id));
    }
    expect((await alice('GET', `/api/history/${sessionId}`)).json).toEqual([]);
    const versions = await server.deps.db
      .selectFrom('versions')
      .select('number')
      .where('session_id', '=', sessionId)
      .execute();
    expect(versions.map((v) => v.number)).toEqual([0]);
    const decisions = await server.deps.db
      .selectFrom('decisions')
      .select('id')
      .where('session_id', '=', sessionId)
      .execute();
    expect(decisions).toEqual([]);
    expect(await auditCount()).toBe(eventsBefore);
  });

  test('after an apply, the check on the new version lists every undecided finding; rejections stay rejected', async () => {
    const accepted = [findings[0], findings[1]] as ResultItem[];
    const rejected = findings[2] as ResultItem;
    const answer = await alice('POST', `/api/checks/${checkId}/apply`, {
      session_id: sessionId,
      results: [...accepted.map((f) => ({ ...f, decision: 'accepted' })), { ...rejected, decision: 'rejected' }],
      comment: 'First few',
    });
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    expect(answer.json.applied).toEqual(accepted.map((f) => f.entry_id));

    // As the session page does after the success modal: clear the cache, run the check again.
    expect((await alice('POST', '/api/job/clean_cache_all')).status).toBe(200);
    const again = (await runToEnd(alice, checkId, sessionId)).results;
    const byHash = new Map(again.map((f) => [f.hash, f]));
    // Findings in other paragraphs keep their identity (hash) on the new version.
    const undecided = findings.filter((f) => !accepted.includes(f) && f !== rejected);
    expect(undecided.length).toBeGreaterThanOrEqual(1);
    for (const f of undecided) {
      const now = byHash.get(f.hash);
      expect(now, f.entry_id).toBeDefined();
      expect(now?.original).toBe(f.original);
      expect(now?.decision, f.entry_id).toBeUndefined();
    }
    for (const f of accepted) expect(byHash.get(f.hash), f.entry_id).toBeUndefined(); // corrected: gone
    expect(byHash.get(rejected.hash)?.decision).toBe('rejected');

    // Work continues: a remaining finding applies on the new version.
    const next = byHash.get((undecided[0] as ResultItem).hash) as ResultItem;
    const second = await alice('POST', `/api/checks/${checkId}/apply`, {
      session_id: sessionId,
      results: [{ ...next, decision: 'accepted' }],
      comment: 'Next one',
    });
    expect(second.status, JSON.stringify(second.json)).toBe(200);
    expect(second.json.version).toBe(2);
    expect(second.json.applied).toEqual([next.entry_id]);
    const preview = await alice('GET', `/api/preview/latest_version?session_id=${sessionId}`);
    const start = next.coordinates?.absolute.start ?? -1;
    expect(preview.json.text.slice(start, start + (next.correction ?? '').length)).toBe(next.correction);
  });
});
