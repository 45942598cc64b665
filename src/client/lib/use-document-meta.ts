import { useEffect } from 'react';
import type { ScreenRoute } from '../../shared/routes';

/** Keeps the tab title and meta description right as the person moves between screens. */
export function useDocumentMeta(screen: Pick<ScreenRoute, 'title' | 'description'>) {
  useEffect(() => {
    document.title = screen.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', screen.description);
  }, [screen.title, screen.description]);
}
