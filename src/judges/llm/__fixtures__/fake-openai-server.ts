/**
 * A fake OpenAI-compatible `/chat/completions` server on 127.0.0.1 for tests that go through the
 * real `@ai-sdk/openai-compatible` provider. Each request is answered by the handler (status,
 * headers, body, or a hang); every request body is recorded. `close()` drops open connections.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type FencedItem, fencedItems } from './scripted-model.js';

export interface FakeRequest {
  index: number;
  body: {
    model: string;
    temperature?: number;
    response_format?: unknown;
    messages: Array<{ role: string; content: string }>;
  };
  /** The fenced items of the user message. */
  items: FencedItem[];
}

export type FakeReply = { status?: number; headers?: Record<string, string>; body?: unknown } | 'hang';

export interface FakeServer {
  baseURL: string;
  requests: FakeRequest[];
  close(): Promise<void>;
}

/** A chat completion whose message content is `content`. */
export function completion(
  content: unknown,
  options: { finishReason?: string; promptTokens?: number; completionTokens?: number } = {},
) {
  const text = typeof content === 'string' ? content : JSON.stringify(content);
  return {
    body: {
      id: 'chatcmpl-test',
      object: 'chat.completion',
      created: 1_700_000_000,
      model: 'fake-model',
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content: text },
          finish_reason: options.finishReason ?? 'stop',
        },
      ],
      usage: {
        prompt_tokens: options.promptTokens ?? 120,
        completion_tokens: options.completionTokens ?? 30,
        total_tokens: (options.promptTokens ?? 120) + (options.completionTokens ?? 30),
      },
    },
  };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    request.setEncoding('utf8');
    request.on('data', (piece: string) => {
      data += piece;
    });
    request.on('end', () => resolve(data));
    request.on('error', reject);
  });
}

/** Reads a chat-completions request: its JSON body and the fenced items of its user messages. */
export async function readFakeRequest(request: IncomingMessage, index: number): Promise<FakeRequest> {
  const body = JSON.parse(await readBody(request)) as FakeRequest['body'];
  const user = body.messages
    .filter((message) => message.role === 'user')
    .map((message) => message.content)
    .join('\n');
  return { index, body, items: fencedItems(user) };
}

export async function startFakeOpenAIServer(
  handler: (request: FakeRequest) => FakeReply,
): Promise<FakeServer> {
  const requests: FakeRequest[] = [];
  const server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    const fake = await readFakeRequest(request, requests.length);
    requests.push(fake);
    if (request.url !== '/v1/chat/completions') {
      response.writeHead(404).end();
      return;
    }
    const reply = handler(fake);
    if (reply === 'hang') return;
    const payload = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body ?? {});
    response
      .writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...reply.headers })
      .end(payload);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** What a scripted judge says about one claim. */
export interface FakeVerdict {
  verdict: string;
  evidence?: Array<{ chunk_id: string; quote: string }>;
  reasoning?: string;
  confidence?: number;
  suggested_correction?: string | null;
}

/** The output name the judge asked for (`verification`, `claims`, `claim_verdicts`, `claim_verdict`). */
export function outputName(request: FakeRequest): string {
  const format = request.body.response_format as { json_schema?: { name?: string } } | undefined;
  return format?.json_schema?.name ?? '';
}

/**
 * The reply body for whichever prompt the judge sent, with `verdictFor` deciding each claim. Claims
 * are the fenced claim items, or the response's sentences for the extracting prompts.
 */
export function judgeReply(request: FakeRequest, verdictFor: (claim: string) => FakeVerdict): unknown {
  const full = (claim: string) => ({
    evidence: [],
    reasoning: 'scripted',
    confidence: 0.9,
    suggested_correction: null,
    ...verdictFor(claim),
  });
  const answer = { overall_confidence: 0.9, is_grounded: true, suggested_corrections: [] };
  const response = request.items.find((item) => item.kind === 'response')?.text ?? '';
  const sentences = (response.match(/[^.!?]+[.!?]/g) ?? []).map((sentence) => sentence.trim());
  const claims = request.items.filter((item) => item.kind === 'claim');
  switch (outputName(request)) {
    case 'verification':
      return { claims: sentences.map((claim) => ({ claim, ...full(claim) })), skipped: [], ...answer };
    case 'claims':
      return { claims: sentences, skipped: [] };
    case 'claim_verdict':
      return full(claims[0]?.text ?? '');
    default:
      return { verdicts: claims.map((claim) => ({ claim_id: claim.id, ...full(claim.text) })), ...answer };
  }
}
