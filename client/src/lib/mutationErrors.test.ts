import { afterEach, describe, expect, it, vi } from 'vitest';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { GraphQLError } from 'graphql';
import { ERROR_CODES } from '@festa/domain/errors';
import { toastQueue } from '../ui/Toast/toastQueue';
import { dismissSessionExpired, sessionExpiredStore } from '../state/sessionExpired';
import { InvalidCredentials } from '../features/auth/useAuthFlow';
import { clearProfileIncomplete, profileIncompleteStore } from '../state/profileIncomplete';
import { routeError, runMutation, serverError } from './mutationErrors';
import { solveProofOfWork } from './proofOfWork';

// The solver runs Web Workers (e2e/accounts-more.test.ts solves real challenges in Chromium).
vi.mock('./proofOfWork', () => ({ solveProofOfWork: vi.fn() }));

const gqlError = (message: string, extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ errors: [new GraphQLError(message, { extensions })] });

afterEach(() => {
  toastQueue.clear();
  dismissSessionExpired();
  vi.restoreAllMocks();
});

describe('one path from a mutation error to the person', () => {
  it('puts an error naming a field of the form under it', () => {
    const toast = vi.spyOn(toastQueue, 'error');
    const err = gqlError('Email non valida', { code: 'BAD_USER_INPUT', field: 'email' });
    const outcome = routeError(err, { fields: ['email', 'password'] });
    expect(outcome).toMatchObject({ to: 'field', field: 'email', error: { message: 'Email non valida' } });
    expect(toast).not.toHaveBeenCalled();
  });

  it("toasts an error naming no field of the form, with the form's own text when it has one", () => {
    const toast = vi.spyOn(toastQueue, 'error');
    routeError(gqlError('Operazione non consentita.', { code: 'FORBIDDEN' }), { fields: ['email'] });
    expect(toast).toHaveBeenLastCalledWith('Operazione non consentita.');
    routeError(gqlError('x', { code: 'BAD_USER_INPUT', field: 'other' }), { message: 'Riprova' });
    expect(toast).toHaveBeenLastCalledWith('Riprova');
  });

  it('shows the fallback field instead of a toast when the form has one', () => {
    const toast = vi.spyOn(toastQueue, 'error');
    const outcome = routeError(gqlError('Troppi tentativi', { code: 'RATE_LIMITED' }), {
      fallbackField: 'otp',
    });
    expect(outcome).toMatchObject({ to: 'field', field: 'otp', error: { message: 'Troppi tentativi' } });
    expect(toast).not.toHaveBeenCalled();
  });

  it('opens the session-expired dialog for INVALID_SESSION, and nothing else', () => {
    const toast = vi.spyOn(toastQueue, 'error');
    const outcome = routeError(gqlError('La tua sessione è scaduta.', { code: 'INVALID_SESSION' }), {
      fallbackField: 'email',
    });
    expect(outcome.to).toBe('session');
    expect(sessionExpiredStore.get().open).toBe(true);
    expect(toast).not.toHaveBeenCalled();
  });

  it('opens the registration step the account owes for PROFILE_INCOMPLETE, with no toast or message', () => {
    const toast = vi.spyOn(toastQueue, 'error');
    const onMessage = vi.fn();
    const err = gqlError('Completa la registrazione per continuare.', { code: 'PROFILE_INCOMPLETE' });
    expect(routeError(err, { onMessage }).to).toBe('profile');
    expect(profileIncompleteStore.get().reported).toBe(true);
    expect(toast).not.toHaveBeenCalled();
    expect(onMessage).not.toHaveBeenCalled();
    clearProfileIncomplete();
  });

  it('reads every code of the closed union, network failures and its own user-facing errors', () => {
    for (const code of ERROR_CODES) expect(serverError(gqlError('m', { code })).code).toBe(code);
    expect(serverError(gqlError('m', { code: 'SOMETHING_ELSE' })).code).toBeUndefined();
    expect(serverError(gqlError('m', { code: 'TEMPORARILY_UNAVAILABLE' })).message).toBe(
      'Servizio momentaneamente non disponibile. Riprova tra qualche istante.',
    );
    expect(serverError(new TypeError('Failed to fetch')).message).toBe(
      'Connessione assente o server offline',
    );
    expect(serverError(new InvalidCredentials()).message).toBe('Credenziali non valide');
  });

  it('runMutation resolves to the data, or to undefined after routing the error', async () => {
    expect(await runMutation(async () => 42)).toEqual({ data: 42 });
    const onFieldError = vi.fn();
    const failed = await runMutation(
      async () => {
        throw gqlError('Le password non coincidono', { code: 'BAD_USER_INPUT', field: 'confirmPassword' });
      },
      { fields: ['confirmPassword'], onFieldError },
    );
    expect(failed).toBeUndefined();
    expect(onFieldError.mock.calls[0]?.[0]).toEqual({ confirmPassword: 'Le password non coincidono' });
  });

  it('solves a proof-of-work challenge and sends the same attempt again, saying so meanwhile', async () => {
    const challenge = { parameters: { algorithm: 'PBKDF2/SHA-256' }, signature: 'ab' };
    vi.mocked(solveProofOfWork).mockResolvedValue('proof-1');
    const sent: (string | undefined)[] = [];
    const solving: boolean[] = [];
    const done = await runMutation(
      async (proof) => {
        sent.push(proof);
        if (!proof) throw gqlError('Serve una verifica', { code: 'PROOF_OF_WORK_REQUIRED', challenge });
        return 'ok';
      },
      { onProofOfWork: (on) => solving.push(on) },
    );
    expect(done).toEqual({ data: 'ok' });
    expect(sent).toEqual([undefined, 'proof-1']);
    expect(solveProofOfWork).toHaveBeenCalledWith(challenge);
    expect(solving).toEqual([true, false]);
  });

  it('shows the server’s text when the browser cannot solve the challenge', async () => {
    vi.mocked(solveProofOfWork).mockRejectedValue(new Error('no workers'));
    const onFieldError = vi.fn();
    const refused = gqlError('Serve una verifica', { code: 'PROOF_OF_WORK_REQUIRED', challenge: {} });
    const failed = await runMutation(
      async () => {
        throw refused;
      },
      { fallbackField: 'otp', onFieldError },
    );
    expect(failed).toBeUndefined();
    expect(onFieldError.mock.calls[0]?.[0]).toEqual({ otp: 'Serve una verifica' });
  });
});
