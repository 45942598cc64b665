import './lib/zod-jitless';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { CurrentScreen, loadScreenAt } from './app/router';
import { RootLayout } from './app/root-layout';
import { seedSharedData } from './app/initial-data';
import { formatCount } from './lib/format';
import { nextTask } from './lib/hydrate-later';
import { ADDRESS_SENSITIVE_PATHS } from '../shared/prerendered-page';
import { activateLocale, documentLocale } from './i18n/i18n';
import { LocaleProviders } from './i18n/locale-providers';
import './styles.css';

seedSharedData();

/** Public pages arrive prerendered and are hydrated; member screens arrive as an empty shell. */
async function start() {
  const container = document.getElementById('root')!;
  const { pathname, search, hash } = window.location;
  const prerendered = container.hasChildNodes() && !(ADDRESS_SENSITIVE_PATHS.has(pathname) && (search || hash));
  // With the screen's code loaded first, the first render is whole: nothing to hydrate half-way, no blank frame.
  // The page's language (set by the server on <html lang>) is loaded with it, so hydration matches.
  await Promise.all([loadScreenAt(pathname), activateLocale(documentLocale())]);
  if (prerendered) {
    // The page's first number format loads the language's data, tens of milliseconds on a slow phone.
    // Built in a task of its own, it is not added to hydration's, which formats the counter's figures.
    await nextTask();
    formatCount(0);
    await nextTask();
  }
  const app = (
    <StrictMode>
      <LocaleProviders>
        <BrowserRouter>
          <RootLayout>
            <CurrentScreen />
          </RootLayout>
        </BrowserRouter>
      </LocaleProviders>
    </StrictMode>
  );
  if (prerendered) {
    // As a transition, hydration works in slices and gives the browser a turn between them, where a
    // first pass would hold the main thread until the whole page was done.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    // createRoot replaces whatever the container holds.
    createRoot(container).render(app);
  }
}

void start();
