import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { notificationDayLabel } from '@festa/domain';
import {
  MarkNotificationsReadDocument,
  NotificationsFeedDocument,
  type NotificationsFeedQuery,
} from './notifications.generated';
import { NotificationAddedDocument } from '../../state/viewer.generated';
import { Button, Dot, Skeleton } from '../../ui';
import { it } from '../../i18n/it';
import { sessionStore, useSession } from '../../state/session';
import { useRecordingMasks } from '../../state/useRecordingMask';
import { openAuthDialog } from '../../state/authDialog';
import { rememberReturnTo } from '../../state/returnTo';
import { runMutation } from '../../lib/mutationErrors';
import { target, text } from './notificationTarget';
import * as s from './Notifications.css';

type Item = NotificationsFeedQuery['notifications']['items'][number];

/** /notifications: grouped by day, 10 at a time with infinite scroll, read once loaded. */
export function NotificationsPage() {
  const session = useSession();
  // A host's notification about its own Early Bird location names it.
  const maskFor = useRecordingMasks();
  const navigate = useNavigate();
  const signedIn = !!session.token;
  const { data, loading, fetchMore, refetch } = useQuery(NotificationsFeedDocument, {
    variables: { role: session.role },
    skip: !signedIn,
    fetchPolicy: 'cache-and-network',
  });
  const [markRead] = useMutation(MarkNotificationsReadDocument, { refetchQueries: ['Viewer'] });
  useSubscription(NotificationAddedDocument, {
    variables: { role: session.role },
    skip: !signedIn,
    onData: () => void refetch(),
  });
  const items = data?.notifications.items;
  const next = data?.notifications.nextCursor ?? null;
  const marked = useRef(new Set<string>());
  // Signed out, like the other signed-in-only pages: the guest login dialog opens.
  useEffect(() => {
    if (!signedIn) {
      rememberReturnTo(window.location.pathname + window.location.search);
      openAuthDialog('login', 'GUEST');
    }
  }, [signedIn]);

  useEffect(() => {
    // All unread ids the page has loaded, in one call.
    const ids = (items ?? []).filter((n) => !n.isRead && !marked.current.has(n.id)).map((n) => n.id);
    if (!ids.length) return;
    ids.forEach((id) => marked.current.add(id));
    // A failure is not shown: the items stay unread and are marked on the next visit.
    void runMutation(() => markRead({ variables: { ids } }), { onMessage: () => undefined });
  }, [items, markRead]);

  const more = () =>
    next &&
    void fetchMore({
      variables: { after: next },
      updateQuery: (prev, { fetchMoreResult }) => ({
        notifications: {
          ...fetchMoreResult.notifications,
          items: [...prev.notifications.items, ...fetchMoreResult.notifications.items],
        },
      }),
    });
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !next || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && more());
    io.observe(el);
    return () => io.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [next]);

  const open = (n: Item) => {
    const to = target(n);
    if (!to) return;
    // The dashboard shows the selected location: a host notification selects its own first.
    if (to.selectLocation && n.locationId)
      sessionStore.set((st) => ({ ...st, selectedLocationId: n.locationId! }));
    navigate(to.path);
  };

  const groups: [string, Item[]][] = [];
  for (const n of items ?? []) {
    const label = notificationDayLabel(n.createdAt);
    const last = groups[groups.length - 1];
    if (last?.[0] === label) last[1].push(n);
    else groups.push([label, [n]]);
  }

  return (
    <section className={s.page}>
      <h1>{it.notificationsPage.title}</h1>
      {!signedIn ? (
        <p>{it.notificationsPage.signedOut}</p>
      ) : loading && !items ? (
        <Skeleton variant="text" lines={5} />
      ) : !items?.length ? (
        <p>{it.notificationsPage.empty}</p>
      ) : (
        <>
          {groups.map(([label, list]) => (
            <section key={label} aria-label={label}>
              <h2 className={s.day}>{label}</h2>
              <ul className={s.list}>
                {list.map((n) => (
                  <li key={n.id}>
                    <button type="button" className={s.item} onClick={() => open(n)}>
                      {!n.isRead && <Dot label={it.notificationsPage.unread} />}
                      {n.metadata.location?.logoUrl && (
                        <img
                          src={n.metadata.location.logoUrl}
                          alt=""
                          width={40}
                          height={40}
                          className={s.logo}
                        />
                      )}
                      <span {...maskFor(n.locationId)}>{text(n)}</span>
                      <time className={s.time} dateTime={n.createdAt}>
                        {new Date(n.createdAt).toLocaleTimeString('it-IT', {
                          hour: '2-digit',
                          minute: '2-digit',
                        })}
                      </time>
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          ))}
          <div ref={sentinel} />
          {next && (
            <Button variant="ghost" onPress={more}>
              {it.notificationsPage.loadMore}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
