/**
 * The OpenAPI 3.1 document served at `/openapi.json`, generated from the zod schemas that
 * validate the requests (`z.toJSONSchema`, JSON Schema 2020-12 as OpenAPI 3.1 uses), so the
 * document describes exactly what the server accepts.
 */
import { z } from 'zod';
import { storedReportSchema } from '../store/stored-report-schema.js';
import {
  agreementQuerySchema,
  checkSummaryResponseSchema,
  createCheckRequestSchema,
  errorResponseSchema,
  exportLabelsQuerySchema,
  listChecksQuerySchema,
  listLabelsQuerySchema,
  saveLabelsRequestSchema,
  verifyRequestSchema,
} from './api-schemas.js';

type JsonSchema = Record<string, unknown>;

function toSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

function json(schemaRef: string) {
  return { 'application/json': { schema: { $ref: `#/components/schemas/${schemaRef}` } } };
}

function errorResponses(...statuses: number[]) {
  const descriptions: Record<number, string> = {
    400: 'malformed JSON or a field that fails validation (the message names it)',
    401: 'missing or invalid API key',
    403: 'the Host header is not allowed (a key-less server answers loopback names only)',
    404: 'not found',
    409: 'a conflict with what is stored (`label_limit_reached`, `idempotency_key_superseded`)',
    413: 'request body too large, or the check over the work limit (`work_too_large`)',
    415: 'the body is not sent as `Content-Type: application/json`',
    422: 'input over a limit or inconsistent (e.g. duplicate chunk ids)',
    501: 'the feature is not configured on this server',
    502: 'the judge failed',
    503: 'the database is unavailable, or every judge thread is busy (`busy`, with `Retry-After`)',
    504: 'the request timed out',
  };
  return Object.fromEntries(
    statuses.map((status) => [
      String(status),
      { description: descriptions[status] ?? 'error', content: json('Error') },
    ]),
  );
}

const security = [{ bearerAuth: [] }];

