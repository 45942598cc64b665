import { I18nProvider, useLingui } from '@lingui/react';
import { Direction } from 'radix-ui';
import type { ReactNode } from 'react';
import { isLocale, textDirection } from '../../shared/i18n/locales';
import { i18n } from './i18n';

/** Radix components (tabs, accordions, menus) lay out and move by arrow keys in the page's direction. */
function PageDirection({ children }: { children: ReactNode }) {
  const { i18n: active } = useLingui();
  return <Direction.Provider dir={isLocale(active.locale) ? textDirection(active.locale) : 'ltr'}>{children}</Direction.Provider>;
}

/** The language of the page for everything below: messages, and the direction Radix follows. */
export function LocaleProviders({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <PageDirection>{children}</PageDirection>
    </I18nProvider>
  );
}
