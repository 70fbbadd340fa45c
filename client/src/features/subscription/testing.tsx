import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { listing, LOCATION_ID } from '../listing/testing';

/** The subscription tests' fixtures, as the gateway answers (with __typename, which the cache needs). */
export { LOCATION_ID };

const VAT = { __typename: 'PlanVat' as const, percentage: 22, inclusive: true };

export const plan = (
  type: 'year' | 'month',
  amount: number,
  currency = 'eur',
  earlyAdopterPrice: Record<string, unknown> | null = null,
) => ({
  __typename: 'SubscriptionPlan' as const,
  id: `price_${type}_${currency}`,
  type,
  amount,
  currency,
  vat: VAT,
  earlyAdopterPrice: earlyAdopterPrice && {
    __typename: 'PlanDiscount' as const,
    percentOff: null,
    amountOff: null,
    duration: 'forever',
    durationInMonths: null,
    ...earlyAdopterPrice,
  },
});

/** The annual plan with the early adopters' 30% off: 203,00 € a year. */
export const REDUCED_YEAR = plan('year', 29000, 'eur', { amount: 20300, percentOff: 30 });

export const PLANS = [plan('month', 2900), plan('year', 29000)];

/** The location as `locationSubscription.location` carries it (the head fields only). */
export const location = (patch: Parameters<typeof listing>[0] = {}) => {
  const { general: _g, ambients: _a, services: _s, ...head } = listing(patch);
  return head;
};

export const notEarlyAdopter = {
  __typename: 'EarlyAdopterInfo' as const,
  isEarlyAdopter: false,
  endDate: null,
};

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

/** Renders `element` at `url` under `route`, every other address showing where the app went. */
export function renderRoute(route: string, url: string, element: ReactNode, mocks: unknown[] = []) {
  return render(
    <MockedProvider mocks={mocks as never}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={route} element={element} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
}

/** The current address, for a page that stays where it is (its own route renders the page, not Where). */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <p data-testid="here">{pathname + search}</p>;
}
