import type { I18n } from '@lingui/core';
import { SCREENS } from '../../../shared/routes';
import type { MailMessage } from '../../mail/mailer';
import { layout } from '../../mail/templates';

export interface InvitationContext {
  to: string;
  name: string;
  publicUrl: string;
}

/** Phase 2 has begun: what changes for the member, and the one thing to do now (set up the pledge). */
export function phaseInvitationEmail(i18n: I18n, c: InvitationContext): MailMessage {
  const url = `${c.publicUrl}${SCREENS.pledge.path}`;
  const lines = [
    i18n._('Assalamu alaikum {name},', { name: c.name }),
    i18n._('Our community has reached its goal: Phase 2 has begun, and monthly redistribution is now live.'),
    i18n._('Please set up your monthly pledge now. Bank debit is the default and costs the least in fees; a card also works.'),
    i18n._('Once it is set up, you can change the amount, pause for hardship or cancel at any time from your dashboard.'),
  ];
  const action = { label: i18n._('Set up my pledge'), url };
  const text = [...lines, '', `${action.label}: ${url}`].join('\n');
  return { to: c.to, subject: i18n._('Phase 2 has begun: set up your monthly pledge'), text, html: layout(i18n, i18n._('Phase 2 has begun'), lines, action), link: url };
}
