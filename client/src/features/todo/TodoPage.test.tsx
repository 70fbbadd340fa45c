import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { GraphQLError } from 'graphql';
import { toastQueue } from '../../ui/Toast/toastQueue';
import { authDialogStore } from '../../state/authDialog';
import { clearSession, signIn } from '../../state/session';
import {
  CreateTodoItemsDocument,
  CreateTodoListDocument,
  DeleteTodoItemsDocument,
  DeleteTodoListDocument,
  LinkTodoListQuoteRequestDocument,
  TodoListsDocument,
  TodoQuoteRequestChoicesDocument,
  TodoPresetsDocument,
  UpdateTodoItemDocument,
} from './todo.generated';
import { TodoPage } from './TodoPage';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const X = '00000000-0000-4000-8000-0000000000f1';
const Y = '00000000-0000-4000-8000-0000000000f2';

const item = (id: string, name: string, done = false, position = 0) => ({
  __typename: 'TodoItem',
  id,
  name,
  note: null as string | null,
  done,
  position,
});
type Item = ReturnType<typeof item>;
const list = (id: string, name: string, items: Item[], closed = false) => ({
  __typename: 'TodoList',
  id,
  name,
  note: null,
  closed,
  closedAt: closed ? '2026-01-02T10:00:00.000Z' : null,
  updatedAt: id === A ? '2026-01-03T10:00:00.000Z' : '2026-01-01T10:00:00.000Z',
  _count: { __typename: 'TodoListCount', items: items.length, done: items.filter((i) => i.done).length },
  items,
  quoteRequest: null as null | Record<string, unknown>,
});
const listA = (items = [item(X, 'Torta', false, 0), item(Y, 'Fiori', false, 1)]) =>
  list(A, 'Festa di Anna', items);
