import type { Request, RequestHandler, Response } from 'express';
import type { GatewayContext } from '../../context';
import { sendRouteError } from '../../http/route-error';
import { upstreamMessage } from '../../upstream/error-mapping';
import { requireReadTranslations } from './guards';
import { sendGuardedCsv } from '../../http/csv-formula-guard';

// GET /exports/translations/:languageId.csv — a plain download link (session
// cookie, READ on translations). It changes nothing, so a cross-site GET can
// do no harm. The upstream CSV is piped through the formula guard chunk by
// chunk: a 100,000-row export never sits whole in the gateway's memory.

export const EXPORT_ROUTE = '/exports/translations/:file';
export const NO_TRANSLATIONS = 'There is no available translations for given language!';
const SAFE_DISPOSITION = /^attachment; filename="language-[A-Za-z0-9_-]{1,40}-translations\.csv"$/;

export function translationsExport(createContext: (req: Request, res: Response) => GatewayContext): RequestHandler {
  return async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const match = /^(\d{1,15})\.csv$/.exec(String(req.params.file ?? ''));
    if (!match) {
      res.status(404).json({ message: 'Not found' });
      return;
    }
    const languageId = match[1]!;
    const ctx = createContext(req, res);
    try {
      await requireReadTranslations(ctx);
      const upstream = await ctx.streamApi({
        method: 'GET',
        path: `/online-translation/export/${languageId}`,
        headers: { accept: 'text/csv' },
      });
      if (upstream.statusCode !== 200) {
        const body = await upstream.body.json().catch(() => undefined);
        const message = upstream.statusCode === 400 ? NO_TRANSLATIONS : (upstreamMessage(body) ?? 'Language not found');
        res.status(404).json({ message });
        return;
      }
      const disposition = String(upstream.headers['content-disposition'] ?? '');
      await sendGuardedCsv(
        res,
        upstream.body,
        SAFE_DISPOSITION.test(disposition) ? disposition : `attachment; filename="language-${languageId}-translations.csv"`,
      );
    } catch (error) {
      sendRouteError(res, error);
    }
  };
}
