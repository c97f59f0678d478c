// What a gateway replica must learn from the others about users' sessions:
// that a user's sessions issued before a moment are over (a password change),
// and that a user's permissions or role changed (their cached viewer goes).
// In memory for one gateway; Redis (keys + pub/sub) for several replicas.

export interface SessionRevocation {
  /** Sessions issued before this moment (ms) are over… */
  before: number;
  /** …except this one (the session that changed the password). */
  keep: string | null;
}

export interface SessionEvents {
  revokeSessions(userId: string, revocation: SessionRevocation, ttlMs: number): Promise<void>;
  revocation(userId: string): Promise<SessionRevocation | null>;
  /** Tells every replica (this one included) that this user changed. */
  userChanged(userId: string): Promise<void>;
  onUserChanged(listener: (userId: string) => void): void;
  /** Settles once this replica hears other replicas' changes (at once in memory). */
  listening(): Promise<void>;
}

export class MemorySessionEvents implements SessionEvents {
  private readonly revocations = new Map<string, { revocation: SessionRevocation; expiresAt: number }>();
  private readonly listeners: Array<(userId: string) => void> = [];

  constructor(private readonly now: () => number = Date.now) {}

  async revokeSessions(userId: string, revocation: SessionRevocation, ttlMs: number): Promise<void> {
    this.revocations.set(userId, { revocation, expiresAt: this.now() + ttlMs });
  }

  async revocation(userId: string): Promise<SessionRevocation | null> {
    const entry = this.revocations.get(userId);
    if (!entry) return null;
    if (entry.expiresAt <= this.now()) {
      this.revocations.delete(userId);
      return null;
    }
    return entry.revocation;
  }

  async userChanged(userId: string): Promise<void> {
    for (const listener of this.listeners) listener(userId);
  }

  onUserChanged(listener: (userId: string) => void): void {
    this.listeners.push(listener);
  }

  listening(): Promise<void> {
    return Promise.resolve();
  }
}
