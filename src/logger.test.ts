import { describe, expect, it } from 'vitest';
import { redactSecrets } from './logger.js';

describe('redactSecrets', () => {
  it.each([
    ['Incorrect API key provided: sk-test-0123456789abcdef.', 'Incorrect API key provided: [redacted].'],
    ['key sk-proj-AbCdEf_0123456789-xyz rejected', 'key [redacted] rejected'],
    ['key sk-ant-api03-0123456789abcdef rejected', 'key [redacted] rejected'],
    ['Incorrect API key provided: Bearer sk-test-0123456789abcdef', 'Incorrect API key provided: [redacted]'],
    ['authorization: Bearer eyJhbGciOi.eyJzdWIiOjE.c2lnbmF0dXJl', 'authorization: [redacted]'],
    ['Basic dXNlcjpwYXNzd29yZDEyMw== was refused', '[redacted] was refused'],
    ['GET /v1/models?api_key=abc123def&x=1 failed', 'GET /v1/models?[redacted]&x=1 failed'],
    ['api-key=abc123 token=t0k3n password="hunter22"', '[redacted] [redacted] [redacted]"'],
    ['google key AIzaSyA0123456789abcdefghijklmnopqrstu', 'google key [redacted]'],
  ])('redacts %j', (text, expected) => {
    expect(redactSecrets(text)).toBe(expected);
  });

  it.each([
    'The task-management system desk-booking works.',
    'max_token=512 and max_tokens=512 are settings, not secrets',
    'The server requires Bearer authentication.',
    'bearer tokens are sent in a header',
    'Incorrect API key provided.',
    'The refund window is 30 days; sk- is a prefix.',
  ])('leaves ordinary text alone: %j', (text) => {
    expect(redactSecrets(text)).toBe(text);
  });
});
