// A developer with only a browser and a mailbox, in headless Chromium: asks
// for a free key on /get-a-key/, follows the link in the mail (a real SMTP
// server on a free port), sees the key once, and manages it on /manage-key/.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, watchProblems, type PageProblems } from '../support/browser.ts';
import { startSiteServer, type SiteServer } from '../support/site-server.ts';
import { startSmtp, type TestSmtp } from '../support/smtp.ts';

let server: SiteServer;
let smtp: TestSmtp;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let problems: PageProblems;

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startSiteServer({ smtpUrl: smtp.url, realLimits: true });
  browser = await launchBrowser(server);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await smtp?.close();
});
beforeEach(async () => {
  context = await newContext(browser);
  page = await context.newPage();
  problems = watchProblems(page);
});
afterEach(async () => {
  await context?.close();
});

const url = (path: string) => `${server.publicUrl}${path}`;

/** Ask for a key on the page and return the link of the mail that came. */
async function askForKey(email: string): Promise<string> {
  await page.goto(url('/get-a-key/'));
  await page.fill('#email', email);
  await page.click('#signup button[type=submit]');
  await page.waitForSelector('#signup-result[data-status]');
  expect(await page.locator('#signup-result').textContent()).toContain('a link is on its way');
  const mail = [...smtp.mails].reverse().find((m) => m.to.includes(email));
  expect(mail).toBeDefined();
  return /https?:\/\/\S+#token=[A-Za-z0-9_-]+/.exec(mail!.text)![0];
}

async function showKey(link: string): Promise<string> {
  await page.goto(link);
  await page.click('#confirm');
  await page.waitForSelector('#confirm-result[data-status]');
  return (await page.locator('#new-key').textContent()) ?? '';
}

describe('a free key from the site alone', () => {
  it('asks by e-mail, follows the link, and sees the key once', async () => {
    const link = await askForKey(`dev.${Date.now()}@example.org`);
    expect(link.startsWith(`${server.publicUrl}/get-a-key/confirm/#token=`)).toBe(true);
    const key = await showKey(link);
    expect(key).toMatch(/^ldk_/);
    // The token left the address bar.
    expect(new URL(page.url()).hash).toBe('');
    const api = await fetch(`${server.origin}/api/v1/labs?per_page=1`, { headers: { 'X-Api-Key': key } });
    expect(api.headers.get('x-api-tier')).toBe('free');
    // The same link a second time (opened afresh, as from the mail) shows nothing.
    await page.goto('about:blank');
    await page.goto(link);
    await page.click('#confirm');
    await page.waitForSelector('#confirm-result[data-status="410"]');
    expect(await page.locator('#key-box').isHidden()).toBe(true);
    expect(problems.list.filter((p) => !p.includes('410'))).toEqual([]);
  });

  it('manages the key: usage, rotation, revocation', async () => {
    const key = await showKey(await askForKey(`ops.${Date.now()}@example.org`));
    await fetch(`${server.origin}/api/v1/categories`, { headers: { 'X-Api-Key': key } });
    await page.goto(url('/manage-key/'));
    await page.fill('#key', key);
    await page.click('#usage');
    await page.waitForSelector('#manage-result[data-status="200"]');
    const usage = (await page.locator('#manage-result').textContent()) ?? '';
    expect(usage).toContain('free tier');
    expect(usage).toMatch(/Today \(UTC\): 1 of 1,000 requests used/);
    page.on('dialog', (dialog) => void dialog.accept());
    await page.click('#rotate');
    await page.waitForSelector('#manage-result[data-status="201"]');
    const rotated = (await page.locator('#manage-result code').textContent()) ?? '';
    expect(rotated).toMatch(/^ldk_/);
    expect((await fetch(`${server.origin}/api/v1/categories`, { headers: { 'X-Api-Key': key } })).status).toBe(401);
    await page.click('#revoke');
    await page.waitForSelector('#manage-result[data-status="200"]');
    expect((await fetch(`${server.origin}/api/v1/categories`, { headers: { 'X-Api-Key': rotated } })).status).toBe(401);
  });
});
