import { accountStrings as accountIt } from '../../i18n/it.account';
import { Button } from '../../ui';
import * as s from './Profile.css';

/**
 * The reset and save buttons that close every profile section, so they read and sit alike. A section
 * that is a form saves by submitting it; one that is not passes `onSave`.
 */
export function SectionActions({
  onReset,
  onSave,
  isSaving,
}: {
  onReset: () => void;
  onSave?: () => void;
  isSaving: boolean;
}) {
  return (
    <div className={s.actions}>
      <Button variant="ghost" onPress={onReset}>
        {accountIt.profile.reset}
      </Button>
      <Button type={onSave ? 'button' : 'submit'} variant="primary" isPending={isSaving} onPress={onSave}>
        {accountIt.profile.save}
      </Button>
    </div>
  );
}
