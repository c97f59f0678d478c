import { readableError } from '../../shared/requests/error-message';
import { notifyError, notifySuccess } from '../../shared/notices/notify';
import { useCommentPrompt } from './comment-prompt';

export interface ChangeOutcome {
  ok: boolean;
  userErrors: readonly { message: string }[];
}

/**
 * A help change from a list (delete, duplicate, reorder): the comment modal first,
 * then the mutation, then the list read again. A refused or failed change also
 * reloads the list (spec 001 §6) and says why.
 */
export function useHelpChange(reload: () => unknown) {
  const comment = useCommentPrompt();

  const run = async (change: (comment: string | null) => Promise<ChangeOutcome>, success: (() => string) | string): Promise<boolean> => {
    const note = await comment.ask();
    if (note === null) return false;
    try {
      const outcome = await change(note || null);
      void reload();
      if (!outcome.ok) {
        notifyError(outcome.userErrors[0]?.message ?? 'The change was not saved.');
        return false;
      }
      notifySuccess(typeof success === 'string' ? success : success());
      // A comment that did not land beside a change that did.
      for (const problem of outcome.userErrors) notifyError(problem.message);
      return true;
    } catch (error) {
      void reload();
      notifyError(readableError(error));
      return false;
    }
  };

  return { run, modal: comment.modal };
}
