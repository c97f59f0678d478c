// Spec 001 §2.5, §7: the big jackpot configuration on the operator API, and the jackpot
// service's finish-active-jackpot (served here too; JACKPOT_URL points the gateway at it).
import type { EmulatorDeps } from '../../deps';
import type { JsonObject } from '../../http/body';
import { badRequest, notFound } from '../../http/errors';
import { idParam, type Router } from '../../http/router';
import { Validator } from '../../http/validation';
import type { BigJackpotRecord } from '../../model-configurations';

const positive = (value: unknown) => typeof value === 'number' && Number.isFinite(value) && value > 0;

function isCurrencyRanges(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    const list: unknown = JSON.parse(value);
    return (
      Array.isArray(list) &&
      list.every(
        (row: unknown) =>
          typeof row === 'object' &&
          row !== null &&
          typeof (row as JsonObject).name === 'string' &&
          typeof (row as JsonObject).bigJackpotValueFrom === 'number' &&
          typeof (row as JsonObject).bigJackpotValueTo === 'number',
      )
    );
  } catch {
    return false;
  }
}

function checkJackpot(body: JsonObject): Omit<BigJackpotRecord, 'id'> {
  const validator = new Validator(body);
  validator.custom('startValue', positive(body.startValue), 'isPositive', 'startValue must be a positive number');
  validator.custom('maxValue', positive(body.maxValue), 'isPositive', 'maxValue must be a positive number');
  if (positive(body.startValue) && positive(body.maxValue)) {
    validator.custom(
      'startValue',
      (body.startValue as number) < (body.maxValue as number),
      'isLessThan',
      'startValue must be less than maxValue',
    );
  }
  validator.custom(
    'timeRange',
    Number.isInteger(body.timeRange) && (body.timeRange as number) >= 1,
    'min',
    'timeRange must not be less than 1',
  );
  validator.custom(
    'currencyRanges',
    isCurrencyRanges(body.currencyRanges),
    'isJson',
    'currencyRanges must be a json string of currency ranges',
  );
  validator.check();
  return {
    startValue: body.startValue as number,
    maxValue: body.maxValue as number,
    timeRange: body.timeRange as number,
    currencyRanges: body.currencyRanges as string,
  };
}

export function registerJackpotRoutes(router: Router, { store }: EmulatorDeps): void {
  router.add('GET', '/big-jackpot', () => {
    const jackpot = store.read().bigJackpot;
    if (!jackpot) throw notFound('Big jackpot configuration not found');
    return { status: 200, body: jackpot };
  });

  router.add('POST', '/big-jackpot', async ({ body }) => {
    const fields = checkJackpot(body);
    const created = await store.update((draft) => {
      if (draft.bigJackpot) throw badRequest('A big jackpot configuration already exists');
      draft.bigJackpot = { id: draft.nextIds.bigJackpots++, ...fields };
      return draft.bigJackpot;
    });
    return { status: 201, body: created };
  });

  router.add('PATCH', '/big-jackpot/:id', async (ctx) => {
    const id = idParam(ctx);
    const fields = checkJackpot(ctx.body);
    const updated = await store.update((draft) => {
      if (!draft.bigJackpot || draft.bigJackpot.id !== id) throw notFound('Big jackpot configuration not found');
      Object.assign(draft.bigJackpot, fields);
      return draft.bigJackpot;
    });
    return { status: 200, body: updated };
  });

  router.add('DELETE', '/big-jackpot', async () => {
    await store.update((draft) => {
      draft.bigJackpot = null;
    });
    return { status: 200, body: {} };
  });

  // The jackpot service: ends the running round and starts the next one.
  router.add('POST', '/jackpot/finish-active-jackpot', async () => {
    const round = await store.update((draft) => {
      const finished = draft.jackpotRound.round;
      draft.jackpotRound = { round: finished + 1, startedAt: new Date().toISOString() };
      return finished;
    });
    return { status: 201, body: { data: { status: 'FINISHED', finishedRound: round } } };
  });
}
