/** The fair queue behind the check-run runner (issue 29): tenants take turns, then their users. */
import { describe, expect, it } from 'vitest';
import { FairQueue } from '../../src/jobs/fair-queue.ts';

const drain = <T>(queue: FairQueue<T>): T[] => {
  const out: T[] = [];
  for (let item = queue.shift(); item !== undefined; item = queue.shift()) out.push(item);
  return out;
};

describe('FairQueue', () => {
  it('serves tenants in turn, and within a tenant its users in turn, each in its own order', () => {
    const queue = new FairQueue<string>();
    for (const n of [1, 2, 3, 4]) queue.push({ tenantId: 1, userId: 10 }, `a${n}`); // one member's burst
    queue.push({ tenantId: 1, userId: 11 }, 'b1'); // a colleague in the same tenant
    queue.push({ tenantId: 2, userId: 20 }, 'c1'); // another tenant
    expect(queue.size).toBe(6);
    expect(queue.includes('b1')).toBe(true);
    expect(drain(queue)).toEqual(['a1', 'c1', 'b1', 'a2', 'a3', 'a4']);
    expect(queue.size).toBe(0);
    expect(queue.includes('b1')).toBe(false);
  });

  it('puts a tenant that comes back after emptying its line at the back of the rotation', () => {
    const queue = new FairQueue<string>();
    queue.push({ tenantId: 1, userId: 1 }, 'a1');
    queue.push({ tenantId: 2, userId: 2 }, 'b1');
    queue.push({ tenantId: 2, userId: 2 }, 'b2');
    expect(queue.shift()).toBe('a1');
    queue.push({ tenantId: 1, userId: 1 }, 'a2');
    queue.push({ tenantId: 3, userId: 3 }, 'c1');
    expect(drain(queue)).toEqual(['b1', 'a2', 'c1', 'b2']);
  });
});
