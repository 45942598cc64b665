import type { I18n } from '@lingui/core';
import { translatorFor, type Translators } from '../../i18n/catalogs';
import { phoneCodeText } from '../../sms/templates';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { PHONE_MESSAGES } from '../../../shared/schemas/phone';
import type { Config } from '../../config';
import type { Executor } from '../../db/executor';
import { isoAfter, nowIso } from '../../db/time';
import { AppError, badRequest, tooManyRequests } from '../../http/errors';
import { maskRecipient, type Log } from '../../log';
import { SmsDeliveryError, type SmsSender } from '../../sms/sms-sender';
import type { MembersService } from '../members/members.service';
import type { RateLimitService } from '../rate-limit/rate-limit.service';
import { phoneRepository } from './phone.repository';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const RESEND_INTERVAL_MS = 60 * 1000;
export const MAX_FAILED_ATTEMPTS = 5;
const SMS_PER_HOUR = { max: 6, windowMs: 60 * 60 * 1000 };
/** Code checks per member, whichever route they come through: two codes' worth of tries. */
export const VERIFY_PER_MEMBER = { max: 10, windowMs: 15 * 60 * 1000 };

/**
 * Six-digit codes sent by text: valid for 10 minutes, usable once, locked after 5 wrong tries, and
 * at most one every 60 seconds. Only a keyed hash of the code is stored. The number a code was sent
 * to waits in its phone_codes row and only becomes the member's phone once the code is verified.
 */
const locked = () => new AppError(400, 'otp_locked', PHONE_MESSAGES.locked);

/** A wrong code says what to do next: how many tries are left, or, with none left, to ask for a new code. */
const wrongCode = (i18n: I18n, triesLeft: number) =>
  triesLeft <= 0
    ? locked()
    : new AppError(400, 'otp_invalid', i18n._(
      'That code is not right. {triesLeft, plural, one {You have # more try.} other {You have # more tries.}} Check the latest text message, or send a new code.',
      { triesLeft },
    ));

export function createPhoneService(deps: { db: Executor; config: Config; sms: SmsSender; members: MembersService; rateLimits: RateLimitService; translators: Translators; log: Log }) {
  const hashCode = (userId: string, code: string) => createHmac('sha256', deps.config.authSecret).update(`${userId}:${code}`).digest('hex');

  /** Every limit is checked before anything is written or sent. */
  async function sendCode(userId: string, phone: string): Promise<void> {
    const existing = await phoneRepository.find(deps.db, userId);
    // The minute between texts protects one number from a flood; a newly entered number may get its code at once.
    if (existing && existing.phone === phone) {
      const waitMs = Date.parse(existing.sent_at) + RESEND_INTERVAL_MS - Date.now();
      if (waitMs > 0) {
        const seconds = Math.ceil(waitMs / 1000);
        throw tooManyRequests(`Please wait ${seconds} seconds before requesting a new code.`, seconds);
      }
    }
    await deps.rateLimits.consume(SMS_PER_HOUR, `sms:${userId}`);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const now = new Date();
    await phoneRepository.replace(deps.db, {
      user_id: userId, phone, code_hash: hashCode(userId, code), expires_at: isoAfter(CODE_TTL_MS, now), failed_attempts: 0, sent_at: now.toISOString(),
    });
    const profile = await deps.members.findProfile(userId);
    await deliver(userId, phone, phoneCodeText(translatorFor(deps.translators, profile?.locale), code));
  }

  /**
   * A text the provider refused or never received leaves the stored code as it is: it may still have
   * arrived (a timeout), and a new one is a resend away, under the same limits. The log gets enough
   * to find the member and the provider's reason, and neither the text nor the whole number.
   */
  async function deliver(userId: string, phone: string, text: string): Promise<void> {
    try {
      await deps.sms.send(phone, text);
    } catch (err) {
      if (!(err instanceof SmsDeliveryError)) throw err;
      deps.log.warn({ providerCode: err.providerCode, providerStatus: err.status, memberId: userId, to: maskRecipient(phone) }, 'the phone code could not be texted');
      throw new AppError(502, 'sms_not_sent', PHONE_MESSAGES.notSent);
    }
  }

  return {
    sendCode,

    /** Sends a new code to the number waiting to be verified, or else to the phone on the member's profile. */
    async resend(userId: string): Promise<void> {
      const pending = await phoneRepository.find(deps.db, userId);
      const phone = pending?.phone ?? (await deps.members.findProfile(userId))?.phone;
      if (!phone) throw badRequest(PHONE_MESSAGES.noPhone);
      await sendCode(userId, phone);
    },

    /** The new number waiting for its code, when it is not already the one on the profile. */
    async pendingNumber(userId: string, profilePhone: string | null): Promise<string | null> {
      const pending = await phoneRepository.find(deps.db, userId);
      return pending && pending.phone !== profilePhone ? pending.phone : null;
    },

    /** resend-otp after sign-up, called without a session: only for a number still waiting to be verified. */
    async resendUnverified(userId: string): Promise<void> {
      const profile = await deps.members.findProfile(userId);
      if (!profile?.phone || profile.phone_verified === 1) throw badRequest(PHONE_MESSAGES.noCode);
      await sendCode(userId, profile.phone);
    },

    /**
     * Checks a code; on success the number it was sent to becomes the member's verified phone. A try
     * is claimed by one conditional update before the comparison, so however many guesses arrive at
     * once, at most MAX_FAILED_ATTEMPTS of them are ever compared with a code, and each is told the
     * tries left after its own claim rather than after the count it read first.
     */
    async verify(userId: string, code: string, i18n: I18n): Promise<void> {
      const row = await phoneRepository.find(deps.db, userId);
      if (!row) throw badRequest(PHONE_MESSAGES.noCode);
      if (row.failed_attempts >= MAX_FAILED_ATTEMPTS) throw locked();
      if (Date.parse(row.expires_at) <= Date.now()) throw new AppError(400, 'otp_expired', PHONE_MESSAGES.expired);
      const used = await phoneRepository.claimAttempt(deps.db, userId, row.code_hash, MAX_FAILED_ATTEMPTS);
      if (used === undefined) {
        // Out of tries, unless the code was used or replaced since it was read.
        const now = await phoneRepository.find(deps.db, userId);
        throw now?.code_hash === row.code_hash ? locked() : new AppError(400, 'otp_invalid', PHONE_MESSAGES.failed);
      }
      const expected = Buffer.from(row.code_hash, 'hex');
      const given = Buffer.from(hashCode(userId, code), 'hex');
      if (!timingSafeEqual(expected, given)) throw wrongCode(i18n, MAX_FAILED_ATTEMPTS - used);
      await deps.db.transaction().execute(async (trx) => {
        if (!(await phoneRepository.consume(trx, userId, row.code_hash))) throw new AppError(400, 'otp_invalid', PHONE_MESSAGES.failed);
        await deps.members.setVerifiedPhone(trx, userId, row.phone);
      });
    },

    /** A member changes their number: the verified one stays until a code sent to the new one is verified. */
    changePhone: sendCode,
  };
}

export type PhoneService = ReturnType<typeof createPhoneService>;
