/**
 * Page sizes of `list`, shared by the store, the API's query schema and `faithcheck flagged`.
 * A list carries summaries of a few hundred bytes each, so 200 keeps a page well under a megabyte
 * whatever the stored checks weigh.
 */
export const DEFAULT_LIST_LIMIT = 50;
export const MAX_LIST_LIMIT = 200;
