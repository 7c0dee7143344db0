/**
 * The review pages, served by the same process as the API: `/review` (the list) and
 * `/review/checks/:id` (one check). Server-rendered, escaped through `html`, with a strict
 * nonce-based Content-Security-Policy.
 */
import type { Context, Hono } from 'hono';
import type { CheckStore } from '../../store/check-store.js';
import { ApiError } from '../api-error.js';
import { listChecksQuerySchema } from '../api-schemas.js';
import { parseQueryValues } from '../parse-request.js';
import { fillDays } from './flag-rate-chart.js';
import { createNonce, pageHeaders, renderPage } from './page-layout.js';
import { renderCheckPage } from './render-check-page.js';
import { type ListPageFilters, renderListPage } from './render-list-page.js';

const DAY_MS = 86_400_000;
/** Days shown in the flag-rate chart when the filters give no range. */
const CHART_DAYS = 30;

function respond(
  context: Context,
  title: string,
  body: Parameters<typeof renderPage>[0]['body'],
  nonce: string,
) {
  for (const [name, value] of Object.entries(pageHeaders(nonce))) context.header(name, value);
  return context.html(renderPage({ title, body, nonce }));
}

function requireStore(store: CheckStore | undefined): CheckStore {
  if (store) return store;
  throw new ApiError({
    status: 501,
    code: 'store_not_configured',
    message: 'the review page needs a check store; start the server with `faithcheck serve`',
  });
}

export function registerReviewRoutes(app: Hono, options: { store: CheckStore | undefined }): void {
  app.get('/', (context) => context.redirect('/review'));

  app.get('/review', async (context) => {
    const store = requireStore(options.store);
    const raw = context.req.query();
    const filters: ListPageFilters = {};
    for (const key of ['since', 'until', 'minScore', 'maxScore', 'flagged'] as const) {
      const value = raw[key]?.trim();
      if (value) filters[key] = value;
    }
    const query = parseQueryValues(
      { ...filters, ...(raw.cursor ? { cursor: raw.cursor } : {}) },
      listChecksQuerySchema,
    );
    // A date picked as "To" includes that whole day.
    const until =
      query.until && filters.until && /^\d{4}-\d{2}-\d{2}$/.test(filters.until)
        ? new Date(query.until.getTime() + DAY_MS)
        : query.until;
    const page = await store.list({ ...query, until, order: 'flagged_first', limit: query.limit ?? 50 });
    const chartTo = until ? new Date(until.getTime() - 1) : new Date();
    const chartFrom = query.since ?? new Date(chartTo.getTime() - (CHART_DAYS - 1) * DAY_MS);
    const counts = await store.dailyCounts({ since: chartFrom, until: until ?? undefined });
    const days = fillDays(counts, chartFrom, chartTo);
    const nonce = createNonce();
    return respond(context, 'Checks', renderListPage({ page, filters, days, firstPage: !raw.cursor }), nonce);
  });

  app.get('/review/checks/:id', async (context) => {
    const id = context.req.param('id');
    const check = id.length <= 200 ? await requireStore(options.store).get(id) : null;
    if (!check) throw new ApiError({ status: 404, code: 'not_found', message: `no check with id "${id}"` });
    const nonce = createNonce();
    return respond(context, `Check ${check.id}`, renderCheckPage(check), nonce);
  });
}
