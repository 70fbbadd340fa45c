import { useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { parseDate, type CalendarDate } from '@internationalized/date';
import { DeleteAccountDocument, UpdateAccountDocument, type ProfileQuery } from './profile.generated';
import { UpdateConsentsDocument } from '../auth/auth.generated';
import { it } from '../../i18n/it';
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
import { latestAdultBirthDate } from '@festa/domain';
import { CityField } from '../cities/CityField';
import { LegalConsent } from '../auth/LegalConsent';
import { uploadImage } from '../../lib/uploadImage';
import { useLogout } from '../../lib/useLogout';
import { markSessionEnding } from '../../state/session';
import { runMutation } from '../../lib/mutationErrors';
import { schemaErrors, useFormErrors } from '../../lib/useFormErrors';
import { accountSchema } from '@festa/domain/schemas/profile';
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
    message: it.profile.updateError,
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
      setErrors((e) => ({ ...e, avatar: it.profile.avatarError }));
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
      { message: it.profile.consentsError },
    );
    if (consented) toastQueue.success(it.profile.updated);
  };

  const remove = async () => {
    // The server closes this session's live socket as soon as the account is gone: expected here.
    markSessionEnding();
    const deleted = await runMutation(() => deleteAccount(), { message: it.profile.deleteError });
    if (!deleted) return;
    // The deletion ended the session on the server: forget it here without asking the server again.
    await logout({ serverEnded: true });
    toastQueue.success(it.profile.deleted);
  };

  return (
    <Form className={s.section} validationErrors={validationErrors} onSubmit={save}>
      <h1 style={{ margin: 0 }}>{it.profile.accountTitle}</h1>
      <div className={s.avatarRow}>
        {form.avatarUrl ? (
          <img src={form.avatarUrl} alt="" className={s.avatar} />
        ) : (
          <span className={s.avatar} />
        )}
        <ImageFileInput
          ref={fileInput}
          label={it.profile.changeAvatar}
          onChoose={(file) => void chooseAvatar(file)}
        />
        <Button variant="secondary" isPending={uploading} onPress={() => fileInput.current?.click()}>
          {it.profile.changeAvatar}
        </Button>
        <CameraButton
          label={it.app.camera.take}
          facing="user"
          isDisabled={uploading}
          onCapture={(files) => void chooseAvatar(files?.[0])}
        />
        {form.avatarUrl && (
          <Button variant="ghost" onPress={() => set({ avatarUrl: null })}>
            {it.profile.removeAvatar}
          </Button>
        )}
      </div>
      {errors.avatar && <p role="alert">{errors.avatar}</p>}
      <TextField
        label={it.account.fullName}
        value={form.fullName}
        onChange={(v) => set({ fullName: v })}
        name="fullName"
      />
      <DatePicker
        label={it.account.birthDate}
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
      <TextField label={it.profile.email} value={user.email} isReadOnly />
      <TextField
        label={it.profile.phone}
        type="tel"
        value={form.phoneNumber}
        onChange={(v) => set({ phoneNumber: v })}
        name="phoneNumber"
      />
      <LegalConsent
        kind="marketing"
        label={it.account.marketingConsent}
        checked={form.marketing}
        onChange={(v) => set({ marketing: v })}
      />
      <LegalConsent
        kind="profiling"
        label={it.account.profilingConsent}
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
          {it.profile.deleteAccount}
        </Button>
        <Button variant="ghost" onPress={() => void logout()}>
          {it.profile.logout}
        </Button>
      </div>
      <ConfirmDialog
        isOpen={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={it.profile.deleteAccount}
        body={it.profile.deleteConfirm}
        confirmLabel={it.profile.deleteYes}
        cancelLabel={it.profile.cancel}
        variant="danger"
        onConfirm={remove}
      />
    </Form>
  );
}
