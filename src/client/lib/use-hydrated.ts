import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the page is prerendered or hydrated, true from the render after: what the build could
 * not know (a live phase, the visitor's session) shows only then, so hydration matches the HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, () => true, () => false);
}
