// The records of the older domains that the store's migrations know (users and their sessions,
// the organisation, languages, sections and words), with no import: the domains' seeds and the
// storage below the routes use them. model.ts composes them with the other collections.
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

// Organisation records carry the territory hierarchy source's id as `externalId`
// (null for records that did not come from it; missing in older store files).
export interface Company {
  id: number;
  name: string;
  externalId: string | null;
}

export interface Market {
  id: number;
  name: string;
  companyId: number;
  externalId: string | null;
  defaultLanguage: string;
  additionalLanguages: string[];
}

export interface Betshop {
  id: number;
  name: string;
  marketId: number;
  externalId: string | null;
}

export interface Website {
  id: number;
  name: string;
  url: string;
  betshopId: number | null;
}

/** An online language: `code` is unique (case-insensitive) and has no spaces. */
export interface Language {
  id: number;
  name: string;
  code: string;
}

/** A translation section; the one with key `tooltips` is special. */
export interface Section {
  id: number;
  key: string;
  title: string;
}

/** A translation key (`section.key`); unique within its section. */
export interface Word {
  id: number;
  key: string;
  sectionId: number;
}

/** One phrase of a word in one language (at most one per word and language). */
export interface Translation {
  id: number;
  wordId: number;
  languageId: number;
  phrase: string;
}

/** A phrase that replaces a word's translation on one website in one language. */
export interface WordException {
  id: number;
  wordId: number;
  languageId: number;
  websiteId: number;
  phrase: string;
}

export const TOOLTIPS_SECTION_KEY = 'tooltips';

/** The upstream user model: never the password hash or activation data. */
export type PublicUser = Pick<UserRecord, 'id' | 'email' | 'role' | 'isDeveloper' | 'permissions' | 'onlinePermissions' | 'createdAt'>;

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
