/**
 * A JSON value, spelled as the AI SDK spells it (`JSONValue` of `@ai-sdk/provider`, v3 and v4), so
 * that a value of a faithcheck type fits where the AI SDK wants JSON — `providerOptions` above all.
 * Type aliases, not interfaces: only an alias gets the implicit index signature `JSONObject` needs.
 */
export type JsonValue = null | string | number | boolean | JsonObject | JsonValue[];
export type JsonObject = { [key: string]: JsonValue | undefined };
