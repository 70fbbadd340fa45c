import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { MockedProvider } from '@apollo/client/testing/react';
import { AcceptRequiredConsentsDocument, UpdateConsentsDocument } from './auth.generated';
import { ViewerDocument } from '../../state/viewer.generated';
import { signIn, clearSession } from '../../state/session';
import { authDialogStore, openAuthDialog } from '../../state/authDialog';
import { ConsentForm } from './ConsentForm';
import { PasswordChecklist } from './PasswordChecklist';
import { otpProblem } from './OtpForm';
import { viewerUser } from '../../state/testing';

const viewer = {
  viewer: {
    __typename: 'Viewer',
    user: viewerUser({
      termsAcceptedAt: null,
      privacyAcceptedAt: null,
      marketingConsentAt: '2025-01-01T00:00:00Z',
    }),
    hasLocation: false,
    locations: [],
    hasUnreadNotifications: false,
  },
};

describe('consent dialog', () => {
  it('accepts only with both required consents, then saves the optional ones as they were', async () => {
    signIn('t', 'GUEST');
    openAuthDialog('consent');
    let consentsSaved: unknown = null;
    const mocks = [
      {
        request: { query: ViewerDocument, variables: { role: 'GUEST' } },
        result: { data: viewer },
        maxUsageCount: 5,
      },
      {
        request: {
          query: AcceptRequiredConsentsDocument,
          variables: { termsAccepted: true, privacyAccepted: true },
        },
        result: {
          data: {
            acceptRequiredConsents: {
              __typename: 'User',
              id: 'u1',
              termsAcceptedAt: 'x',
              privacyAcceptedAt: 'x',
            },
          },
        },
      },
      {
        request: {
          query: UpdateConsentsDocument,
          variables: (vars: Record<string, unknown>) => {
            consentsSaved = vars;
            return true;
          },
        },
        result: {
          data: {
            updateConsents: {
              __typename: 'User',
              id: 'u1',
              marketingConsentAt: 'x',
              profilingConsentAt: null,
            },
          },
        },
      },
    ];
    render(
      <MemoryRouter>
        <MockedProvider mocks={mocks}>
          <ConsentForm />
        </MockedProvider>
      </MemoryRouter>,
    );
    const accept = screen.getByRole('button', { name: 'Accetta' });
    expect(accept).toBeDisabled();
    await userEvent.click(screen.getByText('Accetto i termini e condizioni'));
    expect(accept).toBeDisabled();
    await userEvent.click(screen.getByText('Accetto la privacy policy'));
    await waitFor(() => expect(accept).toBeEnabled());
    await userEvent.click(accept);
    await waitFor(() => expect(authDialogStore.get().type).toBeNull());
    expect(consentsSaved).toEqual({ marketingConsent: true, profilingConsent: false });
    clearSession();
  });
});

describe('password checklist and code rules', () => {
  it('colours unmet rules as errors in strict mode only', () => {
    const { rerender } = render(<PasswordChecklist password="" />);
    expect(screen.getAllByRole('listitem').filter((li) => li.dataset.met === 'false')).toHaveLength(5);
    rerender(<PasswordChecklist password="abc" strict />);
    const unmet = screen.getAllByRole('listitem').filter((li) => li.dataset.met === 'false');
    expect(unmet).toHaveLength(4);
    expect(screen.getByText('Una lettera minuscola').closest('li')?.dataset.met).toBe('true');
  });

  it('checks the code with the shared messages', () => {
    expect(otpProblem('')).toBe('Codice di verifica obbligatorio');
    expect(otpProblem('12a')).toBe('Inserisci solo numeri');
    expect(otpProblem('123')).toBe('Il codice deve essere di 6 cifre');
    expect(otpProblem('123456')).toBeNull();
  });
});
