/** Runs `worker` over `items` with at most `concurrency` in flight, keeping the input order. */
export async function mapWithConcurrency<Item, Result>(
  items: readonly Item[],
  concurrency: number,
  worker: (item: Item, index: number) => Promise<Result>,
): Promise<Result[]> {
  const results = new Array<Result>(items.length);
  let next = 0;
  const lanes = Math.max(1, Math.min(Math.floor(concurrency) || 1, items.length));
  async function lane(): Promise<void> {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await worker(items[index]!, index);
    }
  }
  await Promise.all(Array.from({ length: lanes }, lane));
  return results;
}
