import { Readable } from 'node:stream';
import { execute, GraphQLError, parse, type GraphQLSchema } from 'graphql';
import type { RequestHandler } from 'express';
import { sendGuardedCsv } from '../http/csv-formula-guard';
import { csvLine } from '../http/csv-line';
import { sendRouteError } from '../http/route-error';
import type { ContextFor, GatewayRoute } from '../gateway-route';

// 'Export CSV' of a list as the screen filters it: `/exports/{name}.csv` with the screen's
// own URL keys. The rows are the list's GraphQL query itself, run page after page (100
// rows each) with the request's context, so the export sees exactly what the screen may
// see: the same permission checks, mapping and upstream calls. Rows are written as pages
// arrive, through the formula guard; a refusal before the first row answers its status.

const EXPORT_PAGE_SIZE = 100;

export interface ListExportSpec<Item> {
  /** The file and route name: `/exports/{name}.csv`. */
  name: string;
  /** A query taking `$page` and `$pageSize` whose root field answers `{ items, pageCount }`. */
  document: string;
  /** That root field's name. */
  field: string;
  /** The screen's URL keys (search, section, companyId, …) → the query's other variables. */
  variables: (query: Record<string, string | undefined>) => Record<string, unknown>;
  header: readonly string[];
  row: (item: Item) => string[];
}

interface ListPage<Item> {
  items: Item[];
  pageCount: number;
}

const textOf = (query: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(query).map(([key, value]) => [key, typeof value === 'string' && value.trim() ? value.trim() : undefined]),
  );

export function listExportRoute<Item>(spec: ListExportSpec<Item>): GatewayRoute {
  const document = parse(spec.document);
  return {
    path: `/exports/${spec.name}.csv`,
    handler:
      (contextFor: ContextFor, schema: GraphQLSchema): RequestHandler =>
      async (req, res) => {
        res.setHeader('Cache-Control', 'no-store');
        const ctx = contextFor(req, res);
        const variables = spec.variables(textOf(req.query));
        const page = async (number: number): Promise<ListPage<Item>> => {
          const result = await execute({
            schema,
            document,
            contextValue: ctx,
            variableValues: { ...variables, page: number, pageSize: EXPORT_PAGE_SIZE },
          });
          const error = result.errors?.[0];
          if (error) throw error.originalError instanceof GraphQLError || !error.originalError ? error : error.originalError;
          return (result.data as Record<string, ListPage<Item>>)[spec.field]!;
        };
        try {
          const first = await page(1);
          async function* lines(): AsyncGenerator<string> {
            yield csvLine(spec.header);
            for (let number = 1, current = first; ; current = await page(++number)) {
              yield current.items.map((item) => csvLine(spec.row(item))).join('');
              if (number >= current.pageCount || current.items.length === 0) return;
            }
          }
          await sendGuardedCsv(res, Readable.from(lines()), `attachment; filename="${spec.name}.csv"`);
        } catch (error) {
          sendRouteError(res, error);
        }
      },
  };
}
