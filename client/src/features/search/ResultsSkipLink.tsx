import { it } from '../../i18n/it';
import { skipLink } from '../../ui/theme/skipLink.css';

export const RESULTS_ID = 'search-results';

/**
 * 'Vai ai risultati', right after the search page's heading: past the filter bar (a dozen Tab stops on a
 * desktop) to the first result card, or to the list itself while it has none.
 */
export function ResultsSkipLink() {
  return (
    <a
      href={`#${RESULTS_ID}`}
      className={skipLink}
      onClick={(e) => {
        const list = document.getElementById(RESULTS_ID);
        if (!list) return;
        e.preventDefault();
        (list.querySelector<HTMLElement>('a[href]') ?? list).focus();
      }}
    >
      {it.discovery.skipToResults}
    </a>
  );
}
