import { discountLabel, formatPlanMoney, planMonthlyAmount, vatNote } from '@festa/domain/subscription';
import { it } from '../../i18n/it';

const t = it.prices;

/** A plan as the pages read it: its price, the IVA its invoices carry, and the early adopters' price. */
export interface PricedPlan {
  type: string;
  amount: number;
  currency: string;
  vat?: { percentage: number; inclusive: boolean } | null;
  earlyAdopterPrice?: {
    amount: number;
    percentOff?: number | null;
    amountOff?: number | null;
    duration: string;
    durationInMonths?: number | null;
  } | null;
}

/** A price with what it says about IVA: '290,00 €/anno IVA inclusa' (every subscription price says it). */
export function withVat(text: string, plan: PricedPlan): string {
  const note = vatNote(plan.vat);
  return note ? t.withVat(text, note) : text;
}

/** An amount with its currency sign kept on the same line ('203,00\u00a0€'). */
const money = (minor: number, currency: string) =>
  formatPlanMoney(minor, currency).replace(/ (?=\S+$)/, '\u00a0');

const per = (plan: PricedPlan, minor: number) =>
  (plan.type === 'year' ? t.perYear : t.perMonth)(money(minor, plan.currency));

/** The plan's price per interval, with IVA: '290,00 €/anno IVA inclusa', '29,00 €/mese IVA inclusa'. */
export const planPrice = (plan: PricedPlan) => withVat(per(plan, plan.amount), plan);

/** What a month costs, with IVA: a yearly plan spread over twelve ('24,17 €/mese IVA inclusa'). */
export const monthlyPrice = (plan: PricedPlan) =>
  withVat(t.perMonth(money(planMonthlyAmount(plan), plan.currency)), plan);

/**
 * The early adopters' price of a plan, or null when it has none:
 * '203,00 €/anno IVA inclusa (prezzo ridotto, −30%)'.
 */
export function reducedPrice(plan: PricedPlan): string | null {
  const reduced = plan.earlyAdopterPrice;
  if (!reduced) return null;
  const duration =
    reduced.duration === 'once'
      ? t.once
      : reduced.duration === 'repeating' && reduced.durationInMonths
        ? t.repeating(reduced.durationInMonths)
        : '';
  return t.reduced(withVat(per(plan, reduced.amount), plan), discountLabel(reduced, plan.currency), duration);
}
