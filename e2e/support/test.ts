import { type BrowserContext, type Page, expect, test as base } from '@playwright/test';

/**
 * Public pages arrive prerendered and look ready before React has taken them over: a tap in that
 * moment is lost (on a slow CI run, a click on the Log In tab did nothing). So every page load a
 * test makes waits until the app marks itself interactive, as a person would wait for the page to
 * respond. Pages that are not the app (a file, an API answer) are not waited on.
 */
function untilInteractive(page: Page) {
  return page.waitForFunction(() => !document.getElementById('root') || document.documentElement.dataset.interactive === 'true');
}

const instrumented = new WeakSet<object>();

function waitsForTheApp(page: Page) {
  if (instrumented.has(page)) return;
  instrumented.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit' && response?.headers()['content-type']?.startsWith('text/html')) await untilInteractive(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil !== 'commit' && response?.headers()['content-type']?.startsWith('text/html')) await untilInteractive(page);
    return response;
  };
}

function instrument(context: BrowserContext) {
  if (instrumented.has(context)) return;
  instrumented.add(context);
  context.pages().forEach(waitsForTheApp);
  const newPage = context.newPage.bind(context);
  context.newPage = async () => {
    const page = await newPage();
    waitsForTheApp(page);
    return page;
  };
}

export const test = base.extend<object, object>({
  context: async ({ context }, use) => {
    instrument(context);
    await use(context);
  },
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        // Without JavaScript nothing will ever become interactive.
        if (options?.javaScriptEnabled !== false) instrument(context);
        return context;
      };
      const newPage = browser.newPage.bind(browser);
      browser.newPage = async (options) => {
        const page = await newPage(options);
        if (options?.javaScriptEnabled !== false) waitsForTheApp(page);
        return page;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
});

export { expect };
