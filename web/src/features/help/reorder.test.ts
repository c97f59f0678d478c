import { reorderErrors } from './reorder';

// A reorder over a colleague's (issue 28) is said per row, in words the list uses.

describe('reorderErrors', () => {
  const names: Record<string, string> = { '1': 'Deposits', '2': 'Withdrawals', '3': 'Bonuses' };
  const nameOf = (id: string) => names[id];
  const conflict = (fields: { name: string; theirs: string | null }[]) => ({
    changedBy: 'developer@example.com',
    changedAt: null,
    version: 'v1:now',
    fields,
  });

  it('names the rows that now stand in another place, once each', () => {
    const errors = [
      {
        field: null,
        message: 'This record changed while you were editing it.',
        code: 'CONFLICT',
        conflict: conflict([
          { name: '0.id', theirs: '2' },
          { name: '1.id', theirs: '1' },
          { name: 'pages.2.id', theirs: '2' },
        ]),
      },
    ];
    expect(reorderErrors(errors, nameOf)).toEqual([
      {
        field: null,
        message:
          'Changed by developer@example.com after the list showed it: Withdrawals, Deposits moved. The list shows the order as it is now.',
      },
    ]);
  });

  it('leaves other errors as they are', () => {
    const errors = [{ field: 'categoryIds', message: 'Every category once.' }];
    expect(reorderErrors(errors, nameOf)).toBe(errors);
  });
});
