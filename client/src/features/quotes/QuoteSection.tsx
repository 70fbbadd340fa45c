import { Suspense, useState } from 'react';
import { canShowQuoteForm, formatEuro, quoteTotalCents } from '@festa/domain';
import { Button, Dialog, LinkButton, Modal, SlideInPanel, useIsDesktop } from '../../ui';
import { it } from '../../i18n/it';
import { useSession } from '../../state/session';
import { openAuthDialog } from '../../state/authDialog';
import type { QuoteLocation, QuoteOutcome } from './QuoteForm';
import { useQuoteDraft } from './draftStore';
import { isDesktopViewport, lazyPart } from '../../lib/lazyPart';
import { focusQuoteBoxAfterDialog, QUOTE_BAR_ID, QUOTE_BOX_ID, QUOTE_TITLE_ID } from './quoteFocus';
import * as s from './Quotes.css';
import { PushPrompt } from '../push/PushPrompt';

// The form (with its date picker, a good part of react-aria) is not on the server-rendered page, which
// has the phone's bar and the desktop's side box without it (CSS shows one): on a phone it loads when the
// panel first opens, so the page does not fetch and evaluate it before hydrating. A desktop fills the
// side box at once: the route loads it together with the page (`preloadQuoteSection`).
const quoteForm = lazyPart(() => import('./QuoteForm').then((m) => m.QuoteForm));
const QuoteForm = quoteForm.Part;

/** Where a guest finds the requests they sent (the profile's 'Richieste di preventivo'). */
const GUEST_REQUESTS_PATH = '/profile/quote-requests';

/** What the quote section needs before it renders in this viewport. */
export const preloadQuoteSection = async () => {
  if (isDesktopViewport()) await quoteForm.preload();
};

/**
 * The quote entry point of the public location page: a side box on desktop, a bottom bar opening the
 * full panel on mobile. Hidden for HOST sessions and whenever the location cannot take requests.
 */
export function QuoteSection({ location }: { location: QuoteLocation & { canRequestQuote: boolean } }) {
  const session = useSession();
  const desktop = useIsDesktop();
  const [panelOpen, setPanelOpen] = useState(false);
  const [outcome, setOutcome] = useState<QuoteOutcome | null>(null);
  // Closing keeps the outcome until the next one: the dialog fades out showing what it showed, rather than
  // turning into the 'Errore' dialog for its last frames.
  const [outcomeOpen, setOutcomeOpen] = useState(false);
  const draft = useQuoteDraft(location.id);
  if (!canShowQuoteForm({ signedIn: !!session.token, role: session.role }, location)) return null;

  const onOutcome = (o: QuoteOutcome) => {
    if (o.kind === 'success') setPanelOpen(false);
    setOutcome(o);
    setOutcomeOpen(true);
  };
  const total = quoteTotalCents({
    guests: draft.guests,
    ambients: location.ambients.filter((a) => draft.ambients.includes(a.id)),
    services: location.services.filter((x) => draft.services.includes(x.id)),
  });

  return (
    <>
      {/* Both are on the server-rendered page and CSS shows one per viewport, so the desktop's side
          column is there from the first paint; only its form arrives with the script. */}
      <aside id={QUOTE_BOX_ID} className={s.box} aria-labelledby={QUOTE_TITLE_ID}>
        {/* Focusable by script (the skip link, the return from the outcome dialog), not a Tab stop. */}
        <h2 id={QUOTE_TITLE_ID} className={s.boxTitle} tabIndex={-1}>
          {it.quotes.boxTitle}
        </h2>
        {desktop && (
          <Suspense fallback={null}>
            <QuoteForm location={location} mode="box" onOutcome={onOutcome} />
          </Suspense>
        )}
      </aside>
      <div id={QUOTE_BAR_ID} className={s.bar}>
        <span>
          {it.quotes.total}: <strong>{formatEuro(total)}</strong>
        </span>
        <Button onPress={() => (session.token ? setPanelOpen(true) : openAuthDialog('login', 'GUEST'))}>
          {it.quotes.barCta}
        </Button>
      </div>
      <SlideInPanel isOpen={panelOpen} onOpenChange={setPanelOpen}>
        <Dialog title={it.quotes.panelTitle}>
          <Suspense fallback={null}>
            <QuoteForm location={location} mode="form" onOutcome={onOutcome} />
          </Suspense>
        </Dialog>
      </SlideInPanel>
      <Modal
        isOpen={outcomeOpen}
        onOpenChange={(open) => {
          if (open) return;
          focusQuoteBoxAfterDialog({ always: outcome?.kind === 'success' });
          setOutcomeOpen(false);
        }}
        size="sm"
      >
        {outcome?.kind === 'success' ? (
          <Dialog
            title={it.quotes.successTitle}
            footer={({ close }) => (
              <>
                {/* The way to the request just sent first; one above the other, as two do not fit a row. */}
                <LinkButton href={GUEST_REQUESTS_PATH} onPress={close} fullWidth>
                  {it.quotes.successRequests}
                </LinkButton>
                <Button variant="secondary" onPress={close} fullWidth>
                  {it.quotes.successButton}
                </Button>
              </>
            )}
          >
            <p>{it.quotes.successBody}</p>
            <PushPrompt role="GUEST" />
          </Dialog>
        ) : (
          <Dialog
            title={it.quotes.errorTitle}
            role="alertdialog"
            footer={({ close }) => (
              <Button variant="secondary" onPress={close}>
                {it.quotes.errorClose}
              </Button>
            )}
          >
            <p>{outcome?.kind === 'error' ? outcome.message : ''}</p>
          </Dialog>
        )}
      </Modal>
    </>
  );
}
