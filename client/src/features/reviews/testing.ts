import { QuoteRequestDetailDocument } from '../quotes/quotes.generated';
import type { ReviewFieldsFragment } from './reviews.generated';

/** Fixtures as the gateway answers (with __typename, which the cache needs), for the review tests. */
export const QUOTE_ID = '00000000-0000-4000-8000-000000000100';
export const REVIEW_ID = '00000000-0000-4000-8000-000000000200';

export const review = (patch: Partial<ReviewFieldsFragment> = {}) =>
  ({
    __typename: 'Review',
    id: REVIEW_ID,
    author: 'Giulia R.',
    vote: 4,
    title: 'Festa perfetta',
    content: 'Sala bellissima, personale gentile e cibo ottimo per tutti.',
    createdAt: '2026-01-10T10:00:00.000Z',
    editedAt: null,
    canEdit: true,
    editableUntil: '2026-01-24T10:00:00.000Z',
    canReport: false,
    reply: null,
    canReply: false,
    ...patch,
  }) as ReviewFieldsFragment & { __typename: 'Review' };

export const quoteRequest = (patch: Record<string, unknown> = {}) => ({
  __typename: 'QuoteRequest',
  id: QUOTE_ID,
  number: 42,
  status: 'CONFIRMED',
  cancelledBy: null,
  cancellationReason: null,
  declineReason: null,
  // A booking confirmed without a priced quote ('Imposta stato'): nothing to pay, nothing more to do.
  actions: [],
  quotes: [],
  depositOnline: false,
  depositPayment: null,
  isRead: true,
  date: '2026-01-05',
  guests: 30,
  totalCents: 150000,
  note: null,
  allergens: null,
  isHostView: false,
  canReview: true,
  review: null,
  user: {
    __typename: 'QuoteRequestGuest',
    fullName: 'Giulia Rossi',
    email: 'giulia@example.com',
    phoneNumber: null,
  },
  location: {
    __typename: 'QuoteRequestLocation',
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Villa Festa',
    slug: 'villa-festa',
    city: 'Roma',
    address: 'Via Roma 1',
  },
  ambients: [],
  services: [],
  ...patch,
});

export const detailMock = (patch: Record<string, unknown> = {}) => ({
  request: { query: QuoteRequestDetailDocument, variables: { id: QUOTE_ID } },
  result: { data: { quoteRequest: quoteRequest(patch) } },
  maxUsageCount: 5,
});

export const OLD = '00000000-0000-4000-8000-000000000201';
export const NEW = '00000000-0000-4000-8000-000000000202';

/** The location page's answer, with two reviews its viewer (the owner) may report. */
export const locationPage = (patch: Record<string, unknown> = {}) => ({
  __typename: 'Location',
  id: '00000000-0000-4000-8000-000000000001',
  slug: 'villa-festa',
  name: 'Villa Festa',
  description: null,
  note: null,
  address: 'Via Roma 1',
  city: 'Roma',
  province: 'RM',
  cap: '00100',
  logoUrl: null,
  locationType: 'PRIVATE',
  activityTypes: [],
  eventTypes: [],
  tags: [],
  images: [],
  ambients: [],
  services: [],
  averageVote: 4.5,
  reviewCount: 12,
  reviews: [
    review({ id: OLD, title: 'Bella serata', canEdit: false, editableUntil: null, canReport: true }),
    review({
      id: NEW,
      title: 'Festa perfetta',
      author: 'Marco B.',
      createdAt: '2026-02-01T18:00:00.000Z',
      canEdit: false,
      editableUntil: null,
      canReport: true,
    }),
  ],
  openingDays: [],
  timingMode: 'ALWAYS',
  timeRanges: [],
  phoneNumber: null,
  whatsapp: null,
  visibleContacts: false,
  isFavorite: false,
  canRequestQuote: false,
  isPublished: true,
  minPriceCents: null,
  ...patch,
});
