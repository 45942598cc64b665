import { translatorFor, type Translators } from '../../i18n/catalogs';
import type { PledgeChargesTable } from '../../db/tables';
import type { Mailer } from '../../mail/mailer';
import type { LedgerService } from '../ledger/ledger.service';
import type { MembersService } from '../members/members.service';
import { issuePledgeLink } from '../payments/pledge-link-token';
import { pastDueEmail, receiptEmail } from './charge-emails';
import type { ChargeMail } from './charges.service';

/**
 * Sends a charge's e-mail from its job, in the member's language, to the address they have when it
 * goes out. Receipts and past-due notices are about money taken or owed: they go out whatever the
 * member chose for updates. A member erased since is simply not written to.
 */
export function chargeMailer(deps: { members: MembersService; ledger: LedgerService; mailer: Mailer; translators: Translators; publicUrl: string; authSecret: string }) {
  return async (kind: ChargeMail, charge: PledgeChargesTable) => {
    const profile = await deps.members.findProfile(charge.user_id);
    if (!profile) return;
    const i18n = translatorFor(deps.translators, profile.locale);
    const context = {
      to: profile.email,
      name: profile.full_name,
      publicUrl: deps.publicUrl,
      manageUrl: `${deps.publicUrl}/pledge/manage?token=${issuePledgeLink(deps.authSecret, charge.user_id)}`,
      receiptCode: charge.provider_charge_id ? await deps.ledger.receiptCodeOf('stripe', charge.provider_charge_id) : undefined,
    };
    await deps.mailer.send(kind === 'receipt' ? receiptEmail(i18n, charge, context) : pastDueEmail(i18n, charge, context));
  };
}
