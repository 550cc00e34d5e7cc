import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sweepLeftoverUploads } from './blob-sweeper.ts';

describe('leftover uploads', () => {
  let folder: string;
  beforeEach(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'mc-uploads-'));
  });
  afterEach(async () => rm(folder, { recursive: true, force: true }));

  it('removes uploads a crash left behind once past the grace period, never one in progress or anything else', async () => {
    const old = path.join(folder, 'crashed.upload');
    const fresh = path.join(folder, 'in-progress.upload');
    const other = path.join(folder, 'notes.txt');
    for (const file of [old, fresh, other]) await writeFile(file, 'bytes');
    const hourAgo = new Date(Date.now() - 2 * 60 * 60_000);
    await utimes(old, hourAgo, hourAgo);
    await utimes(other, hourAgo, hourAgo);
    expect(await sweepLeftoverUploads(folder, 60 * 60_000)).toBe(1);
    expect((await readdir(folder)).sort()).toEqual(['in-progress.upload', 'notes.txt']);
    expect(await sweepLeftoverUploads(path.join(folder, 'missing'), 0)).toBe(0);
  });
});
