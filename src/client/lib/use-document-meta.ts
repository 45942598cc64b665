import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import type { ScreenRoute } from '../../shared/routes';
import { translateKnown } from '../i18n/i18n';

/** Keeps the tab title and meta description right as the person moves between screens and languages. */
export function useDocumentMeta(screen: Pick<ScreenRoute, 'title' | 'description'>) {
  const { i18n } = useLingui();
  const title = translateKnown(i18n, screen.title);
  const description = translateKnown(i18n, screen.description);
  useEffect(() => {
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}
