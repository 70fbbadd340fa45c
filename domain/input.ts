import { validationMessages } from './messages.js';

/**
 * Shape rules for anything that arrives from outside, shared by the client and the gateway.
 * PostgreSQL accepts a uuid only in this 8-4-4-4-12 hexadecimal form (any version), and no text with NUL.
 */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: unknown): value is string =>
  typeof value === 'string' && UUID_PATTERN.test(value);

/**
 * True when the text holds a character no field accepts: C0 controls (NUL among them, which PostgreSQL
 * cannot store) and DEL, except tab, line feed and carriage return, which multi-line notes keep.
 */
export function hasForbiddenCharacters(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) || c === 0x7f) return true;
  }
  return false;
}

export const INVALID_ID_MESSAGE = validationMessages.idInvalid;
export const FORBIDDEN_CHARACTERS_MESSAGE = validationMessages.forbiddenCharacters;
