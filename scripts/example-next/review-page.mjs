/**
 * Opens the review page in real headless Chromium and finds a stored check: listed among the
 * flagged ones, and on its own page the invented sentence marked "No evidence".
 */
import { chromium } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * @param {{ baseUrl: string, checkId: string, chatId: string, invented: string, screenshot: string }} options
 */
export async function assertReviewPageShows({ baseUrl, checkId, chatId, invented, screenshot }) {
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
  try {
    const page = await browser.newPage({ viewport: { width: 1100, height: 900 } });
    page.setDefaultTimeout(15_000);
    const problems = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(`${baseUrl}/review?flagged=true`);
    const row = page.locator(`tr[data-check-id="${checkId}"]`);
    if ((await row.count()) !== 1)
      throw new Error(`the review list (flagged) does not list check ${checkId}`);
    await row.locator('td.excerpt a').click();
    await page.waitForSelector('#answer');
    const summary = await page.locator('dl.summary').innerText();
    if (!summary.includes(chatId))
      throw new Error(`the check page does not show chat id ${chatId}:\n${summary}`);
    const marks = page.locator('#answer mark.claim', { hasText: invented });
    if ((await marks.count()) !== 1) throw new Error(`the check page does not mark the claim "${invented}"`);
    const mark = marks.first();
    const className = (await mark.getAttribute('class')) ?? '';
    if (!/v-(no_evidence|contradicted)/.test(className))
      throw new Error(`the invented claim is marked "${className}", not as unsupported`);
    await mark.click();
    const detail = page.locator('.claim-detail:not([hidden])');
    const detailText = await detail.innerText();
    if (!/No evidence|Contradicted/.test(detailText))
      throw new Error(`the claim's detail does not say it is unsupported:\n${detailText}`);
    await page.screenshot({ path: screenshot, fullPage: true });
    if (problems.length > 0) throw new Error(`the review page raised errors: ${problems.join('; ')}`);
    return { verdict: className.match(/v-(\w+)/)?.[1] ?? className };
  } finally {
    await browser.close();
  }
}
