import { z } from 'zod';
import { validationMessages as m } from '../messages.js';
import { dateSchema } from './common.js';

/** Inputs of the profile page and of device registration, as the gateway parses them. */
export const accountSchema = z.object({
  fullName: z.string().trim().min(1, m.accountFullNameRequired).max(120),
  birthDate: dateSchema(m.birthDateRequired),
  city: z.string().trim().min(1, m.cityRequired).max(120),
  phoneNumber: z
    .string()
    .trim()
    .max(30)
    .regex(/^[+\d\s().-]*$/, m.phoneInvalid)
    .nullish(),
  avatarUrl: z.string().max(500).nullish(),
});

export const passwordChangeSchema = z.object({
  currentPassword: z.string().min(1, m.currentPasswordRequired).max(200),
  newPassword: z.string().min(1, m.newPasswordRequired).max(200, m.passwordTooLong),
  confirmPassword: z.string().max(200),
});

// FCM registration tokens are about 160 characters and APNs tokens 64 hex digits; room to spare, no more.
export const pushTokenSchema = z
  .string()
  .trim()
  .min(1, m.pushTokenInvalid)
  .max(1024, m.pushTokenInvalid)
  .regex(/^[\x21-\x7e]+$/, m.pushTokenInvalid);

export const PUSH_PLATFORMS = ['android', 'ios', 'web'] as const;
export const pushPlatformSchema = z
  .string()
  .max(16, m.pushPlatformInvalid)
  .transform((v) => v.trim().toLowerCase())
  .pipe(z.enum(PUSH_PLATFORMS, m.pushPlatformInvalid))
  .nullish()
  .transform((v) => v ?? null);

export const pushRegistrationSchema = z.object({ token: pushTokenSchema, platform: pushPlatformSchema });
export const pushUnregistrationSchema = z.object({ token: pushTokenSchema });
