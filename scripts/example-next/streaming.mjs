/**
 * `npm run example:next`, the streaming part (issue 21): the built app's `/guarded` page — a real
 * `useChat` page over `app/api/guarded/route.ts` (`faithfulnessStream`) — in headless Chromium, in
 * each mode, with a fake model that streams word by word an answer holding one contradicted
 * sentence (15 days where the passage says 5), one invented sentence and one supported sentence.
 *
 * A MutationObserver installed before the page loads records the page's HTML after every change,
 * so "never shown" means never, not "not at the end":
 *   annotate  the invented sentence appears, marked unsupported, with the reason on hover
 *   hold      neither the invented nor the contradicted sentence is ever in the DOM
 *   rewrite   the contradicted sentence never shows: the passage's own sentence (5 days) does
 * and each answer's check is stored (the report's sentences and their actions) with its mode.
 * It runs its own `next start` (the fake model differs from the main script's).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startFakeOpenAiServer } from './fake-openai-server.mjs';
import { delay, freePort, start } from './processes.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const QUESTION = 'How long do refunds take to reach my account?';
const WRONG =
  'Refunds are issued to the original payment method within 15 business days of receiving your return.';
const RIGHT =
  'Refunds are issued to the original payment method within 5 business days of receiving your return.';
const INVENTED = 'Refunds over $500 are paid in cash at the nearest store within one hour.';
const SUPPORTED = 'Your bank may take up to 3 more business days to show the credit.';
export const STREAMED_ANSWER = `${WRONG} ${INVENTED} ${SUPPORTED}`;

/** Records `document.body.innerHTML` (text and attributes such as the hover title) after every change. */
const RECORDER = `
  window.__seen = [];
  const record = () => { if (document.body) window.__seen.push(document.body.innerHTML); };
  new MutationObserver(record).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  document.addEventListener('DOMContentLoaded', record);
`;

/**
 * @param {{ appDir: string, databaseUrl: string, database: import('pg').Client,
 *   pass: (item: string, message?: string) => void, fail: (item: string, message: string) => void,
 *   cleanups: Array<() => Promise<void> | void> }} options
 */
export async function checkStreaming({ appDir, databaseUrl, database, pass, fail, cleanups }) {
  const llm = await startFakeOpenAiServer({ answer: STREAMED_ANSWER, wordsPerDelta: 1, delayMs: 25 });
  cleanups.push(() => llm.close());
  const port = await freePort();
  const server = start(`${appDir}/node_modules/.bin/next`, ['start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: appDir,
    env: {
      NEXT_TELEMETRY_DISABLED: '1',
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      ENABLE_FAITHFULNESS_CHECK: 'true',
      LLM_BASE_URL: llm.baseUrl,
      LLM_API_KEY: 'fake-key',
      LLM_MODEL: 'fake-model',
    },
  });
  cleanups.push(() => server.stop());
  await server.waitForOutput(/Ready in|ready started|Local:/i, { timeoutMs: 60_000 });
  const startedAt = new Date();

  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  cleanups.push(() => browser.close());
  const results = {};
  for (const mode of ['annotate', 'hold', 'rewrite']) {
    const item = `[stream] ${mode}`;
    try {
      results[mode] = await chatInBrowser({ browser, url: `http://127.0.0.1:${port}/guarded?mode=${mode}` });
    } catch (error) {
      fail(item, `the page did not answer: ${error.message}`);
      continue;
    }
    const { seen, answer, marks } = results[mode];
    const everShown = (text) => seen.some((html) => html.includes(text));
    const problems = [];
    if (mode === 'annotate') {
      if (!everShown('paid in cash')) problems.push('the invented sentence never appeared');
      const invented = marks.find((mark) => mark.text === INVENTED);
      if (!invented || !/no_evidence|contradicted/.test(invented.verdict))
        problems.push(`the invented sentence is not marked unsupported (marks: ${JSON.stringify(marks)})`);
      else if (!/no source/.test(invented.title)) problems.push(`its hover says "${invented.title}"`);
      if (answer.replace(/\s+/g, ' ').trim() !== STREAMED_ANSWER)
        problems.push(`the answer reads "${answer}"`);
    } else {
      for (const [label, text] of [
        ['invented', 'paid in cash'],
        ['contradicted', '15 business days'],
      ])
        if (everShown(text))
          problems.push(
            `the ${label} sentence was in the DOM at some moment (${seen.findIndex((html) => html.includes(text))} of ${seen.length} snapshots)`,
          );
      if (!answer.includes(SUPPORTED)) problems.push(`the supported sentence is missing: "${answer}"`);
      if (mode === 'hold' && !marks.some((mark) => mark.action === 'replaced'))
        problems.push(`no sentence is marked replaced (marks: ${JSON.stringify(marks)})`);
      if (mode === 'rewrite') {
        if (!answer.includes(RIGHT))
          problems.push(`the contradicted sentence was not rewritten: "${answer}"`);
        if (!marks.some((mark) => mark.action === 'rewritten' && mark.text === RIGHT))
          problems.push(`no sentence is marked rewritten (marks: ${JSON.stringify(marks)})`);
      }
    }
    if (problems.length > 0) fail(item, problems.join('; '));
    else
      pass(
        item,
        mode === 'annotate'
          ? `the invented sentence streamed and is marked "${marks.find((mark) => mark.text === INVENTED).verdict}" with the reason on hover`
          : `in ${seen.length} DOM snapshots the invented and contradicted sentences never appeared; the page shows "${answer.slice(0, 70)}…"`,
      );
  }

  // The stored checks: one per mode, the model's answer judged, the stream's actions recorded.
  const deadline = Date.now() + 30_000;
  let rows = [];
  while (Date.now() < deadline) {
    rows = (
      await database.query(
        `select flagged, claims, report->'metadata'->'stream' as stream from faithfulness_checks
          where created_at >= $1 and response = $2`,
        [startedAt, STREAMED_ANSWER],
      )
    ).rows;
    if (rows.length >= Object.keys(results).length) break;
    await delay(300);
  }
  const expected = {
    annotate: ['marked', 'marked', 'released'],
    hold: ['replaced', 'replaced', 'released'],
    rewrite: ['rewritten', 'replaced', 'released'],
  };
  for (const mode of Object.keys(results)) {
    const row = rows.find((candidate) => candidate.stream?.mode === mode);
    const item = `[stream] ${mode}: stored check`;
    if (!row) {
      fail(item, `no stored check with the streamed answer and mode ${mode} (${rows.length} rows)`);
      continue;
    }
    const verdicts = row.claims.map((claim) => claim.verdict);
    const actions = row.stream.sentences.map((sentence) => sentence.action);
    const invented = row.claims.find((claim) => claim.claim.includes('paid in cash'));
    if (!row.flagged || !invented || invented.supported)
      fail(item, `not flagged with the invented claim unsupported (verdicts ${verdicts.join(', ')})`);
    else if (JSON.stringify(actions) !== JSON.stringify(expected[mode]))
      fail(item, `actions ${actions.join(', ')}, expected ${expected[mode].join(', ')}`);
    else if (row.stream.cut) fail(item, 'marked as cut');
    else pass(item, `flagged; verdicts ${verdicts.join(', ')}; actions ${actions.join(', ')}`);
  }
}

