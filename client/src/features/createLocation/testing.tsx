import { render } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { CityFieldOptionsDocument } from '../cities/cities.generated';
import {
  createLocationDraftStore,
  EMPTY_LOCATION_VALUES,
  type CreateLocationValues,
} from '../../state/createLocationDraft';
import { CreateLocationActivityTypesDocument } from './createLocation.generated';
import { CreateLocationPage } from './CreateLocationPage';

/** The page's test harness: its queries mocked, a router with a catch-all that shows where it went. */
export const activityTypes = {
  request: { query: CreateLocationActivityTypesDocument },
  result: {
    data: {
      activityTypes: [
        { __typename: 'ActivityType', id: 2, name: 'Ristorante', locationType: 'HORECA' },
        { __typename: 'ActivityType', id: 1, name: 'Bar', locationType: 'HORECA' },
        { __typename: 'ActivityType', id: 3, name: 'Villa', locationType: 'PRIVATE' },
      ],
      earlyAdopterInfo: { __typename: 'EarlyAdopterInfo', isEarlyAdopter: true, endDate: '2027-03-31' },
      subscriptionPlans: [
        {
          __typename: 'SubscriptionPlan',
          id: 'price_demo_year',
          type: 'year',
          amount: 29000,
          currency: 'eur',
          vat: { __typename: 'PlanVat', percentage: 22, inclusive: true },
          earlyAdopterPrice: {
            __typename: 'PlanDiscount',
            amount: 20300,
            percentOff: 30,
            amountOff: null,
            duration: 'forever',
            durationInMonths: null,
          },
        },
      ],
    },
  },
  maxUsageCount: 10,
};
export const cities = {
  request: { query: CityFieldOptionsDocument, variables: { filter: 'Mila' } },
  result: {
    data: {
      cities: [
        {
          __typename: 'City',
          id: 15146,
          nome: 'Milano',
          sigla: 'MI',
          provincia: { __typename: 'Provincia', nome: 'Milano' },
          cap: ['20121', '20122'],
        },
      ],
    },
  },
};

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

export function renderPage(mocks: unknown[] = [activityTypes]) {
  return render(
    <MockedProvider mocks={mocks as never}>
      <MemoryRouter initialEntries={['/create/location']}>
        <Routes>
          <Route path="/create/location" element={<CreateLocationPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
}

export const atStep = (step: number, values: Partial<CreateLocationValues> = {}) =>
  createLocationDraftStore.set({
    step,
    values: { ...EMPTY_LOCATION_VALUES, ...values },
    idempotencyKey: 'key-1',
  });

/** A draft that passes every step (HORECA with a valid partita IVA and a PEC). */
export const validValues: CreateLocationValues = {
  ...EMPTY_LOCATION_VALUES,
  type: 'HORECA',
  activityTypes: [1],
  address: 'Via Roma 1',
  cityId: 15146,
  city: 'Milano',
  province: 'Milano',
  provinceCode: 'MI',
  zipCode: '20121',
  ambientType: 'CLOSE',
  ambientCapacity: 50,
  eventTypes: ['WEDDING'],
  name: 'Villa Festa',
  vatNumber: '00743110157',
  pec: 'festa@pec.it',
  phoneNumber: '+39 02 1234567',
  legalName: 'Villa Festa S.r.l.',
  legalAddress: 'Via Roma 1',
  legalCityId: 15146,
  legalCity: 'Milano',
  legalProvince: 'MI',
  legalCap: '20121',
};
