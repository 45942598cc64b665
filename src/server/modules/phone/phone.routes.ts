import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, type MessageResponse, type VerifyPhoneResponse } from '../../../shared/api';
import { PHONE_MESSAGES, changePhoneSchema, memberOtpSchema, resendOtpSchema, verifyPhoneSchema } from '../../../shared/schemas/phone';
import type { Config } from '../../config';
import { clientIp } from '../../http/client-ip';
import { requireSession, sessionToken } from '../../plugins/session';
import type { AuthService } from '../auth/auth.service';
import type { RateLimitService } from '../rate-limit/rate-limit.service';
import { type PhoneService, VERIFY_PER_MEMBER } from './phone.service';

const ok = (message: string): MessageResponse => ({ success: true, message });

export const phoneRoutes: FastifyPluginAsyncZod<{ phone: PhoneService; auth: AuthService; rateLimits: RateLimitService; config: Config }> = async (app, { phone, auth, rateLimits, config }) => {
  /** Both verify routes share the same counters: per address across members, and per member across addresses. */
  const limitVerify = async (request: FastifyRequest, userId: string) => {
    await rateLimits.consume(config.rateLimits.login, `otp:${clientIp(request)}`);
    await rateLimits.consume(VERIFY_PER_MEMBER, `otp-member:${userId}`);
  };

  app.post(API.verifyPhone, {
    config: { access: 'public' },
    schema: { tags: ['phone'], summary: 'verify-phone: check the code sent after sign-up; a fresh account is signed in', body: verifyPhoneSchema },
  }, async (request, reply) => {
    await limitVerify(request, request.body.user_id);
    await phone.verify(request.body.user_id, request.body.otp_code, request.i18n);
    const signedIn = await auth.signInAfterSignUpPhone(request.body.user_id, sessionToken(request));
    if (!signedIn) return { ...ok(PHONE_MESSAGES.verified), user: null } satisfies VerifyPhoneResponse;
    reply.startSession(signedIn.token, { admin: signedIn.user.is_admin });
    return { ...ok(PHONE_MESSAGES.verifiedSignedIn), user: signedIn.user } satisfies VerifyPhoneResponse;
  });

  app.post(API.resendOtp, {
    config: { access: 'public' },
    schema: { tags: ['phone'], summary: 'resend-otp: send a new code, at most one a minute', body: resendOtpSchema },
  }, async (request) => {
    await rateLimits.consume(config.rateLimits.signup, `otp-resend:${clientIp(request)}`);
    await phone.resendUnverified(request.body.user_id);
    return ok(PHONE_MESSAGES.sent);
  });

  app.post(API.myPhone, {
    config: { access: 'member' },
    schema: { tags: ['phone'], summary: 'Change your phone number; a code is sent to it', body: changePhoneSchema },
  }, async (request) => {
    await phone.changePhone(requireSession(request).userId, request.body.phone);
    return ok(PHONE_MESSAGES.sent);
  });

  app.post(API.myPhoneVerify, {
    config: { access: 'member' },
    schema: { tags: ['phone'], summary: 'Verify your phone number with the code', body: memberOtpSchema },
  }, async (request) => {
    const { userId } = requireSession(request);
    await limitVerify(request, userId);
    await phone.verify(userId, request.body.otp_code, request.i18n);
    return ok(PHONE_MESSAGES.memberVerified);
  });

  app.post(API.myPhoneResend, {
    config: { access: 'member' },
    schema: { tags: ['phone'], summary: 'Send a new code to your phone number' },
  }, async (request) => {
    await phone.resend(requireSession(request).userId);
    return ok(PHONE_MESSAGES.sent);
  });
};
