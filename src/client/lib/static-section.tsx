import { useLingui } from '@lingui/react';
import { type ComponentType, type MouseEvent, use, useEffect, useReducer, useState } from 'react';
import { useNavigate } from 'react-router';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../shared/i18n/locales';
import { loadStaticMessages } from '../i18n/i18n';
import { followInAppLink } from './in-app-link';

/** A part of a page that needs no JavaScript once rendered: long text, cards, links. */
export interface StaticPart {
  /** The id of the element that holds it in the page, unique across the app. */
  id: string;
  /** The component for a language, once its code and content have loaded (at once in the prerender). */
  loaded(locale: Locale): ComponentType | undefined;
  /** Loads the component's code and content for a language, and the static catalog of the page's language. */
  load(locale: Locale): Promise<ComponentType>;
}

/**
 * The prerender passes the component itself, ready to render; the browser a function that loads it
 * (a dynamic import, a document in the language asked for), so its code and text are chunks of their
 * own that a first visit never downloads.
 */
export function staticPart(id: string, source: ComponentType | ((locale: Locale) => Promise<ComponentType>)): StaticPart {
  if (import.meta.env.SSR) {
    const component = source as ComponentType;
    return { id, loaded: () => component, load: () => Promise.resolve(component) };
  }
  const components = new Map<Locale, ComponentType>();
  const loading = new Map<Locale, Promise<ComponentType>>();
  const load = (locale: Locale) => {
    let promise = loading.get(locale);
    if (!promise) {
      promise = Promise.all([(source as (locale: Locale) => Promise<ComponentType>)(locale), loadStaticMessages()]).then(([component]) => {
        components.set(locale, component);
        return component;
      });
      loading.set(locale, promise);
    }
    return promise;
  };
  return { id, loaded: (locale) => components.get(locale), load };
}

/** The HTML the prerender gave the part, while the page still holds it (the first render that hydrates it). */
const prerenderedHtml = (id: string): string | undefined => (typeof document === 'undefined' ? undefined : document.getElementById(id)?.innerHTML);

/**
 * Renders a static part without hydrating it. Over a prerendered page it keeps the HTML as it arrived
 * (React leaves an element's own innerHTML alone), so neither its code nor its text is downloaded;
 * its links, now plain ones, still move within the app. When the part has to be rendered in the
 * browser (a visit that arrives from another screen, or a switch to another language) its code loads
 * and it renders as any component; until then the HTML shown so far stays.
 */
export function StaticSection({ part, className }: { part: StaticPart; className?: string }) {
  const { i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
  const navigate = useNavigate();
  const [html] = useState(() => prerenderedHtml(part.id));
  const [htmlLocale] = useState(locale);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const keepHtml = html !== undefined && (locale === htmlLocale || !part.loaded(locale));

  useEffect(() => {
    if (!keepHtml || locale === htmlLocale) return;
    let active = true;
    void part.load(locale).then(() => active && rerender());
    return () => {
      active = false;
    };
  }, [keepHtml, locale, htmlLocale, part]);

  if (keepHtml) {
    const onClick = (event: MouseEvent) => followInAppLink(event.nativeEvent, navigate);
    return <div key="html" id={part.id} className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />;
  }
  // A screen opened from another one waits for the code in React Router's transition, showing the screen before.
  const Component = part.loaded(locale) ?? use(part.load(locale));
  // A new element (its key), not the one holding the prerendered HTML, which React would not empty.
  return (
    <div key="live" id={part.id} className={className}>
      <Component />
    </div>
  );
}
