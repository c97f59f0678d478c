import { viewerFingerprint, type ViewerModel } from '../../access/viewer-model';

// The replica's open live streams (issue 39): how many one session and the replica may hold, and
// whether each stream's viewer is still who it opened as. Streams are grouped by session; every
// `recheckMs` (the viewer cache's window) each group's viewer is read again, once for the group,
// and at once when a user changed (a permission, a password, a sign-out: session events, on
// every replica). A viewer gone (signed out, session revoked) ends the group's streams with
// UNAUTHENTICATED; a viewer allowed other things ends them plainly, and the app opens them again
// as the viewer it now is, so every stream filters with the permissions of the moment.

export type StreamEnd = 'signed-out' | 'viewer-changed' | 'closing';

export interface LiveStream {
  readonly fingerprint: string;
  end(reason: StreamEnd): void;
}

interface SessionGroup {
  userId: string;
  streams: Set<LiveStream>;
  /** Reserved by requests still opening. */
  opening: number;
  /** Reads the session's viewer afresh (through the replica's viewer cache). */
  viewer: () => Promise<ViewerModel | null>;
  checking: boolean;
  /** A change was heard while a check was under way: check once more after it. */
  again: boolean;
}

export interface StreamLimits {
  perSession: number;
  perReplica: number;
  recheckMs: number;
}

/** A place for one stream, held from the request's admission to the stream's end. */
export interface StreamSlot {
  /** The stream opened: it is checked with its session from now on. */
  open(stream: LiveStream): void;
  /** The stream ended, or never opened. */
  release(): void;
}

export class LiveStreams {
  private readonly sessions = new Map<string, SessionGroup>();
  private held = 0;
  /** Events sent on every stream since start (the metrics read it). */
  eventsSent = 0;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly limits: StreamLimits,
    private readonly onError: (error: unknown) => void,
  ) {
    this.timer = setInterval(() => this.recheck(() => true), limits.recheckMs);
    this.timer.unref();
  }

  /**
   * A place for a new stream of this session, or why there is none: this session holds its
   * limit, or the replica does. Taken at once, before anything is awaited.
   */
  reserve(sessionKey: string, viewer: ViewerModel, readViewer: () => Promise<ViewerModel | null>): StreamSlot | 'session' | 'replica' {
    if (this.held >= this.limits.perReplica) return 'replica';
    const group = this.sessions.get(sessionKey) ?? {
      userId: viewer.id,
      streams: new Set(),
      opening: 0,
      viewer: readViewer,
      checking: false,
      again: false,
    };
    if (group.streams.size + group.opening >= this.limits.perSession) return 'session';
    this.sessions.set(sessionKey, group);
    group.opening += 1;
    this.held += 1;
    let stream: LiveStream | null = null;
    let released = false;
    return {
      open: (opened) => {
        stream = opened;
        group.opening -= 1;
        group.streams.add(opened);
      },
      release: () => {
        if (released) return;
        released = true;
        this.held -= 1;
        if (stream) group.streams.delete(stream);
        else group.opening -= 1;
        if (group.streams.size === 0 && group.opening === 0 && this.sessions.get(sessionKey) === group) this.sessions.delete(sessionKey);
      },
    };
  }

  /** This user changed (on any replica): their streams' viewers are read again now. */
  userChanged(userId: string): void {
    this.recheck((group) => group.userId === userId);
  }

  /** One event went out on a stream. */
  countEvent(): void {
    this.eventsSent += 1;
  }

  /** The replica's cap (the metrics show it beside `open()`). */
  get limit(): number {
    return this.limits.perReplica;
  }

  /** How many streams are open or opening (the bench, health). */
  open(): number {
    return this.held;
  }

  /** Ends every open stream (a draining replica): clients reconnect, through the balancer, elsewhere. */
  closeAll(): void {
    clearInterval(this.timer);
    for (const group of [...this.sessions.values()]) for (const stream of [...group.streams]) stream.end('closing');
  }

  private recheck(which: (group: SessionGroup) => boolean): void {
    for (const group of this.sessions.values()) if (group.streams.size > 0 && which(group)) this.check(group);
  }

  private check(group: SessionGroup): void {
    if (group.checking) {
      group.again = true;
      return;
    }
    group.checking = true;
    group
      .viewer()
      .then((viewer) => {
        const fingerprint = viewer && viewerFingerprint(viewer);
        for (const stream of [...group.streams]) {
          if (fingerprint === null) stream.end('signed-out');
          else if (fingerprint !== stream.fingerprint) stream.end('viewer-changed');
        }
      })
      // The upstream could not say (an outage): the streams go on, and the next check asks again.
      .catch(this.onError)
      .finally(() => {
        group.checking = false;
        if (group.again) {
          group.again = false;
          this.check(group);
        }
      });
  }
}
