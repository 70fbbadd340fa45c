import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { UpdateNotificationSettingsDocument, type ProfileQuery } from './profile.generated';
import { accountStrings as accountIt } from '../../i18n/it.account';
import { Switch, toastQueue } from '../../ui';
import type { SessionRole } from '../../state/session';
import { runMutation } from '../../lib/mutationErrors';
import * as s from './Profile.css';
import { SectionActions } from './SectionActions';

type User = NonNullable<ProfileQuery['viewer']>['user'];

/** Host: quote requests. Guest: updated quotes and new locations. */
export function NotificationsSection({ user, role }: { user: User; role: SessionRole }) {
  const initial = {
    notifyQuoteRequests: user.notifyQuoteRequests,
    notifyQuoteAccepted: user.notifyQuoteAccepted,
    notifyNewLocations: user.notifyNewLocations,
  };
  const [values, setValues] = useState(initial);
  const [update, { loading }] = useMutation(UpdateNotificationSettingsDocument);
  const save = async () => {
    const saved = await runMutation(
      () =>
        update({
          variables: {
            input:
              role === 'HOST'
                ? { notifyQuoteRequests: values.notifyQuoteRequests }
                : {
                    notifyQuoteAccepted: values.notifyQuoteAccepted,
                    notifyNewLocations: values.notifyNewLocations,
                  },
          },
        }),
      { message: accountIt.profile.notificationsError },
    );
    if (saved) toastQueue.success(accountIt.profile.notificationsSaved);
  };
  return (
    <section className={s.section}>
      <h1 style={{ margin: 0 }}>{accountIt.profile.notificationsTitle}</h1>
      {role === 'HOST' ? (
        <Switch
          isSelected={values.notifyQuoteRequests}
          onChange={(v) => setValues((x) => ({ ...x, notifyQuoteRequests: v }))}
        >
          {accountIt.profile.notifyQuoteRequests}
        </Switch>
      ) : (
        <>
          <Switch
            isSelected={values.notifyQuoteAccepted}
            onChange={(v) => setValues((x) => ({ ...x, notifyQuoteAccepted: v }))}
          >
            {accountIt.profile.notifyQuoteAccepted}
          </Switch>
          <Switch
            isSelected={values.notifyNewLocations}
            onChange={(v) => setValues((x) => ({ ...x, notifyNewLocations: v }))}
          >
            {accountIt.profile.notifyNewLocations}
          </Switch>
        </>
      )}
      <SectionActions onReset={() => setValues(initial)} onSave={() => void save()} isSaving={loading} />
    </section>
  );
}
