// The operator's staff: 2,000 users (the demo's 58 first). A few admins and developers; the
// managers each hold a handful of area permissions and levels on the websites they look after:
// most a few websites, regional managers dozens, some a couple of hundred (past the 100th
// website too), and help levels on part of those.
import type { Role, UserRecord } from '../../model';
import { onlinePermissions, PERMISSION_KEYS, seedUser, STAFF_PASSWORD } from '../demo';
import { seededRandom } from '../../seed/random';
import { pickOne } from './text';

export const USER_COUNT = 2000;

const FIRST_NAMES = [
  'ana',
  'marko',
  'jelena',
  'nikola',
  'ivana',
  'stefan',
  'milica',
  'luka',
  'sara',
  'petar',
  'maja',
  'filip',
  'emma',
  'liam',
  'sofia',
  'noah',
  'mia',
  'lucas',
  'hanna',
  'jonas',
  'chloe',
  'hugo',
  'elena',
  'mateo',
];
const LAST_NAMES = [
  'petrovic',
  'jovanovic',
  'nikolic',
  'horvat',
  'kovac',
  'novak',
  'muller',
  'schmidt',
  'dubois',
  'martin',
  'rossi',
  'garcia',
  'silva',
  'nowak',
  'popescu',
  'papadopoulos',
  'yilmaz',
  'ivanov',
  'larsen',
  'virtanen',
];

/** How many websites a manager looks after: mostly a few, some dozens, a few a couple of hundred. */
function websiteCount(next: () => number): number {
  const draw = next();
  if (draw < 0.6) return 1 + Math.floor(next() * 5);
  if (draw < 0.9) return 10 + Math.floor(next() * 40);
  return 100 + Math.floor(next() * 180);
}

function permissionsOf(next: () => number, count: number, websites: number): string {
  const permissions: Record<string, string> = {};
  for (let n = 2 + Math.floor(next() * 6); n > 0; n--) permissions[pickOne(PERMISSION_KEYS, next)] = next() < 0.35 ? 'write' : 'read';
  const websiteLevels: Record<string, string> = {};
  const helpLevels: Record<string, string> = {};
  const start = 1 + Math.floor(next() * websites);
  for (let i = 0; i < count; i++) {
    // A run of neighbouring websites (a region), wrapping round, as managers are assigned.
    const id = String(((start + i - 1) % websites) + 1);
    websiteLevels[id] = next() < 0.3 ? 'write' : 'read';
    if (next() < 0.4) helpLevels[id] = next() < 0.25 ? 'write' : 'read';
  }
  return onlinePermissions(permissions, websiteLevels, helpLevels);
}

/** The demo's users, then staff up to USER_COUNT; `websites` is how many websites there are. */
export function operatorUsers(demo: UserRecord[], websites: number): UserRecord[] {
  const next = seededRandom(20270401);
  const users = [...demo];
  for (let id = demo.length + 1; id <= USER_COUNT; id++) {
    const role: Role = next() < 0.04 ? 1 : 2;
    const email = `${pickOne(FIRST_NAMES, next)}.${pickOne(LAST_NAMES, next)}${id}@example.com`;
    users.push(
      seedUser(id, email, STAFF_PASSWORD, role, {
        isDeveloper: next() < 0.02,
        onlinePermissions: role === 2 && next() < 0.95 ? permissionsOf(next, websiteCount(next), websites) : null,
      }),
    );
  }
  return users;
}
