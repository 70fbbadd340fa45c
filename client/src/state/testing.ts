/**
 * For component tests: the signed-in viewer's user as `ViewerDocument` answers it (accepted terms, no
 * optional consent), with what a test is about overridden.
 */
export function viewerUser(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'User',
    id: 'u1',
    email: 'a@b.it',
    fullName: 'A',
    isAdmin: false,
    avatarUrl: null,
    completed: true,
    termsAcceptedAt: '2025-01-01T00:00:00Z',
    privacyAcceptedAt: '2025-01-01T00:00:00Z',
    marketingConsentAt: null,
    profilingConsentAt: null,
    cookieConsent: null,
    ...overrides,
  };
}
