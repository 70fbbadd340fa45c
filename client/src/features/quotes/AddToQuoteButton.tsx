import { Button } from '../../ui';
import { quoteStrings as quotesIt } from '../../i18n/it.quotes';
import { toggleItem, useQuoteDraft } from './draftStore';

/** For the ambient and service detail views (hosted by the location page): adds or removes the item. */
export function AddToQuoteButton({
  locationId,
  kind,
  id,
}: {
  locationId: string;
  kind: 'ambients' | 'services';
  id: string;
}) {
  const draft = useQuoteDraft(locationId);
  const selected = draft[kind].includes(id);
  return (
    <Button variant={selected ? 'secondary' : 'primary'} onPress={() => toggleItem(locationId, kind, id)}>
      {selected ? quotesIt.quotes.removeFromQuote : quotesIt.quotes.addToQuote}
    </Button>
  );
}
