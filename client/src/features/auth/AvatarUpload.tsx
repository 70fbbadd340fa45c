import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { SetAvatarDocument } from './auth.generated';
import { it } from '../../i18n/it';
import { accountStrings as accountIt } from '../../i18n/it.account';
import { Button, CameraButton, ImageFileInput } from '../../ui';
import { openAuthDialog, type AuthDialogState } from '../../state/authDialog';
import { useFormErrors } from '../../lib/useFormErrors';
import { uploadImage } from '../../lib/uploadImage';
import * as s from './Auth.css';

/** Choose → preview → 'Conferma' uploads and saves; 'Lo farò dopo' skips while nothing is chosen. */
export function AvatarUploadForm({ state }: { state: AuthDialogState }) {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  // A failed upload or save reads as the dialog's own text, under the photo.
  const { errors, check, run } = useFormErrors<'photo'>({
    fallbackField: 'photo',
    message: accountIt.account.avatarError,
  });
  const error = errors.photo;
  const [busy, setBusy] = useState(false);
  const [setAvatar] = useMutation(SetAvatarDocument);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const next = () => openAuthDialog('welcome', state.role, state.email, { earlyBird: state.earlyBird });

  const choose = (f: File | undefined) => {
    if (!f) return;
    if (!check({ photo: f.type.startsWith('image/') ? undefined : accountIt.account.photoImagesOnly }))
      return;
    setFile(f);
    setPreview(URL.createObjectURL(f));
  };

  const confirm = async () => {
    if (!file) return;
    setBusy(true);
    await run(async () => {
      const { url } = await uploadImage(file, 'square');
      await setAvatar({ variables: { avatarUrl: url } });
      next();
    });
    setBusy(false);
  };

  return (
    <div className={s.form}>
      <p className={s.muted}>{accountIt.account.avatarIntro}</p>
      {preview && <img src={preview} alt={accountIt.account.avatarPreview} className={s.avatarPreview} />}
      <ImageFileInput ref={input} label={accountIt.account.choosePhoto} onChoose={choose} />
      <Button variant="secondary" onPress={() => input.current?.click()}>
        {file ? accountIt.account.changePhoto : accountIt.account.choosePhoto}
      </Button>
      <CameraButton label={it.app.camera.take} facing="user" onCapture={(files) => choose(files?.[0])} />
      {file && (
        <Button
          variant="ghost"
          onPress={() => {
            setFile(null);
            setPreview(null);
            if (input.current) input.current.value = '';
          }}
        >
          {accountIt.account.removePhoto}
        </Button>
      )}
      {error && (
        <p className={s.error} role="alert">
          {error}
        </p>
      )}
      <div className={s.row}>
        {!file && (
          <Button variant="ghost" onPress={next}>
            {accountIt.account.later}
          </Button>
        )}
        <Button variant="primary" isDisabled={!file} isPending={busy} onPress={() => void confirm()}>
          {accountIt.account.confirm}
        </Button>
      </div>
    </div>
  );
}
