import type { UpstreamCaller } from '../../upstream/caller';
import { allPayments, UPSTREAM_PAGE_SIZE } from './client';

// Today's payments are not kept (issue 40: thousands at an operator's volume, in every summary that
// reaches today): their pages are asked for several at a time after the first, and none is lost.

const payment = (n: number) => ({
  oldSystemTransactionId: null,
  newSystemTransactionId: `T${n}`,
  // A second each: the figures read no ids, a payment is told apart by its time.
  timeStamp: new Date(Date.UTC(2026, 10, 28) + n * 1000).toISOString(),
  senderId: '1',
  senderFullName: 'A Sender',
  terminalId: '2',
  receiverId: '3',
  status: 'SUCCESSFUL',
  amount: 10,
  currency: 'EUR',
});

/** An upstream of `total` payments that records the pages asked for and the most asked at once. */
function upstream(total: number) {
  const seen = { pages: [] as number[], mostAtOnce: 0 };
  let open = 0;
  const call: UpstreamCaller = async (req) => {
    const page = Number(req.query?.page);
    seen.pages.push(page);
    seen.mostAtOnce = Math.max(seen.mostAtOnce, ++open);
    await new Promise((resolve) => setImmediate(resolve));
    open--;
    const from = (page - 1) * UPSTREAM_PAGE_SIZE;
    const items = Array.from({ length: Math.max(0, Math.min(UPSTREAM_PAGE_SIZE, total - from)) }, (_, i) => payment(from + i));
    return { status: 200, body: { items, totalItems: total, pageCount: Math.ceil(total / UPSTREAM_PAGE_SIZE) } };
  };
  return { call, seen };
}

async function idsOf(pages: AsyncIterable<{ timeStamp: string }[]>) {
  const ids: string[] = [];
  for await (const page of pages) ids.push(...page.map((p) => p.timeStamp));
  return ids;
}

describe('every payment of a range', () => {
  it('asks for the pages after the first four at a time and gives every payment once', async () => {
    const { call, seen } = upstream(6 * UPSTREAM_PAGE_SIZE + 10);
    const ids = await idsOf(allPayments(call, { fromTime: 'a', toTime: 'b' }, 4));
    expect(new Set(ids).size).toBe(6 * UPSTREAM_PAGE_SIZE + 10);
    expect(seen.pages.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(seen.mostAtOnce).toBe(4);
  });

  it('reads one page after another by default', async () => {
    const { call, seen } = upstream(3 * UPSTREAM_PAGE_SIZE);
    expect(await idsOf(allPayments(call, {}))).toHaveLength(3 * UPSTREAM_PAGE_SIZE);
    expect(seen.pages).toEqual([1, 2, 3]);
    expect(seen.mostAtOnce).toBe(1);
  });

  it('asks for nothing more when the first page is empty', async () => {
    const { call, seen } = upstream(0);
    expect(await idsOf(allPayments(call, {}, 4))).toEqual([]);
    expect(seen.pages).toEqual([1]);
  });
});