async function chatInBrowser({ browser, url }) {
  const page = await browser.newPage({ viewport: { width: 1000, height: 800 } });
  page.setDefaultTimeout(30_000);
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(RECORDER);
  await page.goto(url);
  await page.waitForSelector('[data-testid="question"]');
  // The page hydrates before the form works: wait until the button is enabled.
  await page.waitForFunction(() => !document.querySelector('[data-testid="send"]')?.disabled);
  await page.fill('[data-testid="question"]', QUESTION);
  await page.click('[data-testid="send"]');
  await page.waitForSelector('[data-testid="message-assistant"]');
  await page.waitForFunction(
    () => document.querySelector('[data-testid="status"]')?.textContent === 'ready',
    null,
    {
      timeout: 60_000,
    },
  );
  // The last parts may land just after the status turns ready.
  await delay(300);
  const seen = await page.evaluate(() => window.__seen);
  const article = page.locator('[data-testid="message-assistant"]').last();
  const answer = (await article.innerText()).replace(/^Assistant:\s*/, '');
  const marks = await article.locator('mark').evaluateAll((elements) =>
    elements.map((element) => ({
      text: element.textContent,
      verdict: element.getAttribute('data-verdict'),
      action: element.getAttribute('data-action'),
      title: element.getAttribute('title'),
    })),
  );
  await page.close();
  if (errors.length > 0) throw new Error(`page errors: ${errors.join(' | ')}`);
  return { seen, answer, marks };
}

/** The README's streaming section must show this app's guarded route, word for word. */
export function checkStreamingReadme({ root, appDir, pass, fail }) {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  const route = readFileSync(path.join(appDir, 'app/api/guarded/route.ts'), 'utf8');
  const marker = '<!-- examples/next-app/app/api/guarded/route.ts -->';
  const block = readme.split(marker)[1]?.match(/```ts\n([\s\S]*?)```/)?.[1];
  if (block === undefined) fail('[stream] README', `no code block after ${marker}`);
  else if (block.trim() !== route.trim())
    fail('[stream] README', 'the streaming section differs from examples/next-app/app/api/guarded/route.ts');
  else pass('[stream] README', "its streaming section is the example app's guarded route");
}
