import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { NotificationAddedDocument, ViewerDocument } from '../../state/viewer.generated';

/** The console's test harness: fixtures as the gateway answers them (with __typename, for the cache). */
export const LOC_ID = '00000000-0000-4000-8000-0000000000a1';
export const OWNER_ID = '00000000-0000-4000-8000-0000000000b1';
const AT = '2026-11-20T09:00:00.000Z';

export const owner = {
  __typename: 'ModerationUser',
  id: OWNER_ID,
  email: 'host@esempio.it',
  fullName: 'Marco Rossi',
  isAdmin: false,
  suspendedAt: null,
  suspensionReason: null,
  locationCount: 2,
  deletedAt: null,
};

export const moderationLocation = (patch: Record<string, unknown> = {}) => ({
  __typename: 'ModerationLocation',
  id: LOC_ID,
  slug: 'villa-festa-roma',
  name: 'Villa Festa',
  city: 'Roma',
  approvalStatus: 'PENDING',
  subscriptionType: 'STANDARD',
  subscriptionStatus: 'INACTIVE',
  isPublic: false,
  createdAt: AT,
  deletedAt: null,
  rejectionReason: null,
  suspendedAt: null,
  suspensionReason: null,
  owner: { __typename: 'ModerationUser', id: OWNER_ID, email: owner.email, fullName: owner.fullName },
  ...patch,
});

export const business = (issues: { field: string; message: string }[] = []) => ({
  __typename: 'BusinessData',
  locationType: 'HORECA',
  vatNumber: '01234567897',
  taxCode: null,
  pec: 'villa@pec.it',
  sdiCode: 'M5UXCR1',
  phoneNumber: '+39 06 1234567',
  whatsapp: null,
  link: null,
  taxNumberKind: 'VAT',
  issues: issues.map((i) => ({ __typename: 'FieldIssue', ...i })),
});

/** The viewer query as the shell asks it, for an administrator or not. */
export const viewerMock = (isAdmin: boolean) => ({
  request: { query: ViewerDocument, variables: { role: 'GUEST' } },
  result: {
    data: {
      viewer: {
        __typename: 'Viewer',
        user: {
          __typename: 'User',
          id: 'u-admin',
          email: 'admin@festalocation.it',
          fullName: 'Ada',
          isAdmin,
          avatarUrl: null,
          completed: true,
          termsAcceptedAt: AT,
          privacyAcceptedAt: AT,
          marketingConsentAt: null,
          profilingConsentAt: null,
          cookieConsent: null,
        },
        hasLocation: false,
        locations: [],
        hasUnreadNotifications: false,
      },
    },
  },
  maxUsageCount: 5,
});

export const liveMock = {
  request: { query: NotificationAddedDocument, variables: { role: 'GUEST' } },
  result: { data: null },
  delay: Infinity,
};

export const gqlError = (message: string, code: string, field?: string) => ({
  errors: [{ message, extensions: { code, ...(field ? { field } : {}) } }],
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** Renders `element` on the route `pattern`, opened at `path`; anywhere else shows where it went. */
export function renderRoute(pattern: string, path: string, element: ReactNode, mocks: unknown[] = []) {
  return render(
    <MockedProvider mocks={mocks as never}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={element} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
}
