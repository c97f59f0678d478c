// Terminal payments (spec 001 §2.11), generated from fixed seeds and stored as rows of the
// `payments` table (payment-table.ts). A payment is stored with its age (how long before the
// emulator started it was made), so the same rows always show the report relative to the start
// day, as a live report would, and two seeds are identical.
// - demo: about 5,000 over the 60 days before the start (terminals T-001…T-014, senders
//   1000–1399, receivers 5000–5059, about 12% failed);
// - operator: those 5,000 and 995,000 more over the year before it (operator-payments.ts).
import { seededRandom } from '../../seed/random';

export type PaymentStatus = 'SUCCESSFUL' | 'FAILED';

/** The report's row, as the upstream answers it. */
export interface PaymentRecord {
  oldSystemTransactionId: string | null;
  newSystemTransactionId: string;
  timeStamp: string;
  senderId: string;
  senderFullName: string;
  terminalId: string;
  receiverId: string;
  status: PaymentStatus;
  amount: number;
  currency: string;
}

/** A stored payment: the report's row with its age in place of its time. */
export type PaymentSeedRow = Omit<PaymentRecord, 'timeStamp'> & { ageMs: number };

export const PAYMENT_CURRENCIES = ['EUR', 'RSD', 'BAM', 'MKD', 'USD'] as const;
export type PaymentCurrency = (typeof PAYMENT_CURRENCIES)[number];
export const DAY_MS = 86_400_000;
const DEMO_DAYS = 60;
export const DEMO_PAYMENT_COUNT = 5000;
const DEMO_TERMINALS = 14;
const FIRST_NAMES = ['Ana', 'Marko', 'Jelena', 'Nikola', 'Ivana', 'Stefan', 'Milica', 'Luka', 'Sara', 'Petar', 'Maja', 'Filip'];
const LAST_NAMES = ['Petrović', 'Jovanović', 'Nikolić', 'Marković', 'Đorđević', 'Stojanović', 'Ilić', 'Pavlović', 'Kovačević'];
/** A typical amount range per currency (RSD and MKD are small units). */
const SCALE: Record<PaymentCurrency, number> = { EUR: 1, RSD: 117, BAM: 2, MKD: 61, USD: 1.1 };

export const senderFullName = (sender: number): string =>
  `${FIRST_NAMES[sender % FIRST_NAMES.length]!} ${LAST_NAMES[sender % LAST_NAMES.length]!}`;

/** Most payments are small; a few are large, as at a real terminal. Two decimals. */
export function paymentAmount(next: () => number, currency: PaymentCurrency): number {
  const base = next() < 0.9 ? 5 + next() * 195 : 200 + next() * 2800;
  return Math.round(base * SCALE[currency] * 100) / 100;
}

/** The report's default order: newest first, ties by new system id. */
export function byReportOrder(a: PaymentSeedRow, b: PaymentSeedRow): number {
  return a.ageMs - b.ageMs || (a.newSystemTransactionId < b.newSystemTransactionId ? -1 : 1);
}

/** The demo's 5,000, in the report's default order (the same draws, in the same order, as ever). */
export function demoPayments(): PaymentSeedRow[] {
  const next = seededRandom(20261125);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const span = DEMO_DAYS * DAY_MS;
  const payments: PaymentSeedRow[] = [];
  for (let index = 0; index < DEMO_PAYMENT_COUNT; index++) {
    const sender = 1000 + Math.floor(next() * 400);
    const currency = pick(PAYMENT_CURRENCIES);
    const amount = paymentAmount(next, currency);
    payments.push({
      // Payments made after the migration have no old system id.
      oldSystemTransactionId: index % 7 === 3 ? null : `OS-${String(700000 + index * 13).padStart(7, '0')}`,
      newSystemTransactionId: `NS-${String(100000 + index).padStart(6, '0')}`,
      ageMs: Math.floor(next() * span),
      senderId: String(sender),
      senderFullName: senderFullName(sender),
      terminalId: `T-${String(1 + Math.floor(next() * DEMO_TERMINALS)).padStart(3, '0')}`,
      receiverId: String(5000 + Math.floor(next() * 60)),
      status: next() < 0.88 ? 'SUCCESSFUL' : 'FAILED',
      amount,
      currency,
    });
  }
  return payments.sort(byReportOrder);
}
