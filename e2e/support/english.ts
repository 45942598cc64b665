import type { BrowserContext, Page } from '@playwright/test';
import { CANADIAN_PROVINCE_NAMES, US_STATES } from '../../src/shared/domain/regions';

/**
 * Finds English left in a page shown in French or Arabic. The page's words are its visible text
 * nodes, the options of its visible selects, the aria-label, placeholder, title and alt of its
 * visible elements, and the document's title. Data is set aside first: every string the page
 * received from the API (names, e-mails, review and message texts) except the server's own messages
 * and lowercase codes (an untranslated status such as "active" must still be caught), and the
 * names below. What is left is chrome, and fails when it holds English:
 * - in Arabic, any two Latin words in a row (codes with digits and all-capital abbreviations such
 *   as USD, PDF or QR are not words);
 * - in both, any word of COMMON_ENGLISH, words that do not also exist in French.
 */

/**
 * Names that stay in Latin letters in every language: the community's name, two authenticator apps
 * the two-step screen names as examples, the payment provider, and the states and provinces, which
 * are stored and shown in English by design (docs/decisions/0030-canada-first-class.md).
 */
const NAMES = ['Riba-Free Community', 'Google Authenticator', 'Microsoft Authenticator', 'Stripe', ...US_STATES, ...CANADIAN_PROVINCE_NAMES];

/** Frequent words of an English interface. Left out: words French writes the same (actions, total, page, message, type, date, code, stock, active, distribution, application, phase, on, or, a, no, an). */
const COMMON_ENGLISH = new Set(
  `the and your you with for from this that are is was will has have not yet please search save cancel loading next previous status
   edit delete add remove view show hide submit send sign log back home dashboard settings pending verified approve approved reject
   rejected create update close open error failed could try again here what when where who how why every each about more less help
   need members member reviews review products product store price month year amount goal pool account password phone profile
   unlimited inactive applications subscribers subscriptions to of by at be it we our in out new all none yes e-mail sign-in`.split(/\s+/),
);

const WORD = /^[("'«“‘]*([A-Za-z][A-Za-z'’-]*)[)"'»”’.,:;!?…]*$/;

/** Each English word or run of words in one piece of chrome, as reported in a failure. */
export function englishIn(text: string, locale: 'fr-CA' | 'ar', data: readonly string[]): string[] {
  let chrome = ` ${text} `;
  for (const value of [...NAMES, ...data].sort((a, b) => b.length - a.length)) {
    if (value.length > 1) chrome = chrome.split(value).join(' ¤ ');
  }
  const found: string[] = [];
  let run: string[] = [];
  const endRun = () => {
    if (locale === 'ar' && run.length >= 2) found.push(run.join(' '));
    run = [];
  };
  for (const token of chrome.split(/\s+/)) {
    const word = WORD.exec(token)?.[1];
    // All capitals (USD, PDF, QR) are abbreviations, and a token with digits or signs is a code.
    if (!word || /^[A-Z]{2,}$/.test(word)) {
      endRun();
      continue;
    }
    run.push(word);
    if (COMMON_ENGLISH.has(word.toLowerCase())) found.push(word);
  }
  endRun();
  return found;
}

/** The words a person sees or hears on the page now. */
export function pageWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const shown = (el: Element) => el.checkVisibility({ visibilityProperty: true });
    const words: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (!parent || !text || parent.closest('script, style, noscript, template')) continue;
      const select = parent.closest('select');
      if (select ? shown(select) : shown(parent)) words.push(text);
    }
    for (const el of document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
      if (!shown(el)) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = el.getAttribute(name)?.trim();
        if (value) words.push(value);
      }
    }
    return words;
  });
}

/** Every string of a JSON answer except server messages (translated, so checked) and lowercase codes. */
function dataIn(value: unknown, key: string, into: Set<string>) {
  if (typeof value === 'string') {
    if (key !== 'message' && !/^[a-z0-9_]*$/.test(value)) into.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) dataIn(item, key, into);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) if (k !== 'error') dataIn(v, k, into);
  }
}

/** Collects what the context's pages receive from the API; `settled()` waits for answers still being read. */
export function recordApiData(context: BrowserContext) {
  const data = new Set<string>();
  const reading = new Set<Promise<void>>();
  context.on('response', (response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/') || !response.headers()['content-type']?.includes('json')) return;
    const read = response
      .json()
      .then((body: unknown) => dataIn(body, '', data))
      .catch(() => undefined)
      .finally(() => reading.delete(read));
    reading.add(read);
  });
  return {
    async settled(): Promise<string[]> {
      await Promise.all([...reading]);
      return [...data];
    },
  };
}
