import { useLingui } from '@lingui/react';
import { type ComponentType, type MouseEvent, use, useEffect, useReducer, useState } from 'react';
import { useNavigate } from 'react-router';
import { loadStaticMessages } from '../i18n/i18n';
import { followInAppLink } from './in-app-link';

/** A part of a page that needs no JavaScript once rendered: long text, cards, links. */
export interface StaticPart {
  /** The id of the element that holds it in the page, unique across the app. */
  id: string;
  /** The component, once its code has loaded (at once in the prerender). */
  loaded(): ComponentType | undefined;
  /** Loads the component's code and the static catalog of the page's language. */
  load(): Promise<ComponentType>;
}

/**
 * The prerender passes the component itself (imported statically under `import.meta.env.SSR`), the
 * browser a dynamic import of it, so its code and text are a chunk of their own that a first visit
 * never downloads.
 */
export function staticPart(id: string, source: ComponentType | (() => Promise<ComponentType>)): StaticPart {
  if (import.meta.env.SSR) {
    const component = source as ComponentType;
    return { id, loaded: () => component, load: () => Promise.resolve(component) };
  }
  let component: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const load = () =>
    (loading ??= Promise.all([(source as () => Promise<ComponentType>)(), loadStaticMessages()]).then(([loadedComponent]) => {
      component = loadedComponent;
      return loadedComponent;
    }));
  return { id, loaded: () => component, load };
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
  const navigate = useNavigate();
  const [html] = useState(() => prerenderedHtml(part.id));
  const [htmlLocale] = useState(i18n.locale);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const keepHtml = html !== undefined && (i18n.locale === htmlLocale || !part.loaded());

  useEffect(() => {
    if (!keepHtml || i18n.locale === htmlLocale) return;
    let active = true;
    void part.load().then(() => active && rerender());
    return () => {
      active = false;
    };
  }, [keepHtml, i18n.locale, htmlLocale, part]);

  if (keepHtml) {
    const onClick = (event: MouseEvent) => followInAppLink(event.nativeEvent, navigate);
    return <div key="html" id={part.id} className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />;
  }
  // A screen opened from another one waits for the code in React Router's transition, showing the screen before.
  const Component = part.loaded() ?? use(part.load());
  // A new element (its key), not the one holding the prerendered HTML, which React would not empty.
  return (
    <div key="live" id={part.id} className={className}>
      <Component />
    </div>
  );
}
