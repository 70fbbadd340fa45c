import { quoteStrings as quotesIt } from '../../i18n/it.quotes';
import { focusQuoteBox, QUOTE_TITLE_ID } from './quoteFocus';
import { skipLink } from '../../ui/theme/skipLink.css';

/**
 * 'Vai al preventivo', near the top of the location page: one key press from the page's top to the quote
 * box's date field, its calendar button (a phone: its 'Richiedi preventivo' bar), instead of some twenty Tab presses through
 * the gallery and the page. Before the script runs, the link's own jump to the box's heading does it.
 */
export function QuoteSkipLink() {
  return (
    <a
      href={`#${QUOTE_TITLE_ID}`}
      className={skipLink}
      onClick={(e) => {
        if (focusQuoteBox('date')) e.preventDefault();
      }}
    >
      {quotesIt.quotes.skipToQuote}
    </a>
  );
}
