import { toast } from 'sonner';
import { copyText } from '../../lib/clipboard';

const COPIED = 'Referral link copied to clipboard!';

export async function copyReferralLink(link: string): Promise<void> {
  if (await copyText(link)) toast.success(COPIED);
  else toast.error('Could not copy. Please select the link and copy it by hand.');
}

/**
 * Opens the device's share sheet where there is one, else copies the link. Closing the sheet
 * without sharing is the person's choice, so it is neither an error nor a reason to copy.
 */
export async function shareReferralLink(link: string): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({
        title: 'Join the Riba-Free Community',
        text: 'Join me in building a community where we help each other without interest. Membership is free:',
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
