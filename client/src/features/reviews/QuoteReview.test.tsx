import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter } from 'react-router';
import { toastQueue } from '../../ui';
import { QuoteRequestDetail } from '../quotes/QuoteRequestDetail';
import {
  CreateReviewDocument,
  ReplyToReviewDocument,
  ReportReviewDocument,
  UpdateReviewDocument,
} from './reviews.generated';
import { LocationPageDocument } from '../locationPage/location.generated';
import { detailMock, locationPage, QUOTE_ID, REVIEW_ID, review } from './testing';

const INPUT = {
  vote: 4,
  title: 'Festa perfetta',
  content: 'Sala bella, cibo ottimo.',
};

function show(mocks: unknown[], cache?: InMemoryCache) {
  return render(
    <MockedProvider mocks={mocks as never} cache={cache}>
      <MemoryRouter>
        <QuoteRequestDetail id={QUOTE_ID} listHref="/profile/quote-requests" />
      </MemoryRouter>
    </MockedProvider>,
  );
}

async function openForm() {
  await userEvent.click(await screen.findByRole('button', { name: 'Lascia una recensione' }));
  return screen.getByRole('button', { name: 'Pubblica recensione' });
}

async function fill(vote: number | null, title: string, content: string) {
  if (vote)
    await userEvent.click(screen.getByRole('radio', { name: vote === 1 ? '1 stella' : `${vote} stelle` }));
  // Pasted rather than typed key by key: the same change events, a fraction of the time.
  for (const [name, value] of [
    ['Titolo', title],
    ['La tua recensione', content],
  ]) {
    if (!value) continue;
    await userEvent.click(screen.getByRole('textbox', { name }));
    await userEvent.paste(value);
  }
}

const errorOf = (name: string) => {
  const field = screen.getByRole('textbox', { name });
  expect(field).toHaveAttribute('aria-invalid', 'true');
  return field
    .getAttribute('aria-describedby')!
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent);
};

