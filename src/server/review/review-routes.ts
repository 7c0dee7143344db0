/**
 * The review pages, served by the same process as the API: `/review` (the list) and
 * `/review/checks/:id` (one check). Server-rendered, escaped through `html`, with a strict
 * nonce-based Content-Security-Policy.
 */
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import type { CheckStore } from '../../store/check-store.js';
import { LATEST_FILTER_DATE } from '../../store/date-range.js';
import { TAG_PATTERN } from '../../store/label-agreement.js';
import { claimReportSchema } from '../../store/stored-report-schema.js';
import { ApiError } from '../api-error.js';
import { registerLabelRoutes } from '../api-routes.js';
import { listChecksQuerySchema } from '../api-schemas.js';
import { type LabelAccess, pageReviewer } from '../label-access.js';
import { readLatestDrift } from '../latest-drift.js';
import { parseQueryValues } from '../parse-request.js';
import { readAgreement } from '../read-agreement.js';
import { fillDays } from './flag-rate-chart.js';
import { createNonce, pageHeaders, renderPage } from './page-layout.js';
import { claimWindow, renderCheckPage, renderUnreadableCheckPage } from './render-check-page.js';
import { type ListPageFilters, renderListPage } from './render-list-page.js';

const DAY_MS = 86_400_000;

const storedClaimsSchema = z.array(claimReportSchema);

/** Query string of one check's page: which page of claims (1-based). */
const checkPageQuerySchema = z.object({ claims: z.coerce.number().int().min(1).max(1_000_000).optional() });
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

export function registerReviewRoutes(
  app: Hono,
  options: { store: CheckStore | undefined; labelAccess: LabelAccess },
): void {
  app.get('/', (context) => context.redirect('/review'));

  app.get('/review', async (context) => {
    const store = requireStore(options.store);
    const raw = context.req.query();
    const filters: ListPageFilters = {};
    for (const key of ['since', 'until', 'minScore', 'maxScore', 'flagged', 'labels'] as const) {
      const value = raw[key]?.trim();
      if (value) filters[key] = value;
    }
    const query = parseQueryValues(
      { ...filters, ...(raw.cursor ? { cursor: raw.cursor } : {}) },
      listChecksQuerySchema,
    );
    // A date picked as "To" includes that whole day (up to the last date a filter may name).
    const until =
      query.until && filters.until && /^\d{4}-\d{2}-\d{2}$/.test(filters.until)
        ? new Date(Math.min(query.until.getTime() + DAY_MS, LATEST_FILTER_DATE.getTime()))
        : query.until;
    const page = await store.list({ ...query, until, order: 'flagged_first', limit: query.limit ?? 50 });
    const chartTo = until ? new Date(until.getTime() - 1) : new Date();
    const chartFrom = query.since ?? new Date(chartTo.getTime() - (CHART_DAYS - 1) * DAY_MS);
    const counts = await store.dailyCounts({ since: chartFrom, until: until ?? undefined });
    const days = fillDays(counts, chartFrom, chartTo);
    const agreement = store.labels ? await store.labels.agreementByDay({ days: CHART_DAYS }) : undefined;
    // Figures per judge (and per tag value with `?by=`): a few rows from the database however many labels.
    const by = raw.by?.trim() || undefined;
    const agreementFigures = store.labels
      ? by !== undefined && !TAG_PATTERN.test(by)
        ? {
            report: null,
            problem: { code: 'unknown_tag' as const, message: `"by" must be a chunk metadata key` },
          }
        : await readAgreement(store.labels, { by })
      : undefined;
    const drift = await readLatestDrift(store);
    const nonce = createNonce();
    return respond(
      context,
      'Checks',
      renderListPage({
        page,
        filters,
        days,
        agreement,
        agreementFigures,
        agreementBy: by,
        drift,
        firstPage: !raw.cursor,
      }),
      nonce,
    );
  });

  app.get('/review/checks/:id', async (context) => {
    const id = context.req.param('id');
    const check = id.length <= 200 ? await requireStore(options.store).get(id) : null;
    if (!check) throw new ApiError({ status: 404, code: 'not_found', message: `no check with id "${id}"` });
    const { claims: claimPage } = parseQueryValues(context.req.query(), checkPageQuerySchema);
    const nonce = createNonce();
    const claims = storedClaimsSchema.safeParse(check.claims);
    if (!claims.success) {
      const issue = claims.error.issues[0];
      const where = (issue?.path ?? []).map((key) =>
        typeof key === 'number' ? `[${key}]` : `.${String(key)}`,
      );
      const problem = `claims${where.join('')}: ${issue?.message ?? 'invalid'}`;
      return respond(context, `Check ${check.id}`, renderUnreadableCheckPage(check, problem), nonce);
    }
    // Per claim of the page shown, a summary the database counts: a few numbers however many labels.
    const window = claimWindow(claims.data.length, claimPage ?? 1);
    const labels =
      (await options.store?.labels?.summarize(check.id, { fromClaim: window.from, toClaim: window.to })) ??
      [];
    return respond(
      context,
      `Check ${check.id}`,
      renderCheckPage(check, { claimPage, labels, reviewer: pageReviewer(context) }),
      nonce,
    );
  });

  // The page's own label requests, behind the page's keys (Basic auth in a browser).
  registerLabelRoutes(app, '/review/checks/:id/labels', options.store, options.labelAccess);
}
