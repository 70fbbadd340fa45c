import { useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { parseDate, type CalendarDate } from '@internationalized/date';
import { DeleteAccountDocument, UpdateAccountDocument, type ProfileQuery } from './profile.generated';
import { UpdateConsentsDocument } from '../auth/auth.generated';
import { it } from '../../i18n/it';
import { accountStrings as accountIt } from '../../i18n/it.account';
import {
  Button,
  CameraButton,
  ConfirmDialog,
  DatePicker,
  Form,
  ImageFileInput,
  TextField,
  toastQueue,
} from '../../ui';
import { latestAdultBirthDate } from '@festalocation/domain';
import { CityField } from '../cities/CityField';
import { LegalConsent } from '../auth/LegalConsent';
import { uploadImage } from '../../lib/uploadImage';
import { useLogout } from '../../lib/useLogout';
import { markSessionEnding } from '../../state/session';
import { runMutation } from '../../lib/mutationErrors';
import { schemaErrors, useFormErrors } from '../../lib/useFormErrors';
import { accountSchema } from '@festalocation/domain/schemas/profile';
import * as s from './Profile.css';
import { SectionActions } from './SectionActions';

type User = NonNullable<ProfileQuery['viewer']>['user'];

interface FormState {
  fullName: string;
  birthDate: CalendarDate | null;
  city: string;
  phoneNumber: string;
  avatarUrl: string | null;
  marketing: boolean;
  profiling: boolean;
}

const fromUser = (u: User): FormState => ({
  fullName: u.fullName ?? '',
  birthDate: u.birthDate ? parseDate(u.birthDate) : null,
  city: u.city ?? '',
  phoneNumber: u.phoneNumber ?? '',
  avatarUrl: u.avatarUrl,
  marketing: !!u.marketingConsentAt,
  profiling: !!u.profilingConsentAt,
});

/** 'Reimposta' goes back to the saved values; 'Salva' saves the account and then the consents. */
export function AccountSection({ user }: { user: User }) {
  const [form, setForm] = useState(() => fromUser(user));
  const [cityKey, setCityKey] = useState(0);
  // A server error naming a field shows under it, and every failure also toasts the section's own text.
  const { errors, setErrors, check, run, validationErrors } = useFormErrors<
    'fullName' | 'birthDate' | 'city' | 'phoneNumber' | 'avatar'
  >({
    fields: ['fullName', 'birthDate', 'city', 'phoneNumber'],
    message: accountIt.profile.updateError,
    toastFieldErrors: true,
  });
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const [updateAccount, { loading }] = useMutation(UpdateAccountDocument);
  const [updateConsents] = useMutation(UpdateConsentsDocument);
  const [deleteAccount] = useMutation(DeleteAccountDocument);
  const logout = useLogout();
  const set = (patch: Partial<FormState>) => setForm((f) => ({ ...f, ...patch }));

  const chooseAvatar = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      const { url } = await uploadImage(file, 'square');
      set({ avatarUrl: url });
      setErrors((e) => ({ ...e, avatar: undefined }));
    } catch {
      setErrors((e) => ({ ...e, avatar: accountIt.profile.avatarError }));
    } finally {
      setUploading(false);
    }
  };

  const save = async () => {
    const input = {
      fullName: form.fullName.trim(),
      birthDate: form.birthDate?.toString() ?? '',
      city: form.city,
      phoneNumber: form.phoneNumber.trim() || null,
      avatarUrl: form.avatarUrl,
    };
    if (!check(schemaErrors(accountSchema, input))) return;
    const saved = await run(() => updateAccount({ variables: { input } }));
    if (!saved) return;
    const consented = await runMutation(
      () =>
        updateConsents({
          variables: { marketingConsent: form.marketing, profilingConsent: form.profiling },
        }),
      { message: accountIt.profile.consentsError },
    );
    if (consented) toastQueue.success(accountIt.profile.updated);
  };

  const remove = async () => {
    // The server closes this session's live socket as soon as the account is gone: expected here.
    markSessionEnding();
    const deleted = await runMutation(() => deleteAccount(), { message: accountIt.profile.deleteError });
    if (!deleted) return;
    // The deletion ended the session on the server: forget it here without asking the server again.
    await logout({ serverEnded: true });
    toastQueue.success(accountIt.profile.deleted);
  };

  return (
    <Form className={s.section} validationErrors={validationErrors} onSubmit={save}>
      <h1 style={{ margin: 0 }}>{accountIt.profile.accountTitle}</h1>
      <div className={s.avatarRow}>
        {form.avatarUrl ? (
          <img src={form.avatarUrl} alt="" className={s.avatar} />
        ) : (
          <span className={s.avatar} />
        )}
        <ImageFileInput
          ref={fileInput}
          label={accountIt.profile.changeAvatar}
          onChoose={(file) => void chooseAvatar(file)}
        />
        <Button variant="secondary" isPending={uploading} onPress={() => fileInput.current?.click()}>
          {accountIt.profile.changeAvatar}
        </Button>
        <CameraButton
          label={it.app.camera.take}
          facing="user"
          isDisabled={uploading}
          onCapture={(files) => void chooseAvatar(files?.[0])}
        />
        {form.avatarUrl && (
          <Button variant="ghost" onPress={() => set({ avatarUrl: null })}>
            {accountIt.profile.removeAvatar}
          </Button>
        )}
      </div>
      {errors.avatar && <p role="alert">{errors.avatar}</p>}
      <TextField
        label={accountIt.account.fullName}
        value={form.fullName}
        onChange={(v) => set({ fullName: v })}
        name="fullName"
      />
      <DatePicker
        label={accountIt.account.birthDate}
        value={form.birthDate}
        onChange={(v) => set({ birthDate: v })}
        maxValue={parseDate(latestAdultBirthDate())}
        openInYearView
        name="birthDate"
      />
      <CityField
        key={cityKey}
        value={form.city}
        onChange={(c) => set({ city: c?.nome ?? '' })}
        errorMessage={errors.city}
      />
      <TextField label={accountIt.profile.email} value={user.email} isReadOnly />
      <TextField
        label={accountIt.profile.phone}
        type="tel"
        value={form.phoneNumber}
        onChange={(v) => set({ phoneNumber: v })}
        name="phoneNumber"
      />
      <LegalConsent
        kind="marketing"
        label={accountIt.account.marketingConsent}
        checked={form.marketing}
        onChange={(v) => set({ marketing: v })}
      />
      <LegalConsent
        kind="profiling"
        label={accountIt.account.profilingConsent}
        checked={form.profiling}
        onChange={(v) => set({ profiling: v })}
      />
      <SectionActions
        onReset={() => {
          setForm(fromUser(user));
          setErrors({});
          setCityKey((k) => k + 1);
        }}
        isSaving={loading}
      />
      <div className={s.danger}>
        <Button variant="danger" onPress={() => setConfirmDelete(true)}>
          {accountIt.profile.deleteAccount}
        </Button>
        <Button variant="ghost" onPress={() => void logout()}>
          {accountIt.profile.logout}
        </Button>
      </div>
      <ConfirmDialog
        isOpen={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={accountIt.profile.deleteAccount}
        body={accountIt.profile.deleteConfirm}
        confirmLabel={accountIt.profile.deleteYes}
        cancelLabel={accountIt.profile.cancel}
        variant="danger"
        onConfirm={remove}
      />
    </Form>
  );
}
