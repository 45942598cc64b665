import { toast } from '../../lib/toast';
import { i18n } from '../../i18n/i18n';
import { copyText } from '../../lib/clipboard';

export async function copyReferralLink(link: string): Promise<void> {
  if (await copyText(link)) toast.success(i18n._('Referral link copied to clipboard!'));
  else toast.error(i18n._('Could not copy. Please select the link and copy it by hand.'));
}

/**
 * Opens the device's share sheet where there is one, else copies the link. Closing the sheet
 * without sharing is the person's choice, so it is neither an error nor a reason to copy.
 */
export async function shareReferralLink(link: string): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({
        title: i18n._('Join the Riba-Free Community'),
        text: i18n._('Join me in building a community where we help each other without interest. Membership is free:'),
        url: link,
      });
      return;
    } catch (err) {
      if (err instanceof DOMException && err.name === 'AbortError') return;
      // Refused or unsupported data (e.g. no user gesture): copying still gets the link out.
    }
  }
  await copyReferralLink(link);
}
