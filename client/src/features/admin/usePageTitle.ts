import { useEffect } from 'react';
import { it } from '../../i18n/it';

/** Each console screen names itself in the tab: '<screen> · Amministrazione · Festalocation'. */
export function usePageTitle(title: string | null | undefined) {
  useEffect(() => {
    if (title) document.title = it.admin.pageTitle(title);
  }, [title]);
}
