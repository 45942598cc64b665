import type { I18n } from '@lingui/core';
import type { PosterSize } from '../../../shared/domain/poster';
import { textDirection, type Locale } from '../../../shared/i18n/locales';
import type { Config } from '../../config';
import type { MembersService } from '../members/members.service';

/** The poster as a PDF: in the reader's language, its QR code carrying a signed-in member's referral code. */
export function createPosterService(deps: { config: Pick<Config, 'publicUrl'>; members: MembersService }) {
  /** The same address the poster page puts in its QR code. */
  const joinUrl = async (memberId: string | null): Promise<string> => {
    const base = deps.config.publicUrl.replace(/\/+$/, '');
    const profile = memberId ? await deps.members.findProfile(memberId) : undefined;
    return profile ? `${base}/?ref=${encodeURIComponent(profile.referral_code)}` : base;
  };

  return {
    async pdf(size: PosterSize, reader: { memberId: string | null; locale: Locale; i18n: I18n }): Promise<Uint8Array> {
      // Loaded on the first poster asked for: the PDF and font libraries weigh on every start otherwise.
      const { posterPdf } = await import('./poster-pdf');
      return posterPdf(size, {
        t: (id) => reader.i18n._(id),
        direction: textDirection(reader.locale),
        locale: reader.locale,
        joinUrl: await joinUrl(reader.memberId),
      });
    },
  };
}

export type PosterService = ReturnType<typeof createPosterService>;
