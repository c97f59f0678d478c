// Colleagues' new records held back (issue 28): a create heard live while the open screen lists
// records of its kind would move the rows the user is reading, so it is counted instead, and the
// rows come in when the user asks ('3 new rows, show'). Changes to listed rows and deletes apply
// at once.

type Listener = () => void;

let count = 0;
const listeners = new Set<Listener>();
const notify = () => listeners.forEach((listener) => listener());

export const newRows = {
  /** How many new records are held back. */
  count: () => count,
  add() {
    count += 1;
    notify();
  },
  clear() {
    if (count === 0) return;
    count = 0;
    notify();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

/** 'A create' in the feed's words: its operation creates a record. */
export const isInsert = (operation: string) => /^create[A-Z]/.test(operation);

/** '1 new row, show', '3 new rows, show'. */
export const newRowsLabel = (n: number) => `${n} new ${n === 1 ? 'row' : 'rows'}, show`;
