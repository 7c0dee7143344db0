/** Requests and helpers shared by the server's tests. */
export const KEY = 'test-key-0123456789abcdef';

export const SIMPLE_REQUEST = {
  query: 'How long is the refund window?',
  response: 'The refund window is thirty days. Shipping costs nothing extra.',
  chunks: [
    { id: 'policy', text: 'Refund policy: the refund window is thirty days from delivery.' },
    { id: 'misc', text: 'Opening hours are nine to five.' },
  ],
};

export function post(
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): [string, RequestInit] {
  return [
    path,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    },
  ];
}

export const bearer = (key = KEY) => ({ authorization: `Bearer ${key}` });
