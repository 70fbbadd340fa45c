import type { CalendarImportErrorCode } from '@festalocation/domain/messages';
import type { CALENDAR_IMPORT_ERROR_KEYS } from '../../db/schema/index.js';

/** Why a sync failed, as stored in `calendar_imports.last_error` and shown to the host (domain/messages.ts). */
export type CalendarImportError = (typeof CALENDAR_IMPORT_ERROR_KEYS)[number];

// The stored keys and the Italian messages are one set: a key without its message fails the build.
const sameKeys: Record<CalendarImportError, true> = {} as Record<CalendarImportErrorCode, true>;
void sameKeys;
