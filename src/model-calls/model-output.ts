/** The structured output a model call asks for (its own file: `call-model` and `provider-json-schema` both need it). */
import type { z } from 'zod';

/**
 * Structured output: `schema` is what the provider is sent (strict, e.g. the verdict as an enum);
 * `accept`, when given, is what a reply is validated against — a looser shape for providers that
 * do not enforce schemas, whose other vocabularies are normalised afterwards.
 */
export interface ModelOutput<Schema extends z.ZodType, Accepted extends z.ZodType = Schema> {
  /** Sent to providers that support named schemas. */
  name: string;
  schema: Schema;
  accept?: Accepted;
}
