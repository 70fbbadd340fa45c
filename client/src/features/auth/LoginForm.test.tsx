import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { MockedProvider } from '@apollo/client/testing/react';
import { GraphQLError } from 'graphql';
import { LoginDocument } from './auth.generated';
import { LoginForm } from './LoginForm';
import { Announcer } from '../../ui';

const wrongPassword = {
  request: {
    query: LoginDocument,
    variables: { input: { email: 'anna@esempio.it', password: 'sbagliata' } },
  },
  result: {
    errors: [new GraphQLError('Email o password non corretti', { extensions: { code: 'UNAUTHENTICATED' } })],
  },
};

function setup() {
  render(
    <MockedProvider mocks={[wrongPassword]}>
      <MemoryRouter>
        <LoginForm role="GUEST" />
        <Announcer />
      </MemoryRouter>
    </MockedProvider>,
  );
  return {
    user: userEvent.setup(),
    email: () => screen.getByLabelText('Email', { selector: 'input' }),
    password: () => screen.getByLabelText('Password', { selector: 'input' }),
  };
}

describe('login form errors (one path: <Form validationErrors>)', () => {
  it("shows the form's own check under each field and clears a field's message once it is changed", async () => {
    const { user, email, password } = setup();
    await user.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(await screen.findByText('Email è obbligatoria')).toBeInTheDocument();
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Password è obbligatoria')).toBeInTheDocument();
    // react-aria commits a change when the field is left (the input's change event).
    await user.type(email(), 'a');
    await user.tab();
    await waitFor(() => expect(screen.queryByText('Email è obbligatoria')).toBeNull());
    expect(password()).toHaveAttribute('aria-invalid', 'true');
  });

  it("puts the server's answer on the e-mail and marks the password without a text of its own", async () => {
    const { user, email, password } = setup();
    await user.type(email(), 'anna@esempio.it');
    await user.type(password(), 'sbagliata');
    await user.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(
      await screen.findByText('Email o password non corretti', { ignore: '[data-announcer]' }),
    ).toBeInTheDocument();
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(password()).toHaveAttribute('aria-invalid', 'true');
    // Tied to both fields, and read out.
    expect(email()).toHaveAccessibleDescription('Email o password non corretti');
    expect(password()).toHaveAccessibleDescription('Email o password non corretti');
    expect(document.querySelector('[data-announcer="assertive"]')).toHaveTextContent(
      'Email o password non corretti',
    );
  });
});
