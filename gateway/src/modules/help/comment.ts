import type { GatewayContext } from '../../context';
import type { UserError } from '../../upstream/user-errors';
import { writeHistoryMessage, type HelpWrite } from './client';

// Every help change goes through the modal 'Write comment about this change if
// needed' (spec 001 §2.10): a given comment is written onto the history entry the
// change made. The change itself stands if that second write fails; the person is
// told their comment did not land.

const COMMENT_LIMIT = 2000;

export interface Outcome<T> {
  value: T | null;
  userErrors: UserError[];
}

export async function withComment<T>(ctx: GatewayContext, result: HelpWrite<T>, comment: string | null | undefined): Promise<Outcome<T>> {
  if (!result.ok) return { value: null, userErrors: result.userErrors };
  const text = comment?.trim().slice(0, COMMENT_LIMIT);
  const userErrors: UserError[] = [];
  if (text && result.value.historyLogId) {
    try {
      await writeHistoryMessage(ctx.callApi, result.value.historyLogId, text);
    } catch (error) {
      ctx.services.logger.warn({ err: error }, 'help comment not written');
      userErrors.push({ field: 'comment', message: 'The change was saved, but its comment could not be written to the history.' });
    }
  }
  return { value: result.value.value, userErrors };
}
