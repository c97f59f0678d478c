import { useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { readableError } from '../../shared/requests/error-message';
import { notifyError, notifySuccess } from '../../shared/notices/notify';
import { SetWebsiteTooltipsEnabledMutation } from './tooltip-sports-query';

/**
 * 'Tooltips enabled' per sport for one website. While a toggle is in flight the
 * switch shows the requested state; the returned sport then updates the cache.
 * On failure the request is dropped, so the switch shows the stored state again
 * (spec 001 §8), and the server's message is shown.
 */
export function useTooltipToggle(websiteId: string) {
  const [mutate] = useMutation(SetWebsiteTooltipsEnabledMutation);
  const [pending, setPending] = useState<Record<string, boolean>>({});

  const settle = useCallback((sportId: string) => {
    setPending((previous) => {
      const next = { ...previous };
      delete next[sportId];
      return next;
    });
  }, []);

  const toggle = useCallback(
    async (sportId: string, enabled: boolean) => {
      setPending((previous) => ({ ...previous, [sportId]: enabled }));
      try {
        const result = await mutate({ variables: { websiteId, sportId, enabled } });
        const payload = result.data?.setWebsiteTooltipsEnabled;
        const message = payload?.userErrors[0]?.message ?? (payload?.tooltipSport ? null : 'Tooltips could not be changed.');
        if (message) notifyError(message);
        // Confirmed like every other save (the spec gives no text for this one).
        else if (payload?.tooltipSport) notifySuccess(`Tooltips ${enabled ? 'enabled' : 'disabled'} for ${payload.tooltipSport.name}`);
      } catch (failure) {
        notifyError(readableError(failure));
      } finally {
        settle(sportId);
      }
    },
    [mutate, websiteId, settle],
  );

  return { pending, toggle };
}
