import { Button } from '../../ui';
import { it } from '../../i18n/it';
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
      {selected ? it.quotes.removeFromQuote : it.quotes.addToQuote}
    </Button>
  );
}
