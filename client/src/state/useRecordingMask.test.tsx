import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter } from 'react-router';
import { clearSession, signIn } from './session';
import { useRecordingMask } from './useRecordingMask';
import { NotificationAddedDocument, ViewerDocument } from './viewer.generated';
import { viewerUser } from './testing';

const EARLY = '00000000-0000-4000-8000-0000000000a1';
const BASIC = '00000000-0000-4000-8000-0000000000a2';
const own = (id: string, subscriptionType: string) => ({
  __typename: 'OwnLocationRef',
  id,
  slug: id,
  name: id,
  subscriptionType,
  subscriptionStatus: 'ACTIVE',
  approvalStatus: 'APPROVED',
  locationType: 'PRIVATE',
});
const viewer = {
  viewer: {
    __typename: 'Viewer',
    user: viewerUser(),
    hasLocation: true,
    locations: [own(EARLY, 'FREE_FOREVER'), own(BASIC, 'STANDARD')],
    hasUnreadNotifications: false,
  },
};
const mocks = [
  {
    request: { query: NotificationAddedDocument, variables: { role: 'HOST' } },
    result: { data: null },
    delay: Infinity,
  },
  { request: { query: ViewerDocument, variables: { role: 'HOST' } }, result: { data: viewer } },
];

function Name({ id }: { id: string }) {
  return <span {...useRecordingMask(id)}>{id}</span>;
}

afterEach(() => clearSession());

describe('useRecordingMask', () => {
  it("masks the host's own Early Bird location only: not a standard one, nor anyone else's", async () => {
    signIn('t', 'HOST');
    const other = '00000000-0000-4000-8000-0000000000ff';
    render(
      <MockedProvider mocks={mocks as never}>
        <MemoryRouter>
          <Name id={EARLY} />
          <Name id={BASIC} />
          <Name id={other} />
        </MemoryRouter>
      </MockedProvider>,
    );
    await waitFor(() => expect(screen.getByText(EARLY)).toHaveAttribute('data-recording-mask'));
    expect(screen.getByText(EARLY)).toHaveAttribute('data-hj-suppress');
    expect(screen.getByText(BASIC)).not.toHaveAttribute('data-recording-mask');
    expect(screen.getByText(other)).not.toHaveAttribute('data-recording-mask');
  });
});
