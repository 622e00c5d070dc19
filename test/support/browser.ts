// Headless Chromium (the Debian package, driven by playwright-core) for the
// browser tests, pointed at a site server: the fixture's public origin
// (http://labs.test) resolves to the server's ephemeral port inside the
// browser, so pages load at the origin they were built for and their
// absolute links (canonical, API) work as they do in production.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { SiteServer } from './site-server.ts';

/** Debian's chromium (`.ci/run` installs it when missing); CHROMIUM_PATH overrides. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

export const VIEWPORTS = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

export const SCREENSHOT_DIR = path.resolve('test-results', 'screenshots');

/** One browser per test file (Playwright gives it a fresh temporary profile). */
export function launchBrowser(server: SiteServer): Promise<Browser> {
  const host = new URL(server.publicUrl).host;
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${host} 127.0.0.1:${server.port}`],
  });
}

export function newContext(browser: Browser, viewport: ViewportName = 'desktop'): Promise<BrowserContext> {
  return browser.newContext({
    viewport: VIEWPORTS[viewport],
    isMobile: viewport === 'mobile',
    hasTouch: viewport === 'mobile',
    deviceScaleFactor: 1,
    locale: 'en-GB',
  });
}

export interface PageProblems {
  /** Console errors, uncaught page errors, failed requests and HTTP error responses, in order. */
  list: string[];
}

/**
 * Collect everything that would show up as a problem in DevTools. `expectedStatus`
 * names a document URL allowed to answer with an error status (the 404 page):
 * its own response, and the console line Chromium logs for it, are not problems.
 */
export function watchProblems(page: Page, expected: { url: string; status: number } | null = null): PageProblems {
  const problems: PageProblems = { list: [] };
  const isExpected = (url: string, status: number) =>
    expected !== null && url === expected.url && status === expected.status;
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const where = message.location().url;
    if (expected && where === expected.url && message.text().includes(`status of ${expected.status}`)) return;
    problems.list.push(`console error: ${message.text()}${where ? ` (${where})` : ''}`);
  });
  page.on('pageerror', (error) => problems.list.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) =>
    problems.list.push(
      `request failed: ${request.method()} ${request.url()}: ${request.failure()?.errorText ?? 'unknown'}`,
    ),
  );
  page.on('response', (response) => {
    if (response.status() >= 400 && !isExpected(response.url(), response.status())) {
      problems.list.push(`HTTP ${response.status()}: ${response.request().method()} ${response.url()}`);
    }
  });
  return problems;
}

/** A full-page PNG under test-results/screenshots/; returns its path. */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
