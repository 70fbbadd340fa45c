import { z } from 'zod';
import { INVALID_ID_MESSAGE, isUuid, isValidIsoDate } from '../../domain/index.js';

/** Every id of the product is a uuid in the form PostgreSQL reads; anything else never reaches a query. */
export const idSchema = z.string().refine(isUuid, INVALID_ID_MESSAGE);

/** A real YYYY-MM-DD day of the product's calendar. */
export const calendarDateSchema = z.string().refine(isValidIsoDate, 'Data non valida');
