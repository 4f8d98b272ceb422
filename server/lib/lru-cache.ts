/** A map that keeps at most `size` entries, dropping the least recently read or written first. */
export class LruCache<V> {
  private readonly entries = new Map<string, V>();

  constructor(private readonly size: number) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (entry !== undefined) {
      // Re-inserted, so the entries read most stay in.
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, entry: V): void {
    this.entries.delete(key);
    if (this.entries.size >= this.size) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, entry);
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  get count(): number {
    return this.entries.size;
  }
}
