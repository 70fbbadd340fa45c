import { z } from 'zod';
import { validationMessages as m } from '../messages.js';
import { dateSchema } from './common.js';

/** Inputs of sign-in, registration, codes and password recovery, as the gateway parses them. */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, m.emailRequired)
  .max(254)
  .pipe(z.email(m.emailInvalid));

/**
 * A solved proof-of-work challenge (ALTCHA's base64 payload), sent again with an attempt the gateway
 * answered PROOF_OF_WORK_REQUIRED; the gateway checks it, the forms never fill it in by hand.
 */
export const proofOfWorkSchema = z.string().max(4000).nullish();

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, m.passwordRequired).max(200),
  proofOfWork: proofOfWorkSchema,
});

// Long enough to reach the 72-byte check, which gives the clearer message.
export const newPasswordSchema = z.string().min(1, m.passwordRequired).max(200, m.passwordTooLong);

export const registerSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  termsAccepted: z.boolean(),
  privacyAccepted: z.boolean(),
  marketingConsent: z.boolean(),
  profilingConsent: z.boolean(),
  proofOfWork: proofOfWorkSchema,
});

// Digits are checked before the length: '12a' reads 'Inserisci solo numeri'.
export const otpCodeSchema = z
  .string()
  .min(1, m.otpRequired)
  .regex(/^\d+$/, m.otpDigits)
  .length(6, m.otpLength);

export const otpSchema = z.object({
  email: z.string().trim().toLowerCase().min(1, m.otpNoEmail).max(254),
  otp: otpCodeSchema,
  proofOfWork: proofOfWorkSchema,
});

export const resetSchema = z.object({
  resetToken: z.string().min(1).max(200),
  newPassword: newPasswordSchema,
});

export const completeSchema = z.object({
  email: z.string().trim().toLowerCase().min(1, m.emailRequiredComplete).max(254),
  fullName: z.string().trim().min(1, m.fullNameRequired).max(120),
  city: z.string().trim().min(1, m.cityRequired).max(120),
  birthDate: dateSchema(m.birthDateRequired),
});
