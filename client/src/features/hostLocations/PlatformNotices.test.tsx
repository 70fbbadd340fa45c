import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ChangeRequestDecisionNotice, PlatformDecisionNotice } from './PlatformNotices';
import { OwnLocations } from './OwnLocations';

const decision = (status: 'APPROVED' | 'REJECTED', reason: string | null = null) => ({
  __typename: 'ChangeRequestDecision' as const,
  id: 'cr-1',
  status,
  // 23:30 UTC is already the next day in Italy.
  decidedAt: '2026-03-09T23:30:00.000Z',
  reason,
});

describe("PlatformNotices: the platform's decisions, to the host", () => {
  it('a change request approved, on the Italian day', () => {
    render(<ChangeRequestDecisionNotice decision={decision('APPROVED')} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'La tua richiesta di modifica è stata approvata il 10/03/2026',
    );
  });

  it('a change request rejected, with the reason', () => {
    render(<ChangeRequestDecisionNotice decision={decision('REJECTED', 'La PEC non è valida.')} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'La tua richiesta di modifica è stata rifiutata il 10/03/2026. Motivo: La PEC non è valida.',
    );
  });

  it('nothing without a decision, or for an approved location in good standing', () => {
    const { container } = render(
      <>
        <ChangeRequestDecisionNotice decision={null} />
        <PlatformDecisionNotice
          location={{
            approvalStatus: 'APPROVED',
            rejectionReason: null,
            suspendedAt: null,
            suspensionReason: null,
          }}
        />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it("'Le mie location' says 'Rifiutata' for a rejected location", () => {
    render(
      <MemoryRouter>
        <OwnLocations
          selectedId={null}
          locations={[
            {
              id: 'l1',
              name: 'Villa Festa',
              locationType: 'PRIVATE',
              approvalStatus: 'REJECTED',
              subscriptionType: 'STANDARD',
              subscriptionStatus: 'INACTIVE',
            },
          ]}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('list', { name: 'Le mie location' })).toHaveTextContent('Rifiutata');
  });
});
