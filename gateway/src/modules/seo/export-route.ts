import type { Request, RequestHandler, Response } from 'express';
import type { GatewayContext } from '../../context';
import { sendGuardedCsv } from '../../http/csv-formula-guard';
import { sendRouteError } from '../../http/route-error';
import { upstreamMessage } from '../../upstream/error-mapping';
import { requireSeoRead } from './guards';

// GET /exports/seo/:websiteId.csv?languageId&category&metaTitle&metaDescription&pageTitle&content
// — Bulk Data export as a plain download link (session cookie, READ on SEO
// rules of the website). The upstream CSV streams through the formula guard;
// an upstream refusal (404 'There are no available SEO rules for given
// criteria!') comes back as JSON `{message}` with the upstream's status.

export const SEO_EXPORT_ROUTE = '/exports/seo/:file';
export const NO_SEO_RULES = 'There are no available SEO rules for given criteria!';
const CATEGORIES = new Set(['sports', 'regions', 'leagues', 'pages', 'casino-pages', 'templates']);
const FLAGS = ['metaTitle', 'metaDescription', 'pageTitle', 'content'] as const;

interface ExportQuery {
  websiteId: string;
  languageId: string;
  query: Record<string, string>;
}

/** The validated request, or the message of what is wrong with it. */
function parseRequest(req: Request): ExportQuery | string {
  const file = /^(\d{1,15})\.csv$/.exec(String(req.params.file ?? ''));
  if (!file) return 'Not found';
  const q = req.query as Record<string, unknown>;
  const languageId = typeof q.languageId === 'string' && /^\d{1,15}$/.test(q.languageId) ? q.languageId : null;
  if (!languageId) return 'languageId is required.';
  const query: Record<string, string> = {};
  if (q.category !== undefined && q.category !== '') {
    if (typeof q.category !== 'string' || !CATEGORIES.has(q.category)) return 'Unknown category.';
    query.category = q.category;
  }
  for (const flag of FLAGS) {
    const value = q[flag];
    if (value === undefined) continue;
    if (value !== 'true' && value !== 'false') return `${flag} must be true or false.`;
    query[flag] = value;
  }
  return { websiteId: file[1]!, languageId, query };
}

export function seoExport(createContext: (req: Request, res: Response) => GatewayContext): RequestHandler {
  return async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const parsed = parseRequest(req);
    if (typeof parsed === 'string') {
      res.status(parsed === 'Not found' ? 404 : 400).json({ message: parsed });
      return;
    }
    const ctx = createContext(req, res);
    try {
      await requireSeoRead(ctx, parsed.websiteId);
      const upstream = await ctx.streamApi({
        method: 'GET',
        path: `/seo-rules/websiteId/${parsed.websiteId}/language/${parsed.languageId}/export`,
        query: parsed.query,
        headers: { accept: 'text/csv' },
      });
      if (upstream.statusCode !== 200) {
        const body = await upstream.body.json().catch(() => undefined);
        const status = upstream.statusCode >= 400 && upstream.statusCode < 500 ? upstream.statusCode : 502;
        res.status(status).json({ message: upstreamMessage(body) ?? NO_SEO_RULES });
        return;
      }
      // The web app names the saved file itself; this is the fallback.
      await sendGuardedCsv(res, upstream.body, `attachment; filename="seo-export-${parsed.websiteId}-${parsed.languageId}.csv"`);
    } catch (error) {
      sendRouteError(res, error);
    }
  };
}