const lists = {
  request: { query: TodoListsDocument },
  result: {
    data: {
      todoLists: {
        __typename: 'TodoLists',
        progressLists: [listA()],
        closedLists: [list(B, 'Cena di Natale', [item(X + 'c', 'Fatto', true)], true)],
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};
const presets = {
  request: { query: TodoPresetsDocument },
  result: { data: { todoPresets: [] } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const Q = '00000000-0000-4000-8000-0000000000e1';
const request = {
  __typename: 'TodoQuoteRequest',
  id: Q,
  number: 7,
  status: 'PENDING',
  date: '2031-05-10',
  guests: 40,
  locationName: 'Villa Rosa',
  locationSlug: 'villa-rosa',
};
const choices = (list: unknown[] = []) => ({
  request: { query: TodoQuoteRequestChoicesDocument },
  result: { data: { todoQuoteRequestChoices: list } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}
function renderAt(path: string, mocks: unknown[], listsMock: unknown = lists) {
  signIn('t', 'GUEST');
  return render(
    <MockedProvider mocks={[...mocks, listsMock, presets, choices()] as never}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/todo/:id?" element={<TodoPage />} />
        </Routes>
        <Where />
      </MemoryRouter>
    </MockedProvider>,
  );
}

afterEach(() => {
  clearSession();
  toastQueue.clear();
  vi.restoreAllMocks();
});

describe('TodoPage', () => {
  it('signed out, opens the guest login dialog', () => {
    render(
      <MockedProvider mocks={[]}>
        <MemoryRouter initialEntries={['/todo']}>
          <TodoPage />
        </MemoryRouter>
      </MockedProvider>,
    );
    expect(authDialogStore.get()).toMatchObject({ type: 'login', role: 'GUEST' });
  });

  it("says 'Si è verificato un errore. Riprova' when the lists cannot load", async () => {
    renderAt('/todo', [], { request: { query: TodoListsDocument }, error: new Error('boom') });
    expect((await screen.findAllByText('Si è verificato un errore. Riprova')).length).toBeGreaterThan(0);
  });

  it("groups the lists 'In corso' and 'Chiuse'", async () => {
    renderAt('/todo', []);
    const progress = await screen.findByRole('region', { name: 'In corso' });
    expect(within(progress).getByRole('link', { name: /Festa di Anna/ })).toHaveAttribute(
      'href',
      `/todo/${A}`,
    );
    expect(within(screen.getByRole('region', { name: 'Chiuse' })).getByRole('link')).toHaveTextContent(
      'Cena di Natale',
    );
  });

  it('adds a new list under In corso at once, then selects it', async () => {
    const created = list('00000000-0000-4000-8000-0000000000cc', 'Battesimo di Leo', []);
    renderAt('/todo', [
      {
        request: { query: CreateTodoListDocument, variables: { name: 'Battesimo di Leo', presetId: null } },
        result: { data: { createTodoList: created } },
        delay: 200,
      },
    ]);
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Nome della lista' }),
      '  Battesimo di Leo ',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Crea lista' }));
    const progress = screen.getByRole('region', { name: 'In corso' });
    expect(within(progress).getByText('Battesimo di Leo')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`/todo/${created.id}`));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Titolo della lista' })).toHaveFocus());
  });

  it('ticks a task at once (optimistic) and saves a rename only after 1 s of quiet', async () => {
    let renames = 0;
    renderAt(`/todo/${A}`, [
      {
        request: { query: UpdateTodoItemDocument, variables: { id: X, done: true } },
        result: { data: { updateTodoItem: listA([item(X, 'Torta', true, 0), item(Y, 'Fiori', false, 1)]) } },
        delay: 300,
      },
      {
        request: { query: UpdateTodoItemDocument, variables: { id: Y, name: 'Fiori bianchi' } },
        result: () => {
          renames++;
          return {
            data: { updateTodoItem: listA([item(X, 'Torta', true, 0), item(Y, 'Fiori bianchi', false, 1)]) },
          };
        },
      },
    ]);
    const box = await screen.findByRole('checkbox', { name: 'Completata: Torta' });
    await userEvent.click(box);
    expect(box).toBeChecked();
    await userEvent.type(screen.getByRole('textbox', { name: 'Attività 2' }), ' bianchi');
    await new Promise((r) => setTimeout(r, 600));
    expect(renames).toBe(0);
    await waitFor(() => expect(renames).toBe(1), { timeout: 2000 });
  });

  it('undoes a tick the server refuses and says why in a toast', async () => {
    const toast = vi.spyOn(toastQueue, 'error');
    renderAt(`/todo/${A}`, [
      {
        request: { query: UpdateTodoItemDocument, variables: { id: X, done: true } },
        result: { errors: [new GraphQLError('Lista non trovata', { extensions: { code: 'NOT_FOUND' } })] },
        delay: 50,
      },
    ]);
    const box = await screen.findByRole('checkbox', { name: 'Completata: Torta' });
    await userEvent.click(box);
    await waitFor(() => expect(toast).toHaveBeenCalledWith('Lista non trovata'));
    await waitFor(() => expect(box).not.toBeChecked());
  });

  it('gives a task the server did not add back to its field, with a toast', async () => {
    const toast = vi.spyOn(toastQueue, 'error');
    renderAt(`/todo/${A}`, [
      {
        request: {
          query: CreateTodoItemsDocument,
          variables: { listId: A, items: [{ name: 'Palloncini', note: null }] },
        },
        error: new TypeError('Failed to fetch'),
      },
    ]);
    const field = await screen.findByRole('textbox', { name: 'Nuova attività' });
    await userEvent.type(field, 'Palloncini{Enter}');
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.stringContaining('Connessione assente')));
    await waitFor(() => expect(field).toHaveValue('Palloncini'));
  });

  it('selects all, deletes them, and leaves selection mode when no task remains', async () => {
    renderAt(`/todo/${A}`, [
      {
        request: { query: DeleteTodoItemsDocument, variables: { ids: [X, Y] } },
        result: { data: { deleteTodoItems: [listA([])] } },
      },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Seleziona' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Seleziona tutte' }));
    await userEvent.click(screen.getByRole('button', { name: 'Elimina selezionate (2)' }));
    expect(await screen.findByText('Nessuna attività. Aggiungi la prima qui sotto.')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Seleziona tutte' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Seleziona' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nuova attività' })).toHaveFocus();
  });

  it("keeps a task on one row: done box, name, 'Nota'; a note reads under it, its field on demand", async () => {
    const withNote = { ...item(Y, 'Fiori', false, 1), note: 'Rose bianche' };
    renderAt(`/todo/${A}`, [], {
      ...lists,
      result: {
        data: {
          todoLists: {
            __typename: 'TodoLists',
            progressLists: [listA([item(X, 'Torta', false, 0), withNote])],
            closedLists: [],
          },
        },
      },
    });
    await screen.findByRole('checkbox', { name: 'Completata: Torta' });
    // One box a task, its name's; a note reads as a line under it; 'Nota' opens the note's field.
    expect(screen.getAllByRole('textbox', { name: /^(Attività|Nota)/ })).toHaveLength(2);
    expect(screen.getByText('Rose bianche')).toBeInTheDocument();
    const noteButton = screen.getByRole('button', { name: 'Nota: Fiori' });
    expect(noteButton).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(noteButton);
    expect(noteButton).toHaveAttribute('aria-expanded', 'true');
    const note = screen.getByRole('textbox', { name: "Nota dell'attività 2" });
    expect(note).toHaveValue('Rose bianche');
    expect(note).toHaveFocus();
    await userEvent.click(noteButton);
    expect(screen.queryByRole('textbox', { name: "Nota dell'attività 2" })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Nota: Torta' }));
    expect(screen.getByRole('textbox', { name: "Nota dell'attività 1" })).toHaveFocus();
  });

  it('selects with boxes of its own: the done box keeps meaning done', async () => {
    renderAt(`/todo/${A}`, [
      {
        request: { query: UpdateTodoItemDocument, variables: { id: X, done: true } },
        result: { data: { updateTodoItem: listA([item(X, 'Torta', true, 0), item(Y, 'Fiori', false, 1)]) } },
      },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Seleziona' }));
    const select = screen.getByRole('checkbox', { name: 'Seleziona: Torta' });
    const done = screen.getByRole('checkbox', { name: 'Completata: Torta' });
    await userEvent.click(select);
    expect(select).toBeChecked();
    expect(done).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Elimina selezionate (1)' })).toBeEnabled();
    await userEvent.click(done);
    expect(done).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Seleziona: Torta' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Elimina selezionate (1)' })).toBeEnabled();
  });

  it("confirms before deleting a list, and on failure offers 'Apri lista'", async () => {
    renderAt(`/todo/${A}`, [
      { request: { query: DeleteTodoListDocument, variables: { id: A } }, error: new Error('offline') },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Elimina lista' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Sei sicuro di voler eliminare questa lista?',
    });
    expect(within(confirm).getByRole('button', { name: 'Annulla' })).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Sì, elimina lista' }));
    const error = await screen.findByRole('alertdialog', { name: 'Errore' });
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/todo$/);
    expect(within(error).getByText('Si è verificato un errore. Riprova')).toBeInTheDocument();
    await userEvent.click(within(error).getByRole('button', { name: 'Apri lista' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`/todo/${A}`));
  });

  it('links the list to one of the guest’s requests, shows it above the tasks, and unlinks it', async () => {
    const linked = { ...listA(), quoteRequest: request };
    renderAt(`/todo/${A}`, [
      choices([request]),
      {
        request: { query: LinkTodoListQuoteRequestDocument, variables: { id: A, quoteRequestId: Q } },
        result: { data: { linkTodoListQuoteRequest: linked } },
      },
      {
        request: { query: LinkTodoListQuoteRequestDocument, variables: { id: A, quoteRequestId: null } },
        result: { data: { linkTodoListQuoteRequest: listA() } },
      },
    ]);
    await userEvent.click(
      await screen.findByRole('button', { name: /Collega a una richiesta di preventivo/ }),
    );
    await userEvent.click(await screen.findByRole('option', { name: 'Villa Rosa – 10/05/2031, 40 ospiti' }));
    const card = await screen.findByRole('region', { name: 'Richiesta di preventivo' });
    expect(card).toHaveTextContent('Villa Rosa');
    expect(card).toHaveTextContent('10/05/2031');
    expect(card).toHaveTextContent('In attesa');
    expect(within(card).getByRole('link', { name: 'Vedi richiesta' })).toHaveAttribute(
      'href',
      `/profile/quote-requests/${Q}`,
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Scollega' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Richiesta di preventivo' })).toBeNull());
  });
});
