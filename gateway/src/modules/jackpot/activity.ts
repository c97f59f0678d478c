import type { AuditSubject } from '../../activity-log';

// The big jackpot is one configuration: Activity reads it before and after a save, each
// currency's range under its name.

const snapshot = `query AuditBigJackpot($id: ID!) {
  entity: bigJackpot { startValue maxValue timeRange currencyRanges { key: name valueFrom valueTo } }
}`;

export const jackpotActivity: Record<string, AuditSubject> = {
  saveBigJackpot: { entity: 'BigJackpot', id: () => 'big-jackpot', snapshot, label: 'name' },
};
