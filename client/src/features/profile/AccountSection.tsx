import { useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { parseDate, type CalendarDate } from '@internationalized/date';
import { Form } from 'react-aria-components';
import { DeleteAccountDocument, UpdateAccountDocument, type ProfileQuery } from './profile.generated';
import { UpdateConsentsDocument } from '../auth/auth.generated';
import { it } from '../../i18n/it';
import { Button, ConfirmDialog, DatePicker, TextField, toastQueue } from '../../ui';
import { latestAdultBirthDate } from '../../../../domain/index';
import { CityField } from '../cities/CityField';
import { LegalConsent } from '../auth/LegalConsent';
import { uploadImage } from '../auth/upload';
import { useLogout } from '../auth/useLogout';
import { markSessionEnding } from '../../app/session';
import { serverError } from '../auth/errors';
import * as s from './Profile.css';

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
  const [errors, setErrors] = useState<
    Partial<Record<'fullName' | 'birthDate' | 'city' | 'phoneNumber' | 'avatar', string>>
  >({});
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
    const next = {
      fullName: form.fullName.trim() ? undefined : it.profile.fullNameRequired,
      birthDate: form.birthDate ? undefined : it.account.birthDateRequired,
      city: form.city ? undefined : it.account.cityRequired,
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    try {
      await updateAccount({
        variables: {
          input: {
            fullName: form.fullName.trim(),
            birthDate: form.birthDate!.toString(),
            city: form.city,
            phoneNumber: form.phoneNumber.trim() || null,
            avatarUrl: form.avatarUrl,
          },
        },
      });
    } catch (err) {
      const e = serverError(err);
      if (e.field && ['fullName', 'birthDate', 'city', 'phoneNumber'].includes(e.field))
        setErrors({ [e.field]: e.message });
      toastQueue.error(it.profile.updateError);
      return;
    }
    try {
      await updateConsents({
        variables: { marketingConsent: form.marketing, profilingConsent: form.profiling },
      });
    } catch {
      toastQueue.error(it.profile.consentsError);
      return;
    }
    toastQueue.success(it.profile.updated);
  };

  const remove = async () => {
    try {
      // The server closes this session's live socket as soon as the account is gone: expected here.
      markSessionEnding();
      await deleteAccount();
    } catch {
      toastQueue.error(it.profile.deleteError);
      return;
    }
    // The deletion ended the session on the server: forget it here without asking the server again.
    await logout({ serverEnded: true });
    toastQueue.success(it.profile.deleted);
  };

  return (
    <Form
      className={s.section}
      validationBehavior="aria"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <h1 style={{ margin: 0 }}>{it.profile.accountTitle}</h1>
      <div className={s.avatarRow}>
        {form.avatarUrl ? (
          <img src={form.avatarUrl} alt="" className={s.avatar} />
        ) : (
          <span className={s.avatar} />
        )}
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          className={s.hiddenInput}
          aria-label={it.profile.changeAvatar}
          onChange={(e) => void chooseAvatar(e.target.files?.[0])}
        />
        <Button variant="secondary" isPending={uploading} onPress={() => fileInput.current?.click()}>
          {it.profile.changeAvatar}
        </Button>
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
        isInvalid={!!errors.fullName}
        errorMessage={errors.fullName}
      />
      <DatePicker
        label={it.account.birthDate}
        value={form.birthDate}
        onChange={(v) => set({ birthDate: v })}
        maxValue={parseDate(latestAdultBirthDate())}
        openInYearView
        isInvalid={!!errors.birthDate}
        errorMessage={errors.birthDate}
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
        isInvalid={!!errors.phoneNumber}
        errorMessage={errors.phoneNumber}
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
      <div className={s.actions}>
        <Button
          variant="ghost"
          onPress={() => {
            setForm(fromUser(user));
            setErrors({});
            setCityKey((k) => k + 1);
          }}
        >
          {it.profile.reset}
        </Button>
        <Button type="submit" variant="primary" isPending={loading}>
          {it.profile.save}
        </Button>
      </div>
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
