import { asOneBatch, currentBatch } from './batch';

// The mutations of one bulk action carry one id, and none outside it.

it('gives the writes of one bulk action one id, another to the next, and none outside', async () => {
  expect(currentBatch()).toBeNull();
  const first: (string | null)[] = [];
  await asOneBatch(async () => {
    first.push(currentBatch());
    await Promise.resolve();
    first.push(currentBatch());
  });
  expect(first[0]).toMatch(/^[A-Za-z0-9-]{1,64}$/);
  expect(first[1]).toBe(first[0]);
  const second = await asOneBatch(async () => currentBatch());
  expect(second).not.toBe(first[0]);
  await expect(asOneBatch(() => Promise.reject(new Error('failed')))).rejects.toThrow('failed');
  expect(currentBatch()).toBeNull();
});
