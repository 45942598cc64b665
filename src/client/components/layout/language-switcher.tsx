import { useLingui } from '@lingui/react';
import { Languages } from 'lucide-react';
import { useId } from 'react';
import { API } from '../../../shared/api';
import { isLocale, LOCALE_NAMES, LOCALES, type Locale } from '../../../shared/i18n/locales';
import { sessionData, useSession } from '../../features/auth/session';
import { currentLocale, switchLocale } from '../../i18n/i18n';
import { api } from '../../lib/api';

/**
 * A native select: keyboard and screen-reader support come with it, and each language is named in
 * itself (and marked with its own lang) so a reader finds theirs whatever the page's language.
 * A member's choice is also saved to their profile, so it follows them to other browsers and messages.
 */
export function LanguageSwitcher() {
  const { i18n } = useLingui();
  const { user } = useSession();
  const id = useId();
  const change = async (locale: Locale) => {
    await switchLocale(locale);
    if (!user) return;
    sessionData.set({ user: { ...user, locale } });
    await api(API.myLocale, { method: 'PUT', body: { locale } }).catch(() => undefined);
  };
  return (
    <div className="flex items-center gap-1">
      <label htmlFor={id} className="sr-only">
        {i18n._('Language')}
      </label>
      <Languages aria-hidden className="h-4 w-4 shrink-0 text-slate-600" />
      <select
        id={id}
        value={currentLocale()}
        onChange={(event) => isLocale(event.target.value) && void change(event.target.value)}
        className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-800"
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}
