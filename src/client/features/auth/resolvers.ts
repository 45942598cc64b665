import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { loginSchema, passwordField, signUpFormSchema } from '../../../shared/schemas/auth';

/** The auth forms' validation: its own chunk with zod, loaded when one of the forms is first used. */
export const signUpResolver = zodResolver(signUpFormSchema);

export const loginResolver = zodResolver(loginSchema);

const resetPasswordSchema = z
  .object({ password: passwordField, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { message: /*i18n*/ 'The two passwords do not match', path: ['confirm'] });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;
export const resetPasswordResolver = zodResolver(resetPasswordSchema);
