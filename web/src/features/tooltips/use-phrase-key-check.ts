import { useApolloClient } from '@apollo/client/react';
import { useState, type Dispatch, type SetStateAction } from 'react';
import { CheckTooltipPhraseKeyQuery, TooltipTranslationsQuery } from './sport-tooltips-operations';
import { MAIN, setPhrase, type TooltipDraft } from './tooltip-form-state';

/**
 * The phrase key checked with the server when it leaves its field (spec 001 §6): a key another
 * tooltip of the sport has is refused; an existing translation of it fills the phrases not typed yet.
 */
export function usePhraseKeyCheck(sportId: string, savedKey: string | null, setDraft: Dispatch<SetStateAction<TooltipDraft>>) {
  const client = useApolloClient();
  const [keyTaken, setKeyTaken] = useState<string | null>(null);
  const checkKey = async (typed: string) => {
    const key = typed.trim();
    setKeyTaken(null);
    if (!key || key === savedKey) return;
    const { data } = await client.query({
      query: CheckTooltipPhraseKeyQuery,
      variables: { sportId, phraseKey: key },
      fetchPolicy: 'network-only',
    });
    if (data?.checkTooltipPhraseKey.keyExists) return setKeyTaken(`Phrase Key ${key} already exists.`);
    if (!data?.checkTooltipPhraseKey.translationExists) return;
    const t = await client.query({
      query: TooltipTranslationsQuery,
      variables: { sportId, phraseKey: key, positions: [] },
      fetchPolicy: 'network-only',
    });
    const main = t.data?.tooltipTranslations[0];
    if (main)
      setDraft((d) =>
        main.phrases.reduce((acc, p) => (acc.phrases[MAIN]?.[p.languageId] ? acc : setPhrase(acc, MAIN, p.languageId, p.phrase)), d),
      );
  };
  return { keyTaken, checkKey };
}
