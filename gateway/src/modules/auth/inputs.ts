import { isValidIsoDate } from '../../../../domain/index.js';
import { z } from 'zod';

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'Email è obbligatoria')
  .max(254)
  .pipe(z.email('Email non valida'));

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Password è obbligatoria').max(200),
});

// Long enough to reach the 72-byte check, which gives the clearer message.
const newPassword = z
  .string()
  .min(1, 'Password è obbligatoria')
  .max(200, 'La password non può superare i 72 byte');

export const registerSchema = z.object({
  email: emailSchema,
  password: newPassword,
  termsAccepted: z.boolean(),
  privacyAccepted: z.boolean(),
  marketingConsent: z.boolean(),
  profilingConsent: z.boolean(),
});

export const otpSchema = z.object({
  email: z.string().trim().toLowerCase().min(1, 'Email non trovata. Riprova.').max(254),
  otp: z
    .string()
    .min(1, 'Codice di verifica obbligatorio')
    .length(6, 'Il codice deve essere di 6 cifre')
    .regex(/^\d+$/, 'Inserisci solo numeri'),
});

export const resetSchema = z.object({
  resetToken: z.string().min(1).max(200),
  newPassword: newPassword,
});

export const dateSchema = (required: string) =>
  z
    .string()
    .min(1, required)
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Data non valida')
    .refine(isValidIsoDate, 'Data non valida');

export const completeSchema = z.object({
  email: z.string().trim().toLowerCase().min(1, "L'email è obbligatoria").max(254),
  fullName: z.string().trim().min(1, 'Nome e cognome sono obbligatori').max(120),
  city: z.string().trim().min(1, 'La città è obbligatoria').max(120),
  birthDate: dateSchema('Data di nascita è obbligatoria'),
});

export const accountSchema = z.object({
  fullName: z.string().trim().min(1, 'Il nome e cognome sono obbligatori').max(120),
  birthDate: dateSchema('Data di nascita è obbligatoria'),
  city: z.string().trim().min(1, 'La città è obbligatoria').max(120),
  phoneNumber: z
    .string()
    .trim()
    .max(30)
    .regex(/^[+\d\s().-]*$/, 'Numero di telefono non valido')
    .nullish(),
  avatarUrl: z.string().max(500).nullish(),
});

export const passwordChangeSchema = z.object({
  currentPassword: z.string().min(1, 'La password attuale è obbligatoria').max(200),
  newPassword: z
    .string()
    .min(1, 'La nuova password è obbligatoria')
    .max(200, 'La password non può superare i 72 byte'),
  confirmPassword: z.string().max(200),
});

// FCM registration tokens are about 160 characters and APNs tokens 64 hex digits; room to spare, no more.
export const pushTokenSchema = z
  .string()
  .trim()
  .min(1, 'Token del dispositivo non valido')
  .max(1024, 'Token del dispositivo non valido')
  .regex(/^[\x21-\x7e]+$/, 'Token del dispositivo non valido');

export const PUSH_PLATFORMS = ['android', 'ios', 'web'] as const;
export const pushPlatformSchema = z
  .string()
  .max(16, 'Piattaforma non valida')
  .transform((v) => v.trim().toLowerCase())
  .pipe(z.enum(PUSH_PLATFORMS, 'Piattaforma non valida'))
  .nullish()
  .transform((v) => v ?? null);

export const pushRegistrationSchema = z.object({ token: pushTokenSchema, platform: pushPlatformSchema });
export const pushUnregistrationSchema = z.object({ token: pushTokenSchema });
