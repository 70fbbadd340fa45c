import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { authDialogStore } from '../../state/authDialog';
import { clearSession, signIn } from '../../state/session';
import { ApprovalQueueDocument } from './approvals.generated';
import { AdminPage } from './AdminPage';
import { liveMock, renderRoute, viewerMock } from './testing';

const emptyQueue = {
  request: { query: ApprovalQueueDocument, variables: { pageSize: 50 } },
  result: {
    data: { approvalQueue: { __typename: 'ApprovalQueuePage', count: 0, overdueCount: 0, items: [] } },
  },
  maxUsageCount: 3,
};

describe('AdminPage: who gets in', () => {
  afterEach(() => clearSession());

  it('signed out: the login dialog opens and no console is shown', () => {
    renderRoute('/admin/*', '/admin', <AdminPage />);
    expect(authDialogStore.get()).toMatchObject({ type: 'login' });
    expect(screen.queryByRole('navigation', { name: 'Sezioni della console' })).toBeNull();
  });

  it('a signed-in non-admin reads that the page is not available, with a way home', async () => {
    signIn('t', 'GUEST');
    renderRoute('/admin/*', '/admin', <AdminPage />, [viewerMock(false), liveMock]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagina non disponibile' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Torna alla home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('navigation', { name: 'Sezioni della console' })).toBeNull();
    expect(document.title).toMatch(/^Pagina non disponibile/);
  });

  it('an administrator gets the console: its sections, the queue first and marked as the current page', async () => {
    signIn('t', 'GUEST');
    renderRoute('/admin/*', '/admin', <AdminPage />, [viewerMock(true), liveMock, emptyQueue]);
    const nav = await screen.findByRole('navigation', { name: 'Sezioni della console' });
    const links = [...nav.querySelectorAll('a')].map((a) => a.textContent);
    expect(links).toEqual([
      'Location in approvazione',
      'Modifiche da approvare',
      'Recensioni',
      'Messaggi segnalati',
      'Cerca location e utenti',
      'Registro attività',
    ]);
    expect(screen.getByRole('link', { name: 'Location in approvazione' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await screen.findByText('Nessuna location in attesa di approvazione.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Location in approvazione' })).toBeVisible();
    expect(document.title).toBe('Location in approvazione · Amministrazione · Festalocation');
  });
});
