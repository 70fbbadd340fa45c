import { useCallback, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { formatPlanMoney, planMonthlyAmount, vatNote } from '@festa/domain/subscription';
import { it } from '../../i18n/it';
import { runMutation } from '../../lib/mutationErrors';
import { AlertDialog, Button, Radio, RadioGroup } from '../../ui';
import { CreateCheckoutSessionDocument, type SubscriptionPlanFieldsFragment } from './subscription.generated';
import { leaveApp, usePageRestored } from './leaveApp';
import * as s from './Subscription.css';

const t = it.subscription;

/** The plans in the order people compare them: yearly (the default) first, then monthly. */
const byInterval = (plans: readonly SubscriptionPlanFieldsFragment[]) =>
  [...plans].sort((a, b) => Number(a.type !== 'year') - Number(b.type !== 'year'));

/**
 * A plan as the radio shows it: per month, with IVA, and what is billed. An early adopter's annual plan
 * shows the reduced price it pays after the free period, beside the full one.
 */
function PlanText({ plan, earlyAdopter }: { plan: SubscriptionPlanFieldsFragment; earlyAdopter: boolean }) {
  const reduced = earlyAdopter && plan.type === 'year' ? plan.earlyAdopterPrice : null;
  const shown = reduced ? { ...plan, amount: reduced.amount } : plan;
  const money = (minor: number) => formatPlanMoney(minor, plan.currency);
  const vat = vatNote(plan.vat);
  const billed =
    plan.type !== 'year'
      ? t.billedMonthly
      : reduced
        ? t.billedReduced(money(reduced.amount), money(plan.amount))
        : t.billedYearly(money(plan.amount));
  return (
    <>
      <span className={s.planName}>{plan.type === 'year' ? t.year : t.month}</span>
      <span className={s.price}>{t.perMonth(money(planMonthlyAmount(shown)))}</span>
      <span className={s.muted}>{vat ? `${vat}, ${billed}` : billed}</span>
    </>
  );
}

/**
 * The plan choice and the way to the provider's Checkout: a subscription for an approved location, a card
 * saved for later while it waits for approval. The browser then leaves the app for the Checkout page.
 */
export function CheckoutForm({
  locationId,
  plans,
  approved,
  earlyAdopter = false,
}: {
  locationId: string;
  plans: readonly SubscriptionPlanFieldsFragment[];
  approved: boolean;
  earlyAdopter?: boolean;
}) {
  const sorted = byInterval(plans);
  const [priceId, setPriceId] = useState(sorted[0]!.id);
  const [checkout] = useMutation(CreateCheckoutSessionDocument);
  // Pending from the press until the browser has left for Checkout (or the call failed).
  const [leaving, setLeaving] = useState(false);
  usePageRestored(useCallback(() => setLeaving(false), []));
  const [alert, setAlert] = useState<string | null>(null);

  const proceed = async () => {
    setLeaving(true);
    const done = await runMutation(() => checkout({ variables: { locationId, priceId } }), {
      message: t.paymentFailed,
      onMessage: (e) => setAlert(e.message),
    });
    const url = done?.data.data?.createCheckoutSession.url;
    if (url) leaveApp(url);
    else setLeaving(false);
  };

  return (
    <>
      <RadioGroup label={t.plans} value={priceId} onChange={setPriceId}>
        {sorted.map((plan) => (
          <Radio key={plan.id} value={plan.id}>
            <PlanText plan={plan} earlyAdopter={earlyAdopter} />
          </Radio>
        ))}
      </RadioGroup>
      <p className={s.note}>{t.noLockIn}</p>
      <div className={s.actions}>
        <Button variant="primary" size="lg" isPending={leaving} onPress={() => void proceed()}>
          {approved ? t.pay : t.saveMethod}
        </Button>
      </div>
      <AlertDialog message={alert} onClose={() => setAlert(null)} title={t.errorTitle} closeLabel={t.ok} />
    </>
  );
}
