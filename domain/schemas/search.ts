import { z } from 'zod';
import { isValidIsoDate } from '../dates.js';
import { validationMessages as m } from '../messages.js';

/** Whole euros; in cents it still fits the integer columns and parameters it is compared with. */
export const BUDGET_LIMIT = 10_000_000;

const budget = z.number().int().min(0, m.budgetInvalid).max(BUDGET_LIMIT, m.budgetInvalid).nullish();

/** The search page's filters, as the gateway parses them (absent: no filter). */
export const searchFiltersSchema = z
  .object({
    name: z.string().max(100).nullish(),
    city: z.string().max(100).nullish(),
    date: z.string().refine(isValidIsoDate, m.dateInvalid).nullish(),
    guests: z.number().int().min(1, m.guestsMinSearch).max(100_000).nullish(),
    eventType: z.string().nullish(),
    budgetMin: budget,
    budgetMax: budget,
    tagIds: z.array(z.number().int()).max(50).nullish(),
    activityTypeIds: z.array(z.number().int()).max(50).nullish(),
  })
  .nullish();
