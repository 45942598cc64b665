import type { I18n } from '@lingui/core';

/** The text message carrying a phone code, in the recipient's language. */
export const phoneCodeText = (i18n: I18n, code: string) =>
  i18n._('Your Riba-Free Community code is {code}. It expires in 10 minutes. Do not share it with anyone.', { code });
