import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, type LoginResponse, type MessageResponse, type RegisterResponse, type SessionResponse } from '../../../shared/api';
import { AUTH_MESSAGES, emailOnlySchema, loginSchema, registrationSchema, tokenSchema } from '../../../shared/schemas/auth';
import { PROFILE_MESSAGES, changePasswordSchema, resetPasswordSchema } from '../../../shared/schemas/profile';
import { twoStepSignInSchema } from '../../../shared/schemas/two-step';
import { clientIp } from '../../http/client-ip';
import { requireSession, sessionToken } from '../../plugins/session';
import type { AuthService, SignInStep } from './auth.service';

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  /** Starts the session, or hands back the challenge that the code step needs. */
  const answer = (reply: FastifyReply, step: SignInStep): LoginResponse => {
    if ('challenge' in step) return { user: null, two_step: { challenge: step.challenge } };
    reply.startSession(step.token, { admin: step.user.is_admin });
    return { user: step.user };
  };

  app.post(API.register, {
    config: { access: 'public' },
    schema: { tags: ['auth'], summary: 'register-user: create an account, profile and pending pledge', body: registrationSchema },
  }, async (request, reply) => {
    const { userId, phoneVerificationRequired } = await auth.register(request.body, clientIp(request), request.locale);
    return reply.status(201).send({
      success: true, message: AUTH_MESSAGES.registered, user_id: userId, phone_verification_required: phoneVerificationRequired,
    } satisfies RegisterResponse);
  });

  app.post(API.cleanupOrphanedUser, {
    config: { access: 'public' },
    schema: { tags: ['auth'], summary: 'cleanup-orphaned-user: remove an account left without a profile', body: emailOnlySchema },
  }, async (request) => {
    const removed = await auth.cleanupOrphanedUser(request.body.email, clientIp(request));
    return { success: true, removed };
  });

  app.post(API.login, {
    config: { access: 'public' },
    schema: { tags: ['auth'], summary: 'Sign in with e-mail and password', body: loginSchema },
  }, async (request, reply) => {
    return answer(reply, await auth.login(request.body.email, request.body.password, clientIp(request), sessionToken(request)));
  });

  app.post(API.twoStepSignIn, {
    config: { access: 'public' },
    schema: { tags: ['auth'], summary: 'Second sign-in step: the code from the app or a recovery code', body: twoStepSignInSchema },
  }, async (request, reply) => {
    const { token, user } = await auth.completeTwoStep(request.body.challenge, request.body.code, clientIp(request), sessionToken(request));
    reply.startSession(token, { admin: user.is_admin });
    return { user } satisfies SessionResponse;
  });

  app.post(API.adminLogin, {
    config: { access: 'public' },
    schema: { tags: ['auth'], summary: 'Admin sign-in: only admins get a session', body: loginSchema },
  }, async (request, reply) => {
    try {
      return answer(reply, await auth.adminLogin(request.body.email, request.body.password, clientIp(request), sessionToken(request)));
    } catch (err) {
      if (request.session) reply.endSession();
      throw err;
    }
  });

  app.post(API.logout, {
    config: { access: 'public' },
    schema: { tags: ['auth'], summary: 'Sign out' },
  }, async (request, reply) => {
    await auth.logout(sessionToken(request));
    reply.endSession();
    return { success: true, message: 'Signed out successfully' } satisfies MessageResponse;
  });

  app.get(API.session, {
    config: { access: 'public' },
    schema: { tags: ['auth'], summary: 'The signed-in user, or null' },
  }, async (request) => {
    if (!request.session) return { user: null } satisfies SessionResponse;
    return { user: await auth.sessionUser(request.session.userId) } satisfies SessionResponse;
  });

  app.post(API.verifyEmail, {
    config: { access: 'public' },
    schema: { tags: ['auth'], summary: 'Follow the e-mailed link: verify and sign in', body: tokenSchema },
  }, async (request, reply) => {
    const { token, user } = await auth.verifyEmail(request.body.token, sessionToken(request));
    if (token && user) reply.startSession(token, { admin: user.is_admin });
    return { user } satisfies SessionResponse;
  });

  app.post(API.forgotPassword, {
    config: { access: 'public' },
    schema: { tags: ['auth'], summary: 'E-mail a single-use link to choose a new password (sent after the answer)', body: emailOnlySchema },
  }, async (request) => {
    await auth.requestPasswordReset(request.body.email, clientIp(request));
    return { success: true, message: PROFILE_MESSAGES.resetRequested } satisfies MessageResponse;
  });

  app.post(API.resendSignUpLink, {
    config: { access: 'public' },
    schema: { tags: ['auth'], summary: 'Send the confirming link again to an address just signed up with (sent after the answer)', body: emailOnlySchema },
  }, async (request) => {
    await auth.resendSignUpLink(request.body.email, clientIp(request));
    return { success: true, message: AUTH_MESSAGES.signUpLinkResent } satisfies MessageResponse;
  });

  app.post(API.resetPassword, {
    config: { access: 'public' },
    schema: { tags: ['auth'], summary: 'Choose a new password with the e-mailed link', body: resetPasswordSchema },
  }, async (request) => {
    await auth.resetPassword(request.body.token, request.body.password, clientIp(request));
    return { success: true, message: PROFILE_MESSAGES.resetDone } satisfies MessageResponse;
  });

  app.post(API.myPassword, {
    config: { access: 'member' },
    schema: { tags: ['members'], summary: 'Change your password; other sessions are ended', body: changePasswordSchema },
  }, async (request) => {
    await auth.changePassword(requireSession(request).userId, sessionToken(request), request.body.current_password, request.body.new_password);
    return { success: true, message: PROFILE_MESSAGES.passwordChanged } satisfies MessageResponse;
  });

  app.post(API.resendVerification, {
    config: { access: 'member' },
    schema: { tags: ['auth'], summary: 'Send the verification e-mail again' },
  }, async (request) => {
    await auth.resendVerification(requireSession(request).userId);
    return { success: true, message: 'Verification e-mail sent. Please check your inbox.' } satisfies MessageResponse;
  });
};