describe('QuoteReview: writing a review on the request detail', () => {
  afterEach(() => vi.restoreAllMocks());

  it('states the limits and checks every field before sending', async () => {
    show([detailMock()]);
    const publish = await openForm();
    expect(screen.getByRole('radiogroup', { name: 'Voto' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
    ]);
    expect(screen.getByText('Tra 3 e 80 caratteri.')).toBeInTheDocument();
    expect(screen.getByText(/^Tra 20 e 2000 caratteri/)).toBeInTheDocument();
    expect(screen.getByText('0/80')).toBeInTheDocument();
    expect(screen.getByText('0/2000')).toBeInTheDocument();

    await userEvent.click(publish);
    expect(await screen.findByText('Scegli un voto da 1 a 5')).toBeInTheDocument();
    expect(errorOf('Titolo')).toContain('Il titolo deve avere tra 3 e 80 caratteri');
    expect(errorOf('La tua recensione')).toContain('La recensione deve avere tra 20 e 2000 caratteri');

    // Spaces do not count: the text is trimmed, as the server trims it.
    await fill(3, '  ab  ', 'Troppo breve      ');
    expect(screen.getByText('6/80')).toBeInTheDocument();
    await userEvent.click(publish);
    expect(await screen.findByText('Il titolo deve avere tra 3 e 80 caratteri')).toBeInTheDocument();
    expect(screen.getByText('La recensione deve avere tra 20 e 2000 caratteri')).toBeInTheDocument();
    expect(screen.queryByText('Scegli un voto da 1 a 5')).toBeNull();
  });

  it('publishes with the keyboard alone, then shows the review, focused, with its edit window', async () => {
    const success = vi.spyOn(toastQueue, 'success');
    const create = vi.fn(() => ({ data: { createReview: review({ content: INPUT.content }) } }));
    show([
      detailMock(),
      {
        request: { query: CreateReviewDocument, variables: { quoteRequestId: QUOTE_ID, input: INPUT } },
        result: create,
      },
    ]);
    (await screen.findByRole('button', { name: 'Lascia una recensione' })).focus();
    await userEvent.keyboard('{Enter}');
    // Opening the form moves focus into it, onto the vote.
    expect(screen.getByRole('radio', { name: '1 stella' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', { name: '4 stelle' })).toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard(`  ${INPUT.title} `);
    await userEvent.tab();
    await userEvent.keyboard(INPUT.content);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Pubblica recensione' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const card = await screen.findByRole('article', { name: 'Festa perfetta' });
    expect(create).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(card).toHaveFocus());
    expect(success).toHaveBeenCalledWith('Recensione pubblicata');
    expect(within(card).getByText('Voto 4,0 su 5')).toBeInTheDocument();
    expect(within(card).getByText('Scritta il 10/01/2026')).toBeInTheDocument();
    expect(within(card).getByText('Puoi modificarla fino al 24/01/2026')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Modifica' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Lascia una recensione' })).toBeNull();
  });

  it("shows the server's refusal under the field it names", async () => {
    show([
      detailMock(),
      {
        request: { query: CreateReviewDocument, variables: { quoteRequestId: QUOTE_ID, input: INPUT } },
        result: {
          errors: [
            {
              message: 'Il titolo contiene caratteri non ammessi',
              extensions: { code: 'BAD_USER_INPUT', field: 'title' },
            },
          ],
        },
      },
    ]);
    const publish = await openForm();
    await fill(INPUT.vote, INPUT.title, INPUT.content);
    await userEvent.click(publish);
    await waitFor(() => expect(errorOf('Titolo')).toContain('Il titolo contiene caratteri non ammessi'));
    expect(screen.queryByRole('article', { name: 'Festa perfetta' })).toBeNull();
  });

  it('edits within the window: the form starts from the review and saves the change', async () => {
    const edited = { vote: 5, title: 'Festa davvero perfetta', content: review().content };
    show([
      detailMock({ canReview: false, review: review() }),
      {
        request: { query: UpdateReviewDocument, variables: { id: REVIEW_ID, input: edited } },
        result: {
          data: {
            updateReview: review({ vote: 5, title: edited.title, editedAt: '2026-01-12T09:00:00.000Z' }),
          },
        },
      },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Modifica' }));
    expect(screen.getByRole('heading', { name: 'Modifica la tua recensione' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '4 stelle' })).toBeChecked();
    const title = screen.getByRole('textbox', { name: 'Titolo' });
    expect(title).toHaveValue('Festa perfetta');
    await userEvent.click(screen.getByRole('radio', { name: '5 stelle' }));
    await userEvent.clear(title);
    await userEvent.type(title, edited.title);
    await userEvent.click(screen.getByRole('button', { name: 'Salva modifiche' }));
    const card = await screen.findByRole('article', { name: edited.title });
    expect(card).toHaveTextContent('Scritta il 10/01/2026, modificata il 12/01/2026');
  });

  it('once the window has passed: the review, without edit', async () => {
    show([detailMock({ canReview: false, review: review({ canEdit: false, editableUntil: null }) })]);
    expect(await screen.findByRole('article', { name: 'Festa perfetta' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Modifica' })).toBeNull();
    expect(screen.queryByText(/Puoi modificarla/)).toBeNull();
  });

  it('says nothing about reviews before the event, or to a request without one', async () => {
    show([detailMock({ canReview: false })]);
    expect(await screen.findByRole('heading', { name: 'Preventivo 42' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Lascia una recensione' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'La tua recensione' })).toBeNull();
  });

  it("shows the guest's review to the host, read-only", async () => {
    show([
      detailMock({
        isHostView: true,
        canReview: false,
        review: review({ canEdit: false, editableUntil: null }),
      }),
    ]);
    expect(await screen.findByRole('heading', { name: "La recensione dell'ospite" })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Festa perfetta' })).toHaveTextContent('Voto 4,0 su 5');
    expect(screen.queryByRole('button', { name: 'Modifica' })).toBeNull();
  });

  it('the host reports the review from the request, with the same dialog as on the location page', async () => {
    const REASON = 'Parla di un altro locale, non del nostro.';
    const sent = vi.fn(() => ({
      data: { reportReview: { __typename: 'Review', id: REVIEW_ID, canReport: false } },
    }));
    show([
      detailMock({
        isHostView: true,
        canReview: false,
        review: review({ canEdit: false, editableUntil: null, canReport: true }),
      }),
      {
        request: { query: ReportReviewDocument, variables: { id: REVIEW_ID, reason: REASON } },
        result: sent,
      },
    ]);
    const card = await screen.findByRole('article', { name: 'Festa perfetta' });
    await userEvent.click(
      within(card).getByRole('button', { name: 'Segnala la recensione «Festa perfetta»' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Segnala recensione' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Motivo della segnalazione' }), REASON);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Invia segnalazione' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toHaveBeenCalledTimes(1);
    expect(within(card).getByText('Segnalata alla piattaforma')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Segnala/ })).toBeNull();
    await waitFor(() => expect(card).toHaveFocus());
  });

  it('the host replies to the review from the request; the reply shows under it, checked before sending', async () => {
    const REPLY = 'Grazie a voi, è stato un piacere!';
    const sent = vi.fn(() => ({
      data: {
        replyToReview: review({
          canEdit: false,
          editableUntil: null,
          canReply: true,
          reply: {
            content: REPLY,
            createdAt: '2026-01-12T10:00:00.000Z',
            editedAt: null,
          },
        }),
      },
    }));
    show([
      detailMock({
        isHostView: true,
        canReview: false,
        review: review({ canEdit: false, editableUntil: null, canReply: true }),
      }),
      {
        request: { query: ReplyToReviewDocument, variables: { id: REVIEW_ID, content: REPLY } },
        result: sent,
      },
    ]);
    const card = await screen.findByRole('article', { name: 'Festa perfetta' });
    await userEvent.click(
      within(card).getByRole('button', { name: 'Rispondi alla recensione «Festa perfetta»' }),
    );
    // The reply form is loaded on demand (only owners get it): wait for it as a person would.
    const field = await within(card).findByRole('textbox', { name: 'La tua risposta' });
    expect(field).toHaveFocus();
    await userEvent.type(field, 'x');
    await userEvent.click(within(card).getByRole('button', { name: 'Pubblica risposta' }));
    expect(
      await within(card).findByText('La risposta deve avere tra 2 e 1000 caratteri'),
    ).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.click(field);
    await userEvent.paste(REPLY);
    await userEvent.click(within(card).getByRole('button', { name: 'Pubblica risposta' }));
    expect(await within(card).findByText(REPLY)).toBeInTheDocument();
    expect(await within(card).findByText("Risposta dell'host")).toBeInTheDocument();
    expect(sent).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(
        within(card).getByRole('button', { name: 'Modifica la risposta alla recensione «Festa perfetta»' }),
      ).toHaveFocus(),
    );
  });

  it("drops the location page's cached reviews, so the page shows the new one next time", async () => {
    const cache = new InMemoryCache();
    cache.writeQuery({
      query: LocationPageDocument,
      variables: { idOrSlug: 'villa-festa' },
      data: { location: locationPage() } as never,
    });
    const cached = () => cache.extract()['Location:00000000-0000-4000-8000-000000000001'];
    expect(cached()).toHaveProperty('reviews');
    show(
      [
        detailMock(),
        {
          request: { query: CreateReviewDocument, variables: { quoteRequestId: QUOTE_ID, input: INPUT } },
          result: { data: { createReview: review({ content: INPUT.content }) } },
        },
      ],
      cache,
    );
    const publish = await openForm();
    await fill(INPUT.vote, INPUT.title, INPUT.content);
    await userEvent.click(publish);
    expect(await screen.findByRole('article', { name: 'Festa perfetta' })).toBeInTheDocument();
    expect(cached()).not.toHaveProperty('reviews');
    expect(cached()).not.toHaveProperty('averageVote');
    expect(cached()).toHaveProperty('name', 'Villa Festa');
  });
});
