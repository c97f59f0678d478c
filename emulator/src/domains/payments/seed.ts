// Terminal payments (spec 001 §2.11): about 5,000 over the 60 days before `now`, generated
// from a fixed seed, so every run shows the same report relative to its start day. They
// are a read-only report upstream: kept in memory, never in store.json.
import { seededRandom } from '../../seed/random';

export type PaymentStatus = 'SUCCESSFUL' | 'FAILED';

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

export const PAYMENT_CURRENCIES = ['EUR', 'RSD', 'BAM', 'MKD', 'USD'] as const;
const PAYMENT_DAYS = 60;
const PAYMENT_COUNT = 5000;
const TERMINALS = 14;
const FIRST_NAMES = ['Ana', 'Marko', 'Jelena', 'Nikola', 'Ivana', 'Stefan', 'Milica', 'Luka', 'Sara', 'Petar', 'Maja', 'Filip'];
const LAST_NAMES = ['Petrović', 'Jovanović', 'Nikolić', 'Marković', 'Đorđević', 'Stojanović', 'Ilić', 'Pavlović', 'Kovačević'];
/** A typical amount range per currency (RSD and MKD are small units). */
const SCALE: Record<(typeof PAYMENT_CURRENCIES)[number], number> = { EUR: 1, RSD: 117, BAM: 2, MKD: 61, USD: 1.1 };

/** Newest first, as the report lists them. */
export function buildPayments(now: Date): PaymentRecord[] {
  const next = seededRandom(20261125);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const span = PAYMENT_DAYS * 86_400_000;
  const payments: PaymentRecord[] = [];
  for (let index = 0; index < PAYMENT_COUNT; index++) {
    const sender = 1000 + Math.floor(next() * 400);
    const currency = pick(PAYMENT_CURRENCIES);
    // Most payments are small; a few are large, as at a real terminal.
    const base = next() < 0.9 ? 5 + next() * 195 : 200 + next() * 2800;
    payments.push({
      // Payments made after the migration have no old system id.
      oldSystemTransactionId: index % 7 === 3 ? null : `OS-${String(700000 + index * 13).padStart(7, '0')}`,
      newSystemTransactionId: `NS-${String(100000 + index).padStart(6, '0')}`,
      timeStamp: new Date(now.getTime() - Math.floor(next() * span)).toISOString(),
      senderId: String(sender),
      senderFullName: `${FIRST_NAMES[sender % FIRST_NAMES.length]!} ${LAST_NAMES[sender % LAST_NAMES.length]!}`,
      terminalId: `T-${String(1 + Math.floor(next() * TERMINALS)).padStart(3, '0')}`,
      receiverId: String(5000 + Math.floor(next() * 60)),
      status: next() < 0.88 ? 'SUCCESSFUL' : 'FAILED',
      amount: Math.round(base * SCALE[currency] * 100) / 100,
      currency,
    });
  }
  return payments.sort((a, b) => b.timeStamp.localeCompare(a.timeStamp));
}
