import { describe, expect, it } from 'vitest';
import { createCheckRequestSchema, verifyRequestSchema } from './api-schemas.js';
import { createApp } from './create-app.js';

// biome-ignore lint/suspicious/noExplicitAny: tests read JSON bodies by path
type Doc = Record<string, any>;

function refs(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) refs(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string') found.push(item);
      else refs(item, found);
    }
  }
  return found;
}

describe('GET /openapi.json', () => {
  it('documents the list as bounded summaries and one check as the whole row', async () => {
    const doc = (await (await createApp({}).request('/openapi.json')).json()) as Doc;
    const list = doc.paths['/v1/checks'].get;
    expect(list.responses['200'].content['application/json'].schema.properties.items.items).toEqual({
      $ref: '#/components/schemas/CheckSummary',
    });
    const limit = list.parameters.find((parameter: { name: string }) => parameter.name === 'limit');
    expect(limit.schema).toMatchObject({ minimum: 1, maximum: 200 });
    const summary = doc.components.schemas.CheckSummary;
    expect(Object.keys(summary.properties)).not.toContain('chunks');
    expect(Object.keys(summary.properties)).not.toContain('report');
    expect(summary.properties.claimCounts.required).toContain('judgeErrors');
    expect(doc.paths['/v1/checks/{id}'].get.responses['200'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/Check',
    });
    // The report documented is the one save() validates: claims are claim objects.
    expect(doc.components.schemas.Report.properties.claims.items.required).toEqual(
      expect.arrayContaining(['claim', 'verdict', 'evidence']),
    );
  });

  it('is an OpenAPI 3.1 document whose request schemas come from the validating zod schemas', async () => {
    const doc = (await (await createApp({}).request('/openapi.json')).json()) as Doc;
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info).toMatchObject({ title: 'faithcheck', version: expect.any(String) });
    for (const path of [
      '/v1/verify',
      '/v1/checks',
      '/v1/checks/{id}',
      '/v1/checks/{id}/labels',
      '/v1/labels/export',
      '/v1/labels/agreement',
      '/healthz',
      '/metrics',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
    // Issue 16 item 5: the retry guarantee is documented where clients read it.
    const createCheck = doc.paths['/v1/checks'].post;
    expect(createCheck.parameters).toEqual([
      expect.objectContaining({ name: 'Idempotency-Key', in: 'header' }),
    ]);
    expect(createCheck.description).toMatch(/retry with the same key and body/);
    const verifySchema = doc.components.schemas.VerifyRequest;
    expect(verifySchema.type).toBe('object');
    expect(verifySchema.required).toEqual(['response']);
    expect(Object.keys(verifySchema.properties).sort()).toEqual(
      Object.keys(verifyRequestSchema.shape).sort(),
    );
    expect(verifySchema.additionalProperties).toBe(false);
    expect(verifySchema.properties.threshold).toMatchObject({ type: 'number', minimum: 0, maximum: 1 });
    const createSchema = doc.components.schemas.CreateCheckRequest;
    expect(Object.keys(createSchema.properties).sort()).toEqual(
      Object.keys(createCheckRequestSchema.shape).sort(),
    );
    const parameters = doc.paths['/v1/checks'].get.parameters as Array<{ name: string; in: string }>;
    expect(parameters.map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining([
        'flagged',
        'since',
        'until',
        'minScore',
        'maxScore',
        'chatId',
        'limit',
        'cursor',
      ]),
    );
    expect(parameters.every((parameter) => parameter.in === 'query')).toBe(true);
    for (const ref of refs(doc)) {
      const name = ref.replace('#/components/schemas/', '');
      expect(doc.components.schemas[name], ref).toBeDefined();
    }
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
  });
});
