import { describe, expect, it, vi } from 'vitest';
import { lazyExport } from './lazy-export.js';

const module = {
  async add(a: number, b: number): Promise<number> {
    return a + b;
  },
};

describe('lazyExport', () => {
  it('loads the module on the first call only, and passes the arguments and the result through', async () => {
    const load = vi.fn(async () => module);
    const add = lazyExport(load, 'add');
    expect(load).not.toHaveBeenCalled();
    expect(add.name).toBe('add');
    await expect(add(2, 3)).resolves.toBe(5);
    await expect(add(4, 5)).resolves.toBe(9);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load, and a rejection reaches the caller as a rejected promise', async () => {
    const load = vi
      .fn<() => Promise<typeof module>>()
      .mockRejectedValueOnce(new Error('broken install'))
      .mockResolvedValue(module);
    const add = lazyExport(load, 'add');
    await expect(add(1, 1)).rejects.toThrow('broken install');
    await expect(add(1, 1)).resolves.toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
