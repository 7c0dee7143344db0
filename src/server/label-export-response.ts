/**
 * `GET /v1/labels/export` as a stream of JSON lines, pulled from the store's paged export only as
 * fast as the client reads: memory holds a page of labels whatever the table holds. The first line
 * is read before answering, so a store that fails up front is a normal error response (503);
 * a failure later can only cut the stream, which a client sees as an incomplete response.
 */
import type { ExportedLabel } from '../store/label-store.js';

export const LABEL_EXPORT_CONTENT_TYPE = 'application/x-ndjson; charset=utf-8';

export async function streamLabelExport(lines: AsyncGenerator<ExportedLabel>): Promise<Response> {
  const encoder = new TextEncoder();
  const first = await lines.next();
  let pending: IteratorResult<ExportedLabel> | null = first;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = pending ?? (await lines.next());
      pending = null;
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(`${JSON.stringify(next.value)}\n`));
    },
    async cancel() {
      await lines.return(undefined);
    },
  });
  return new Response(body, {
    status: 200,
    headers: { 'content-type': LABEL_EXPORT_CONTENT_TYPE, 'cache-control': 'no-store' },
  });
}
