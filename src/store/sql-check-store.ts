/**
 * `CheckStore` over a `SqlClient`: the one implementation both backends use. Every value is a
 * parameter; the only text assembled at run time is the choice of fixed clauses for a filter.
 */
import { InputError, StorageError } from '../errors.js';
import { decodeCursor, encodeCursor } from './check-cursor.js';
import { CHECK_COLUMNS, type CheckRow, fromRow, rowValues } from './check-row.js';
import type {
  CheckPage,
  CheckStore,
  DailyCount,
  IdempotentCheck,
  ListChecksFilter,
  StoredCheck,
} from './check-store.js';
import { fromSummaryRow, type SummaryRow, summaryQuery } from './check-summary-row.js';
import { FILTER_DATE_RANGE_MESSAGE, isFilterDate } from './date-range.js';
import { type IdempotencyReservations, idempotencyReservations } from './idempotency-reservations.js';
import { type LabelStore, labelStore } from './label-store.js';
import { DEFAULT_LIST_LIMIT, MAX_LIST_LIMIT } from './list-limits.js';
import { parseSaveInput } from './parse-save-input.js';
import { type MigrationResult, runMigrations } from './run-migrations.js';
import type { SqlClient } from './sql-client.js';
import { toStorageError } from './storage-error.js';
import { isUuid } from './uuid.js';

/** The contract, plus the SQL client underneath (for tooling and tests). */
export interface SqlCheckStore extends CheckStore {
  /** Migrations applied by the last `migrate()`. */
  readonly lastMigration: MigrationResult | null;
  readonly client: SqlClient;
  readonly labels: LabelStore;
  readonly idempotencyKeys: IdempotencyReservations;
  findByIdempotencyKey(key: string): Promise<IdempotentCheck | null>;
}

/** The review list's label filters (issue 15): checks with labels, without, or where a reviewer disagrees. */
const LABEL_FILTERS: Record<NonNullable<ListChecksFilter['labels']>, string> = {
  labelled: 'exists (select 1 from faithfulness_labels l where l.check_id = faithfulness_checks.id)',
  unlabelled: 'not exists (select 1 from faithfulness_labels l where l.check_id = faithfulness_checks.id)',
  disagreements: `exists (select 1 from faithfulness_labels l where l.check_id = faithfulness_checks.id
    and (coalesce(l.judge_verdict, '') = 'supported') <> (l.reviewer_verdict = 'supported'))`,
};

export { DEFAULT_LIST_LIMIT, MAX_LIST_LIMIT };

/** `getFlagged` (the `getFlaggedResponses` library query, whole rows) keeps the limit it always had. */
export const MAX_FLAGGED_LIMIT = 500;

function checkLimit(limit: number | undefined, fallback: number, max: number): number {
  if (limit === undefined) return fallback;
  if (!Number.isInteger(limit) || limit < 1 || limit > max)
    throw new InputError(`limit must be an integer from 1 to ${max}, got ${limit}`, 'limit');
  return limit;
}

function checkDate(value: Date | undefined, path: string): Date | undefined {
  if (value !== undefined && (!(value instanceof Date) || Number.isNaN(value.getTime())))
    throw new InputError(`${path} must be a valid Date`, path);
  if (value !== undefined && !isFilterDate(value))
    throw new InputError(`${path} ${FILTER_DATE_RANGE_MESSAGE}, got ${value.toISOString()}`, path);
  return value;
}

/**
 * @example
 * const store = createSqlCheckStore({ client: await openPostgres({ connectionString }) });
 * await store.migrate();
 */
