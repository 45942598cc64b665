import { createHash } from 'node:crypto';
import type { PosterSize } from '../../../shared/domain/poster';
import type { Locale } from '../../../shared/i18n/locales';
import type { Config, RateLimitRule } from '../../config';
import type { PdfWork } from '../../pdf/pdf-pool';
import type { MembersService } from '../members/members.service';
import type { RateLimitService } from '../rate-limit/rate-limit.service';

export interface PosterFile {
  bytes: Uint8Array;
  /** A strong validator of the bytes, for If-None-Match. */
  etag: string;
  /** The same file for every visitor of that language and size (no referral code in it). */
  shared: boolean;
}

const etagOf = (bytes: Uint8Array) => `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 22)}"`;

/**
 * The poster as a PDF: in the reader's language, its QR code carrying a signed-in member's referral
 * code. A visitor's poster depends only on its language and size, and on the site's address, which is
 * fixed for the life of the process: each is drawn once and kept. Drawing happens on the PDF thread,
 * and every download counts against the address's limit, so no one can keep that thread busy.
 */
export function createPosterService(deps: { config: Pick<Config, 'publicUrl' | 'posterRateLimit'>; members: MembersService; pdfs: PdfWork; rateLimits: RateLimitService }) {
  const base = deps.config.publicUrl.replace(/\/+$/, '');
  const shared = new Map<string, Promise<PosterFile>>();

  const draw = async (size: PosterSize, locale: Locale, joinUrl: string, isShared: boolean): Promise<PosterFile> => {
    const bytes = await deps.pdfs.draw({ kind: 'poster', size, locale, joinUrl });
    return { bytes, etag: etagOf(bytes), shared: isShared };
  };

  const visitorPoster = (size: PosterSize, locale: Locale): Promise<PosterFile> => {
    const key = `${locale}:${size}`;
    let file = shared.get(key);
    if (!file) {
      file = draw(size, locale, base, true);
      // A failed drawing is not kept: the next download tries again.
      file.catch(() => shared.delete(key));
      shared.set(key, file);
    }
    return file;
  };

  return {
    async pdf(size: PosterSize, reader: { memberId: string | null; locale: Locale }, clientIp: string): Promise<PosterFile> {
      await deps.rateLimits.consume(deps.config.posterRateLimit, `poster:${clientIp}`);
      const profile = reader.memberId ? await deps.members.findProfile(reader.memberId) : undefined;
      if (!profile) return visitorPoster(size, reader.locale);
      return draw(size, reader.locale, `${base}/?ref=${encodeURIComponent(profile.referral_code)}`, false);
    },
  };
}

export type PosterService = ReturnType<typeof createPosterService>;
