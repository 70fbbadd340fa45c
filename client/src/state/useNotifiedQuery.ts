import { useQuery, useSubscription } from '@apollo/client/react';
import type { TypedDocumentNode } from '@apollo/client';
import { NotificationAddedDocument } from './viewer.generated';
import { useSession, type SessionRole } from './session';

/**
 * A query about the signed-in person in their current role, fetched again on each live notification of that
 * role: whatever changes for them (a request, a message, a decision) writes one. Nothing is asked while
 * signed out.
 */
export function useNotifiedQuery<TData>(document: TypedDocumentNode<TData, { role: SessionRole }>) {
  const session = useSession();
  const signedIn = !!session.token;
  const { data, loading, refetch } = useQuery(document, {
    variables: { role: session.role },
    skip: !signedIn,
    fetchPolicy: 'cache-and-network',
  });
  useSubscription(NotificationAddedDocument, {
    variables: { role: session.role },
    skip: !signedIn,
    onData: () => void refetch(),
  });
  return { session, signedIn, data, loading, refetch };
}
