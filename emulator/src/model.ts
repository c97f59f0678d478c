// The shapes kept in store.json and the public views the routes send.

export type Role = 1 | 2;

export interface UserRecord {
  id: number;
  email: string;
  role: Role;
  isDeveloper: boolean;
  /** Legacy upstream field, always null unless a test writes it raw. */
  permissions: unknown;
  /** JSON text {permissions, onlineWebsitePermissions, onlineHelpPermissions} or null. */
  onlinePermissions: string | null;
  createdAt: string;
  passwordHash: string;
  /** Codes this user activated; each stays a valid Activation-Token. */
  activatedCodes: string[];
  /** The latest code sent and not yet used or voided. */
  pendingCode: PendingCode | null;
}

export interface PendingCode {
  code: string;
  expiresAt: string;
  wrongTries: number;
}

export interface AccessToken {
  userId: number;
  createdAt: string;
}

export interface OutboxMessage {
  email: string;
  code: string;
  sentAt: string;
}

export interface Company {
  id: number;
  name: string;
}

export interface Market {
  id: number;
  name: string;
  companyId: number;
  defaultLanguage: string;
  additionalLanguages: string[];
}

export interface Betshop {
  id: number;
  name: string;
  marketId: number;
}

export interface Website {
  id: number;
  name: string;
  url: string;
  betshopId: number | null;
}

export interface StoreData {
  version: 1;
  /** Next id per collection, so ids are never reused after a delete. */
  nextIds: { users: number; companies: number; markets: number; betshops: number; websites: number };
  users: UserRecord[];
  /** Access token → owner. Revoking a token deletes its entry. */
  tokens: Record<string, AccessToken>;
  outbox: OutboxMessage[];
  companies: Company[];
  markets: Market[];
  betshops: Betshop[];
  websites: Website[];
}

/** The upstream user model: never the password hash or activation data. */
export interface PublicUser {
  id: number;
  email: string;
  role: Role;
  isDeveloper: boolean;
  permissions: unknown;
  onlinePermissions: string | null;
  createdAt: string;
}

export function publicUser(user: UserRecord): PublicUser {
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    isDeveloper: user.isDeveloper,
    permissions: user.permissions,
    onlinePermissions: user.onlinePermissions,
    createdAt: user.createdAt,
  };
}

export function findUserByEmail(data: StoreData, email: string): UserRecord | undefined {
  const wanted = email.trim().toLowerCase();
  return data.users.find((user) => user.email.toLowerCase() === wanted);
}

export function findUserById(data: StoreData, id: number): UserRecord | undefined {
  return data.users.find((user) => user.id === id);
}
