import { useState, type JSX } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, ConfirmDialog, Skeleton, toastQueue } from '../../ui';
import { hostStrings as hostIt } from '../../i18n/it.host';
import { runMutation } from '../../lib/mutationErrors';
import { CalendarFeedDocument, RegenerateCalendarFeedDocument } from './availability.generated';
import { AvailabilityBlock } from './AvailabilityBlock';
import * as s from './Availability.css';

const t = hostIt.availability;

/**
 * The location's private iCalendar address (blocked days and accepted requests) with 'Copia' and 'Rigenera'.
 * Regenerating revokes the old address at once, so it asks first.
 */
export function CalendarFeed({ locationId }: { locationId: string }): JSX.Element {
  const { data, loading } = useQuery(CalendarFeedDocument, { variables: { locationId } });
  const [regenerate] = useMutation(RegenerateCalendarFeedDocument);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const feed = data?.calendarFeed ?? null;

  const create = async () => {
    const done = await runMutation(
      () =>
        regenerate({
          variables: { locationId },
          // The query shows the new address; the field is keyed by location, not by the feed's id.
          update: (cache, { data: res }) => {
            if (res)
              cache.writeQuery({
                query: CalendarFeedDocument,
                variables: { locationId },
                data: { calendarFeed: res.regenerateCalendarFeed },
              });
          },
        }),
      { message: t.feedError, onMessage: (e) => setFailure(e.message) },
    );
    if (done && feed) toastQueue.success(t.feedRegenerated);
  };

  const copy = async () => {
    if (!feed) return;
    try {
      await navigator.clipboard.writeText(feed.url);
      toastQueue.success(t.feedCopied);
    } catch {
      toastQueue.error(t.feedCopyError);
    }
  };

  return (
    <AvailabilityBlock
      className={s.feed}
      level={3}
      title={t.feedTitle}
      intro={t.feedIntro}
      failure={failure}
      onCloseFailure={() => setFailure(null)}
    >
      {loading && !data ? (
        <Skeleton variant="text" lines={2} />
      ) : feed ? (
        <>
          <p className={s.url}>
            <span className={s.muted}>{t.feedUrlLabel}: </span>
            <code>{feed.url}</code>
          </p>
          <div className={s.actions}>
            <Button variant="secondary" onPress={() => void copy()}>
              {t.feedCopy}
            </Button>
            <Button variant="ghost" onPress={() => setConfirming(true)}>
              {t.feedRegenerate}
            </Button>
          </div>
        </>
      ) : (
        <div className={s.actions}>
          <Button variant="secondary" onPress={() => void create()}>
            {t.feedCreate}
          </Button>
        </div>
      )}
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        {...t.feedRegenerateDialog}
        onConfirm={create}
      />
    </AvailabilityBlock>
  );
}