export function createSqlCheckStore({ client }: { client: SqlClient }): SqlCheckStore {
  let lastMigration: MigrationResult | null = null;

  async function select(where: string, params: unknown[], tail: string): Promise<CheckRow[]> {
    const text = `select ${CHECK_COLUMNS} from faithfulness_checks ${where ? `where ${where}` : ''} ${tail}`;
    return (await client.query<CheckRow>(text, params)).rows;
  }

  async function findKeyed(key: string): Promise<IdempotentCheck | null> {
    const { rows } = await client.query<
      CheckRow & { idempotency_request_hash: string | null; idempotency_created: boolean | null }
    >(
      `select ${CHECK_COLUMNS}, idempotency_request_hash, idempotency_created
        from faithfulness_checks where idempotency_key = $1`,
      [key],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      check: fromRow(row),
      requestHash: row.idempotency_request_hash,
      created: row.idempotency_created ?? false,
    };
  }

  return {
    client,
    labels: labelStore(client),
    idempotencyKeys: idempotencyReservations(client),
    get lastMigration() {
      return lastMigration;
    },

    async migrate() {
      lastMigration = await runMigrations({ client });
    },

    async save(input) {
      parseSaveInput(input);
      const { columns, expressions, values } = rowValues(input);
      const params: unknown[] = [...values];
      let placeholders = expressions.map((expression, index) =>
        expression.replace('?', () => `$${index + 1}`),
      );
      const hasKey = Boolean(input.chatId && input.messageId);
      if (input.id) {
        params.push(input.id);
        columns.unshift('id');
        placeholders = [`$${params.length}::uuid`, ...placeholders];
      }
      const updates = columns
        .filter(
          (column) =>
            column !== 'id' && column !== 'chat_id' && column !== 'chat_key' && column !== 'message_id',
        )
        // The request that updates a row did not create it: its retries answer 200, as it did.
        .map((column) =>
          column === 'idempotency_created' ? `${column} = false` : `${column} = excluded.${column}`,
        );
      const conflict = hasKey
        ? `on conflict (chat_key, message_id) do update set ${updates.join(', ')}, updated_at = now()`
        : input.idempotency
          ? // One request under one key: whichever of its writers (the first request, a retry racing
            // it, its queued job) saves first wins, the others store nothing.
            'on conflict do nothing'
          : input.id
            ? `on conflict (id) do update set ${updates.join(', ')}, updated_at = now()`
            : '';
      const text = `insert into faithfulness_checks (${columns.join(', ')}) values (${placeholders.join(', ')})
        ${conflict}
        returning id::text as id, (xmax = 0) as created`;
      try {
        const { rows } = await client.query<{ id: string; created: boolean }>(text, params);
        const row = rows[0];
        if (row) return { id: row.id, created: row.created };
        const existing = input.idempotency ? await findKeyed(input.idempotency.key) : null;
        if (existing) return { id: existing.check.id, created: false };
        // The row of this id was written without the key (a job queued before keys were kept on rows).
        if (input.id && input.idempotency) return { id: input.id, created: false };
        throw new StorageError('save returned no row');
      } catch (error) {
        // Two requests with one key and different chat messages: the key's unique index refuses the second.
        if ((error as { code?: string }).code === '23505' && input.idempotency)
          throw new InputError(
            `the Idempotency-Key "${input.idempotency.key}" already belongs to another stored check`,
            'idempotencyKey',
          );
        throw toStorageError('saving the check', error);
      }
    },

    async findByIdempotencyKey(key) {
      try {
        return await findKeyed(key);
      } catch (error) {
        throw toStorageError('reading the check of an idempotency key', error);
      }
    },

    async get(id) {
      if (!isUuid(id)) return null;
      try {
        const rows = await select('id = $1', [id], '');
        return rows[0] ? fromRow(rows[0]) : null;
      } catch (error) {
        throw toStorageError('reading the check', error);
      }
    },

    async list(filter: ListChecksFilter = {}): Promise<CheckPage> {
      const limit = checkLimit(filter.limit, DEFAULT_LIST_LIMIT, MAX_LIST_LIMIT);
      const order = filter.order ?? 'newest';
      if (order !== 'newest' && order !== 'flagged_first')
        throw new InputError(`order must be newest or flagged_first, got ${String(order)}`, 'order');
      const conditions: string[] = [];
      const params: unknown[] = [];
      const add = (condition: string, ...values: unknown[]) => {
        let text = condition;
        for (const value of values) {
          params.push(value);
          const placeholder = `$${params.length}`;
          text = text.replace('?', () => placeholder);
        }
        conditions.push(text);
      };
      if (filter.flagged !== undefined) add('flagged = ?::boolean', filter.flagged);
      if (checkDate(filter.since, 'since')) add('created_at >= ?::timestamptz', filter.since);
      if (checkDate(filter.until, 'until')) add('created_at < ?::timestamptz', filter.until);
      if (filter.minScore !== undefined) add('overall_score >= ?::float8', filter.minScore);
      if (filter.maxScore !== undefined) add('overall_score <= ?::float8', filter.maxScore);
      if (filter.labels !== undefined) {
        const condition = LABEL_FILTERS[filter.labels];
        if (!condition || !Object.hasOwn(LABEL_FILTERS, filter.labels))
          throw new InputError('labels must be labelled, unlabelled or disagreements', 'labels');
        add(condition);
      }
      if (filter.status !== undefined) add('status = ?::text', String(filter.status));
      if (filter.chatId !== undefined) {
        if (typeof filter.chatId !== 'string' || filter.chatId === '')
          throw new InputError('chatId must be a non-empty string', 'chatId');
        add('chat_key = ?::text', filter.chatId);
      }
      if (filter.cursor) {
        const key = decodeCursor(filter.cursor, order);
        if (order === 'newest') add('(created_at, id) < (?::timestamptz, ?::uuid)', key.createdAt, key.id);
        else
          add(
            '(coalesce(flagged, false)::int, created_at, id) < (?::int, ?::timestamptz, ?::uuid)',
            key.flagged ? 1 : 0,
            key.createdAt,
            key.id,
          );
      }
      params.push(limit + 1);
      const text = summaryQuery({
        where: conditions.join(' and '),
        order,
        limitParameter: `$${params.length}`,
      });
      try {
        const rows = (await client.query<SummaryRow>(text, params)).rows;
        const page = rows.slice(0, limit);
        const last = page.at(-1);
        const nextCursor =
          rows.length > limit && last
            ? encodeCursor({
                order,
                createdAt: last.created_at_key,
                id: last.id,
                flagged: last.flagged ?? false,
              })
            : null;
        return { items: page.map(fromSummaryRow), nextCursor };
      } catch (error) {
        throw toStorageError('listing checks', error);
      }
    },

    async getFlagged(options = {}): Promise<StoredCheck[]> {
      const limit = checkLimit(options.limit, DEFAULT_LIST_LIMIT, MAX_FLAGGED_LIMIT);
      const since = checkDate(options.since, 'since');
      try {
        const rows = since
          ? await select(
              'flagged = true and created_at >= $1::timestamptz',
              [since, limit],
              'order by created_at desc, id desc limit $2',
            )
          : await select('flagged = true', [limit], 'order by created_at desc, id desc limit $1');
        return rows.map(fromRow);
      } catch (error) {
        throw toStorageError('reading flagged checks', error);
      }
    },

    async dailyCounts(options = {}): Promise<DailyCount[]> {
      const params: unknown[] = [];
      const conditions: string[] = [];
      if (checkDate(options.since, 'since')) {
        params.push(options.since);
        conditions.push(`created_at >= $${params.length}::timestamptz`);
      }
      if (checkDate(options.until, 'until')) {
        params.push(options.until);
        conditions.push(`created_at < $${params.length}::timestamptz`);
      }
      const text = `select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day,
          count(*)::int as checks, (count(*) filter (where flagged))::int as flagged
        from faithfulness_checks ${conditions.length ? `where ${conditions.join(' and ')}` : ''}
        group by 1 order by 1`;
      try {
        const { rows } = await client.query<{ day: string; checks: number; flagged: number }>(text, params);
        return rows.map((row) => ({
          ...row,
          flaggedRate: row.checks === 0 ? 0 : row.flagged / row.checks,
        }));
      } catch (error) {
        throw toStorageError('counting checks', error);
      }
    },

    close: () => client.close(),
  };
}
