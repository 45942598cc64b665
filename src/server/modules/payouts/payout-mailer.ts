import { translatorFor, type Translators } from '../../i18n/catalogs';
import type { Mailer } from '../../mail/mailer';
import type { MembersService } from '../members/members.service';
import { payoutEmail } from './payout-emails';
import type { PayoutMailer } from './payouts.service';

/**
 * Sends a payout step's e-mail from its job, in the beneficiary's language, to the address they have
 * when it goes out. It is about money sent to them, so it goes out whatever they chose for updates;
 * a member erased since is not written to.
 */
export function payoutMailer(deps: {
  members: MembersService;
  mailer: Mailer;
  translators: Translators;
  publicUrl: string;
  notesFor: (allocationIds: string[]) => Promise<Map<string, string[]>>;
}): PayoutMailer {
  return async (payout, step) => {
    if (!payout.user_id) return;
    const profile = await deps.members.findProfile(payout.user_id);
    if (!profile) return;
    const i18n = translatorFor(deps.translators, profile.locale);
    const notes = step === 'pending' ? (await deps.notesFor([payout.allocation_id])).get(payout.allocation_id) : undefined;
    await deps.mailer.send(payoutEmail(i18n, payout, step, { to: profile.email, name: profile.full_name, publicUrl: deps.publicUrl, notes }));
  };
}
