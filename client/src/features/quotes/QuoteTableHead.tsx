import { quoteStrings as quotesIt } from '../../i18n/it.quotes';
import { VisuallyHidden } from '../../ui';

/**
 * The header row of a list of quote requests (the guest's, the host's): its columns, then the one over the
 * 'Vedi' links, named only for screen readers.
 */
export function QuoteTableHead({ columns }: { columns: readonly string[] }) {
  return (
    <thead>
      <tr>
        {columns.map((label) => (
          <th key={label} scope="col">
            {label}
          </th>
        ))}
        <th scope="col">
          <VisuallyHidden>{quotesIt.quotes.view}</VisuallyHidden>
        </th>
      </tr>
    </thead>
  );
}
