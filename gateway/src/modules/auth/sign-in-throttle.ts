import type { GatewayContext } from '../../context';
import type { UserError } from '../../upstream/user-errors';

// Failed sign-ins are limited per email and per client address (by default
// 10 in 15 minutes each): past the limit the gateway answers at once, without
// asking the upstream, so guessing passwords or probing emails costs time.
// Unknown and known emails are counted alike. Kept in the shared state (memory,
// or Redis across replicas); when that store fails the attempt goes through
// and the failure is logged: an outage of the throttle must not lock staff out.

const keysFor = (ctx: GatewayContext, email: string) => [`sign-in:email:${email.trim().toLowerCase()}`, `sign-in:ip:${ctx.clientIp}`];

export function tooManyAttempts(resetInMs: number): UserError {
  const minutes = Math.max(1, Math.ceil(resetInMs / 60_000));
  return { field: null, message: `Too many attempts, try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}` };
}

/** The refusal to answer instead of asking the upstream, or null. */
export async function signInRefusal(ctx: GatewayContext, email: string): Promise<UserError | null> {
  const { attempts } = ctx.services.state;
  const { maxAttempts } = ctx.services.config.signIn;
  try {
    const windows = await Promise.all(keysFor(ctx, email).map((key) => attempts.peek(key)));
    const blocked = windows.filter((w) => w.count >= maxAttempts);
    return blocked.length > 0 ? tooManyAttempts(Math.max(...blocked.map((w) => w.resetInMs))) : null;
  } catch (error) {
    ctx.services.logger.error({ err: error, reqId: ctx.requestId }, 'sign-in throttle unreadable; attempt allowed');
    return null;
  }
}

export async function recordSignInFailure(ctx: GatewayContext, email: string): Promise<void> {
  const { attempts } = ctx.services.state;
  const { windowMs } = ctx.services.config.signIn;
  await Promise.all(keysFor(ctx, email).map((key) => attempts.hit(key, windowMs))).catch((error: unknown) => {
    ctx.services.logger.error({ err: error, reqId: ctx.requestId }, 'sign-in throttle not updated');
  });
}

/** A successful sign-in clears its email's count (the address keeps its own). */
export async function recordSignInSuccess(ctx: GatewayContext, email: string): Promise<void> {
  await ctx.services.state.attempts.clear(keysFor(ctx, email)[0]!).catch(() => undefined);
}
