// Seeded demo accounts (emulator/README.md).
export type Account = { email: string; password: string };

export const admin: Account = { email: 'admin@example.com', password: 'Admin123!' };
export const manager: Account = { email: 'manager@example.com', password: 'Manager123!' };
export const developer: Account = { email: 'developer@example.com', password: 'Developer123!' };

/** A unique email per call, so specs never collide with each other or with a rerun. */
export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.com`;
