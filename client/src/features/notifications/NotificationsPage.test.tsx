import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter } from 'react-router';
import { authDialogStore } from '../../state/authDialog';
import { NotificationsPage } from './NotificationsPage';

describe('NotificationsPage', () => {
  it('signed out, opens the guest login dialog', () => {
    render(
      <MemoryRouter initialEntries={['/notifications']}>
        <MockedProvider mocks={[]}>
          <NotificationsPage />
        </MockedProvider>
      </MemoryRouter>,
    );
    expect(authDialogStore.get()).toMatchObject({ type: 'login', role: 'GUEST' });
  });
});