/** Build the document. `version` is the package version. */
export function buildOpenApi(options: { version: string }): Record<string, unknown> {
  const queryShape = listChecksQuerySchema.shape;
  const queryParameters = (shape: Record<string, unknown>) =>
    Object.entries(shape).map(([name, field]) => {
      const schema = toSchema(field as z.ZodType, 'input');
      const { description, ...rest } = schema;
      return { name, in: 'query', required: false, description, schema: rest };
    });
  const listParameters = queryParameters(queryShape);
  const checkId = { name: 'id', in: 'path', required: true, schema: { type: 'string' } };
  const checkSchema = {
    type: 'object',
    description: 'A stored check: the input, the report fields, and `createdAt`.',
    properties: {
      id: { type: 'string' },
      chatId: { type: ['string', 'null'] },
      messageId: { type: ['string', 'null'] },
      response: { type: 'string' },
      overallScore: { type: 'number' },
      flagged: { type: 'boolean' },
      createdAt: { type: 'string', format: 'date-time' },
      report: { $ref: '#/components/schemas/Report' },
    },
    required: ['id', 'response', 'overallScore', 'flagged', 'createdAt'],
  };
  const common = errorResponses(400, 401, 403, 413, 415, 422, 502, 503, 504);
  return {
    openapi: '3.1.0',
    info: {
      title: 'faithcheck',
      version: options.version,
      description: 'Verify RAG answers claim by claim against the retrieved chunks.',
    },
    security,
    paths: {
      '/v1/verify': {
        post: {
          operationId: 'verify',
          summary: 'Verify an answer and return the report (nothing is stored)',
          requestBody: { required: true, content: json('VerifyRequest') },
          responses: { '200': { description: 'the report', content: json('Report') }, ...common },
        },
      },
      '/v1/checks': {
        post: {
          operationId: 'createCheck',
          summary: 'Verify and store a check; with `async: true`, enqueue it and return the job id',
          description:
            'A `504` does not say whether the check was stored: the deadline answers while the save may still complete. ' +
            'Send an `Idempotency-Key` and retry with the same key and body: the retry answers with the row the first ' +
            'request stored (same id, report and status, header `Idempotent-Replayed: true`) and never stores a second one; ' +
            'with `async: true` the key is reserved when the request is accepted: a retry answers the first `202` without a second job, ' +
            'another body is `422`, the same request sent synchronously writes the same row, and a retry of a key whose row a later ' +
            'request has updated is `409 idempotency_key_superseded` (nothing changes).',
          parameters: [
            {
              name: 'Idempotency-Key',
              in: 'header',
              required: false,
              description:
                'Makes retries safe: the same key and body answer as the first request did; the same key with another body is `422 idempotency_key_reused`.',
              schema: { type: 'string', pattern: '^[\\x21-\\x7e]{1,255}$' },
            },
          ],
          requestBody: { required: true, content: json('CreateCheckRequest') },
          responses: {
            '200': {
              description: 'updated the check of the same chat message: `{ id, created: false, report }`',
            },
            '201': { description: 'stored: `{ id, created, report }`' },
            '202': { description: 'queued: `{ jobId }`' },
            ...common,
            ...errorResponses(501),
          },
        },
        get: {
          operationId: 'listChecks',
          summary:
            'List stored checks as summaries (never chunks or reports; at most 200 a page), newest (or flagged) first, with cursor pagination',
          parameters: listParameters,
          responses: {
            '200': {
              description: '`{ items, nextCursor }`; `GET /v1/checks/{id}` returns one check whole',
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    properties: {
                      items: { type: 'array', items: { $ref: '#/components/schemas/CheckSummary' } },
                      nextCursor: { type: ['string', 'null'] },
                    },
                  },
                },
              },
            },
            ...errorResponses(400, 401, 503),
          },
        },
      },
      '/v1/checks/{id}': {
        get: {
          operationId: 'getCheck',
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
          responses: {
            '200': { description: 'the stored check', content: json('Check') },
            ...errorResponses(401, 404, 503),
          },
        },
      },
      '/v1/checks/{id}/labels': {
        post: {
          operationId: 'saveLabels',
          summary:
            "Save reviewers' labels of the check's claims (a second label by the same reviewer updates it)",
          description:
            "With a named API key the reviewer is the key's name (`reviewerVerified: true`) and a `reviewer` in the body is ignored; " +
            "without keys, or with unnamed keys only, the body's `reviewer` is kept, unverified. An unnamed key among named ones is `403 label_forbidden`. " +
            'A check holds at most 10,000 labels: a save that would add more is `409 label_limit_reached` (updates still pass).',
          parameters: [checkId],
          requestBody: { required: true, content: json('SaveLabelsRequest') },
          responses: {
            '200': { description: '`{ items }`: the saved labels' },
            ...errorResponses(400, 401, 403, 404, 409, 422, 503),
          },
        },
        get: {
          operationId: 'listLabels',
          summary: "A page of the check's labels, by claim then reviewer",
          parameters: [checkId, ...queryParameters(listLabelsQuerySchema.shape)],
          responses: {
            '200': { description: '`{ items, nextCursor }`' },
            ...errorResponses(400, 401, 404, 422, 503),
          },
        },
      },
      '/v1/labels/export': {
        get: {
          operationId: 'exportLabels',
          summary: 'Every label as the JSON lines of `faithcheck labels export`, streamed page by page',
          parameters: queryParameters(exportLabelsQuerySchema.shape),
          responses: {
            '200': {
              description: 'one labelled-data line per label',
              content: { 'application/x-ndjson': { schema: { type: 'string' } } },
            },
            ...errorResponses(400, 401, 501, 503),
          },
        },
      },
      '/v1/labels/agreement': {
        get: {
          operationId: 'labelAgreement',
          parameters: queryParameters(agreementQuerySchema.shape),
          responses: {
            '200': {
              description:
                "reviewers' agreement per judge identity (and tag value with `by`): `{ by, since, verifiedOnly, minLabels, level, truncated, groups: [{ judgeIdentity, tag, labels, withoutJudgeVerdict, status: 'ok' | 'too_few_labels', accuracy, balancedAccuracy, kappa, baseRate, interval: { low, high, level }, confusion, byVerdict }], days: [{ day, judgeIdentity, labels, agreeing }] }`; figures are null below `minLabels` (docs/agreement.md)",
            },
            '404': { description: '`no_labels`: no label matches (empty store, `since`, `verified`)' },
            ...errorResponses(400, 401, 501, 503),
          },
        },
      },
      '/healthz': {
        get: {
          operationId: 'health',
          security: [],
          responses: { '200': { description: 'liveness: the process answers, `{ ok: true }`' } },
        },
      },
      '/readyz': {
        get: {
          operationId: 'ready',
          security: [],
          responses: {
            '200': { description: 'readiness: `{ ok: true, checks: { store: "ok", queue?: "ok" } }`' },
            '503': {
              description: 'a dependency failed or timed out: `{ ok: false, checks: { store: "timeout" } }`',
            },
          },
        },
      },
      '/metrics': {
        get: {
          operationId: 'metrics',
          responses: {
            '200': {
              description: 'Prometheus text',
              content: { 'text/plain': { schema: { type: 'string' } } },
            },
          },
        },
      },
    },
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: 'FAITHCHECK_API_KEYS' } },
      schemas: {
        VerifyRequest: toSchema(verifyRequestSchema, 'input'),
        CreateCheckRequest: toSchema(createCheckRequestSchema, 'input'),
        // The schema `save()` validates with: what the API documents is what can be stored.
        Report: toSchema(storedReportSchema, 'output'),
        Error: toSchema(errorResponseSchema, 'output'),
        Check: checkSchema,
        CheckSummary: toSchema(checkSummaryResponseSchema, 'output'),
        SaveLabelsRequest: toSchema(saveLabelsRequestSchema, 'input'),
      },
    },
  };
}
