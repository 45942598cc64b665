import { type ComponentType, use } from 'react';
import { useLocation } from 'react-router';
import { SCREENS, type ScreenRoute } from '../../shared/routes';
import type { Locale } from '../../shared/i18n/locales';
import { loadScreenMessages, pageLocale } from '../i18n/i18n';
import HomeScreen from './routes/home';

/** `prepare` loads what the screen must have before its first render (its long text, in the page's language). */
type ScreenModule = { default: ComponentType; prepare?: (locale: Locale) => Promise<unknown> };

/**
 * Each screen lives in routes/<path with / as ->.tsx (/admin/login -> admin-login.tsx) and is its own
 * chunk, so the first visit downloads only the home page. A screen without a file yet shows a
 * placeholder. The same table renders the prerendered pages at build time and the app in the browser.
 */
const screenFiles = import.meta.glob<ScreenModule>(['./routes/*.tsx', '!./routes/home.tsx', '!./routes/placeholder.tsx', '!./routes/not-found.tsx']);

export const screenFileFor = (path: string) => `./routes/${path.slice(1).replace(/\//g, '-')}.tsx`;

/** A screen whose code loads once, when first asked for, and which is then prepared for each language it is shown in. */
interface LazyScreen {
  /** The screen, once its code is here and it is prepared for `locale`. */
  loaded(locale: Locale): ComponentType | undefined;
  load(locale: Locale): Promise<ComponentType>;
}

/**
 * A screen's code comes with the catalog of the screens' messages, or it would render in English, and
 * with what it prepares for the page's language (a document), so it renders whole the first time.
 */
function lazyScreen(load: () => Promise<ScreenModule>): LazyScreen {
  let code: Promise<[ScreenModule, ComponentType]> | undefined;
  const ready = new Map<Locale, ComponentType>();
  const preparing = new Map<Locale, Promise<ComponentType>>();
  const loadCode = () =>
    (code ??= Promise.all([load(), loadScreenMessages(), withQueries()]).then(([module, , wrap]) => [module, wrap(module.default)]));
  return {
    loaded: (locale) => ready.get(locale),
    load(locale) {
      let promise = preparing.get(locale);
      if (!promise) {
        promise = loadCode().then(async ([module, screen]) => {
          await module.prepare?.(locale);
          ready.set(locale, screen);
          return screen;
        });
        preparing.set(locale, promise);
      }
      return promise;
    },
  };
}

/**
 * Screens other than the home page render under the query client, whose code loads with the first of
 * them (the prerender wraps every page in one of its own).
 */
const withQueries = async (): Promise<(screen: ComponentType) => ComponentType> =>
  import.meta.env.SSR ? (screen) => screen : (await import('./query-provider')).withQueryClient;

function placeholderFor(route: ScreenRoute): LazyScreen {
  return lazyScreen(async () => {
    const { PlaceholderScreen } = await import('./routes/placeholder');
    return { default: () => <PlaceholderScreen screen={route} /> };
  });
}

const screens = new Map<string, LazyScreen>(
  Object.values(SCREENS).map((route) => {
    if (route.path === '/') return [route.path, { loaded: () => HomeScreen, load: () => Promise.resolve(HomeScreen) }];
    const load = screenFiles[screenFileFor(route.path)];
    return [route.path, load ? lazyScreen(load) : placeholderFor(route)];
  }),
);
const notFound = lazyScreen(() => import('./routes/not-found'));

/** The screen an address shows; a trailing slash names the same screen. */
const screenAt = (pathname: string): LazyScreen => screens.get(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname) ?? notFound;

/**
 * Loads the code of the screen at the address before the first render: hydrating a screen that is
 * still loading would render nothing where the prerendered page has content, and a fresh render
 * would start with an empty frame.
 */
export const loadScreenAt = async (pathname: string): Promise<void> => {
  await screenAt(pathname).load(pageLocale());
};

/**
 * The screen at the current address. A screen whose code is not here yet suspends: the router moves
 * in a transition, so the screen before stays on show until the new one can render whole.
 */
export function CurrentScreen() {
  const { pathname } = useLocation();
  const screen = screenAt(pathname);
  const locale = pageLocale();
  const Screen = screen.loaded(locale) ?? use(screen.load(locale));
  return <Screen />;
}
