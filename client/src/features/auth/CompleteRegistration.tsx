import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { parseDate, type CalendarDate } from '@internationalized/date';
import { CompleteRegistrationDocument } from './auth.generated';
import { it } from '../../i18n/it';
import { Button, DatePicker, TextField } from '../../ui';
import { openAuthDialog, type AuthDialogState } from '../../app/authDialog';
import { latestAdultBirthDate } from '../../../../domain/index';
import { CityField, type CityChoice } from '../cities/CityField';
import { useLogout } from './useLogout';
import { serverError } from './errors';
import * as s from './Auth.css';
import { AuthForm } from './AuthForm';

interface Errors {
  fullName?: string;
  birthDate?: string;
  city?: string;
  email?: string;
}

/** Non-closable: full name, comune (with GPS), birth date (adults only, calendar opens on years). */
export function CompleteRegistrationForm({ state }: { state: AuthDialogState }) {
  const email = state.email ?? '';
  const [fullName, setFullName] = useState('');
  const [city, setCity] = useState<CityChoice | null>(null);
  const [birthDate, setBirthDate] = useState<CalendarDate | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [complete, { loading }] = useMutation(CompleteRegistrationDocument);
  const logout = useLogout();
  const maxBirthDate = parseDate(latestAdultBirthDate());
  const canSubmit = !!fullName.trim() && !!birthDate && !!city;

  const submit = async () => {
    const next: Errors = {
      fullName: fullName.trim() ? undefined : it.account.fullNameRequired,
      birthDate: birthDate ? undefined : it.account.birthDateRequired,
      city: city ? undefined : it.account.cityRequired,
      email: email ? undefined : it.account.emailRequiredComplete,
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    try {
      const { data } = await complete({
        variables: {
          input: { email, fullName: fullName.trim(), city: city!.nome, birthDate: birthDate!.toString() },
        },
      });
      const res = data?.completeRegistration;
      if (!res) return;
      const earlyBird = res.firstLocation?.subscriptionType === 'FREE_FOREVER';
      openAuthDialog(res.avatarUrl ? 'welcome' : 'avatar-upload', state.role, email, { earlyBird });
    } catch (err) {
      const e = serverError(err);
      const field = (e.field ?? 'fullName') as keyof Errors;
      setErrors({ [field in next ? field : 'fullName']: e.message });
    }
  };

  return (
    <AuthForm onSubmit={submit}>
      <p className={s.muted}>{it.account.completeIntro}</p>
      <TextField
        label={it.account.fullName}
        autoComplete="name"
        value={fullName}
        onChange={setFullName}
        isInvalid={!!errors.fullName}
        errorMessage={errors.fullName}
      />
      <CityField value={city?.nome ?? ''} onChange={setCity} errorMessage={errors.city} />
      <DatePicker
        label={it.account.birthDate}
        value={birthDate}
        onChange={setBirthDate}
        maxValue={maxBirthDate}
        openInYearView
        isInvalid={!!errors.birthDate}
        errorMessage={errors.birthDate}
      />
      <TextField
        label={it.account.emailLabel}
        value={email}
        isReadOnly
        errorMessage={errors.email}
        isInvalid={!!errors.email}
      />
      <div className={s.row}>
        <Button variant="ghost" onPress={() => void logout()}>
          {it.account.logout}
        </Button>
        <Button type="submit" variant="primary" isDisabled={!canSubmit} isPending={loading}>
          {it.account.continue}
        </Button>
      </div>
    </AuthForm>
  );
}
