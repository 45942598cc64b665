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

/**
 * What React writes when something is wrong. The browser tests run the production build, where React
 * gives its errors by number ("Minified React error #418": the HTML and the first render differ); its
 * development build writes them out, most with a react.dev link.
 */
const REACT_PROBLEM = /Minified React error #\d+|react\.dev\/(?:errors|link)\/|reactjs\.org\/|hydrat|unique "key" prop|cannot (?:be a (?:child|descendant) of|contain a nested)|Cannot update a component|not wrapped in act\(/i;

/** React's warnings and errors, and uncaught errors, in the pages of the test that is running. */
let pageProblems: string[] = [];

function reportsProblems(page: Page) {
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && REACT_PROBLEM.test(message.text())) pageProblems.push(`console.${message.type()}: ${message.text()}`);
  });
  // React reports an error no boundary caught, and a hydration it had to redo, as uncaught errors.
  page.on('pageerror', (error) => pageProblems.push(`uncaught: ${error.name}: ${error.message}`));
}

/** For a test that causes a React error on purpose: waits until it is reported, then no longer counts it. */
export async function expectPageProblem(pattern: RegExp): Promise<void> {
  await expect.poll(() => pageProblems.some((problem) => pattern.test(problem))).toBe(true);
  pageProblems = pageProblems.filter((problem) => !pattern.test(problem));
}

const instrumented = new WeakSet<object>();

function instrumentPage(page: Page) {
  if (instrumented.has(page)) return;
  instrumented.add(page);
  reportsProblems(page);
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
  context.pages().forEach(instrumentPage);
  const newPage = context.newPage.bind(context);
  context.newPage = async () => {
    const page = await newPage();
    instrumentPage(page);
    return page;
  };
}

export const test = base.extend<{ failsOnPageProblems: void }, object>({
  failsOnPageProblems: [
    async ({}, use) => {
      pageProblems = [];
      await use();
      expect(pageProblems, 'React warnings or errors, or uncaught errors, in the page').toEqual([]);
    },
    { auto: true },
  ],
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
        if (options?.javaScriptEnabled !== false) instrumentPage(page);
        return page;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
});

export { expect };
