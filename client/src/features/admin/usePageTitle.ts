import { useEffect } from 'react';
import { adminStrings as adminIt } from '../../i18n/it.admin';

/** Each console screen names itself in the tab: '<screen> · Amministrazione · Festalocation'. */
export function usePageTitle(title: string | null | undefined) {
  useEffect(() => {
    if (title) document.title = adminIt.pageTitle(title);
  }, [title]);
}
