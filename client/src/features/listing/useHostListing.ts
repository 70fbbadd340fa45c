import { useQuery } from '@apollo/client/react';
import { HostListingDocument } from './listing.generated';

/** The selected location's listing (general settings, ambients, services): one query the sidebar shares. */
export function useHostListing(locationId: string) {
  const { data, loading, error } = useQuery(HostListingDocument, {
    variables: { id: locationId },
    fetchPolicy: 'cache-and-network',
  });
  return { listing: data?.hostLocation ?? null, loading, error };
}

/**
 * What every listing save refetches: the listing (forms and sidebar lists) and the viewer (the sidebar's
 * name and the location switcher), awaited so the form restarts from what the server now holds.
 */
export const AFTER_SAVE: { refetchQueries: string[]; awaitRefetchQueries: boolean } = {
  refetchQueries: ['HostListing', 'Viewer'],
  awaitRefetchQueries: true,
};
