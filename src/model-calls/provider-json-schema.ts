/**
 * The schema a structured call sends and the one its reply is checked against. The provider gets
 * the strict schema's JSON Schema (as the AI SDK converts zod, without the `$schema` line, which
 * costs tokens on every call and tells the model nothing); the reply is validated with `accept`
 * when given, so a provider that does not enforce schemas can still answer in another vocabulary
 * that is normalised afterwards. Built once per output definition.
 */
import type { FlexibleSchema } from 'ai';
import type { z } from 'zod';
import type { ModelOutput } from './model-output.js';
import type { AiSdk } from './to-model-call-error.js';

const built = new WeakMap<object, Promise<FlexibleSchema<unknown>>>();

async function build(ai: AiSdk, output: ModelOutput<z.ZodType, z.ZodType>): Promise<FlexibleSchema<unknown>> {
  const strict = ai.asSchema(output.schema);
  const { $schema: _dialect, ...json } = (await strict.jsonSchema) as Record<string, unknown>;
  const accept = output.accept ? ai.asSchema(output.accept) : strict;
  return ai.jsonSchema(json, {
    validate: async (value) => {
      const result = await accept.validate?.(value);
      return result ?? { success: true, value };
    },
  });
}

/** The schema to hand to `Output.object` for this output definition. */
export function providerJsonSchema(
  ai: AiSdk,
  output: ModelOutput<z.ZodType, z.ZodType>,
): Promise<FlexibleSchema<unknown>> {
  let schema = built.get(output);
  if (!schema) {
    schema = build(ai, output);
    built.set(output, schema);
  }
  return schema;
}

/**
 * The JSON Schema a provider receives for this output (tests and the bench read it).
 * @example (await jsonSchemaSent(output)).properties.verdict // { type: 'string', enum: [...] }
 */
export async function jsonSchemaSent(output: ModelOutput<z.ZodType, z.ZodType>): Promise<unknown> {
  const ai = await import('ai');
  const schema = ai.asSchema(await providerJsonSchema(ai, output));
  return schema.jsonSchema;
}
