import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { EditingNotice } from './EditingNotice';
import { listing, LOCATION_ID, renderAt } from './testing';

const show = (patch: Parameters<typeof listing>[0]) =>
  renderAt('/dashboard/general', <EditingNotice location={listing(patch)} />);

describe('EditingNotice', () => {
  it('with a card saved in approval: the subscription starts on approval, the button changes the card', () => {
    show({ hasInsertedTemporaryPaymentMethod: true });
    expect(screen.getByRole('status')).toHaveTextContent(
      "Hai inserito un metodo di pagamento: l'abbonamento si attiverà all'approvazione della location.",
    );
    expect(screen.getByRole('link', { name: 'Modifica metodo di pagamento' })).toHaveAttribute(
      'href',
      `/subscription/${LOCATION_ID}`,
    );
  });

  it('without one: the invitation to pay meanwhile, and to activate', () => {
    show({});
    expect(screen.getByRole('status')).toHaveTextContent(/puoi già inserire i dati di pagamento/);
    expect(screen.getByRole('link', { name: 'Attiva abbonamento' })).toBeInTheDocument();
  });

  it('approved and never activated: an error', () => {
    show({ approvalStatus: 'APPROVED', isApproved: true, canEdit: false });
    expect(screen.getByRole('alert')).toHaveTextContent(/attiva l'abbonamento/);
  });

  it('says nothing once ACTIVE', () => {
    show({ approvalStatus: 'APPROVED', subscriptionStatus: 'ACTIVE' });
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it("the platform's rejection, with its reason, before the subscription notice", () => {
    show({ approvalStatus: 'REJECTED', rejectionReason: 'Le foto non mostrano la location.' });
    const [rejected, subscription] = screen.getAllByRole('alert').concat(screen.getAllByRole('status'));
    expect(rejected).toHaveTextContent(
      'La tua location non è stata approvata. Motivo: Le foto non mostrano la location.',
    );
    expect(subscription).toHaveTextContent(/puoi già inserire i dati di pagamento/);
  });

  it('a suspension, with its reason, even once ACTIVE', () => {
    show({
      approvalStatus: 'APPROVED',
      subscriptionStatus: 'ACTIVE',
      suspendedAt: '2026-01-10T09:00:00.000Z',
      suspensionReason: 'Segnalazioni ripetute degli ospiti.',
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'La location è sospesa dalla piattaforma. Motivo: Segnalazioni ripetute degli ospiti.',
    );
    expect(screen.getByRole('alert')).toHaveTextContent(/supporto@festalocation.it/);
  });
});
