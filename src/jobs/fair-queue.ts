/**
 * A queue served round-robin across tenants, and within a tenant across its users (issue 29:
 * one member's burst of check runs must not queue ahead of everyone else's). Each owner keeps
 * its own first-in-first-out line; `shift` takes the next item of the tenant whose turn it is,
 * from that tenant's user whose turn it is, then moves both turns on. A tenant or user with
 * nothing waiting drops out of the rotation and rejoins at the back when it queues again.
 */
export interface Owner {
  tenantId: number;
  userId: number;
}

class Rotation<K, V> {
  private readonly lines = new Map<K, V>();
  /** Keys in turn order; the first is served next. */
  private readonly order: K[] = [];

  get(key: K): V | undefined {
    return this.lines.get(key);
  }

  add(key: K, line: V): void {
    this.lines.set(key, line);
    this.order.push(key);
  }

  /** The key whose turn it is, moved to the back of the rotation. */
  next(): K | undefined {
    const key = this.order.shift();
    if (key !== undefined) this.order.push(key);
    return key;
  }

  remove(key: K): void {
    this.lines.delete(key);
    const at = this.order.indexOf(key);
    if (at !== -1) this.order.splice(at, 1);
  }

  get empty(): boolean {
    return this.order.length === 0;
  }

  values(): IterableIterator<V> {
    return this.lines.values();
  }

  clear(): void {
    this.lines.clear();
    this.order.length = 0;
  }
}

export class FairQueue<T> {
  private readonly tenants = new Rotation<number, Rotation<number, T[]>>();
  private count = 0;

  get size(): number {
    return this.count;
  }

  push(owner: Owner, item: T): void {
    let users = this.tenants.get(owner.tenantId);
    if (!users) {
      users = new Rotation();
      this.tenants.add(owner.tenantId, users);
    }
    let line = users.get(owner.userId);
    if (!line) {
      line = [];
      users.add(owner.userId, line);
    }
    line.push(item);
    this.count++;
  }

  shift(): T | undefined {
    const tenant = this.tenants.next();
    if (tenant === undefined) return undefined;
    const users = this.tenants.get(tenant) as Rotation<number, T[]>;
    const user = users.next() as number;
    const line = users.get(user) as T[];
    const item = line.shift();
    if (line.length === 0) users.remove(user);
    if (users.empty) this.tenants.remove(tenant);
    this.count--;
    return item;
  }

  /** True when `item` waits anywhere in the queue. */
  includes(item: T): boolean {
    for (const users of this.tenants.values()) for (const line of users.values()) if (line.includes(item)) return true;
    return false;
  }

  clear(): void {
    this.tenants.clear();
    this.count = 0;
  }
}
