import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { parseDate, type CalendarDate } from '@internationalized/date';
import { CompleteRegistrationDocument } from './auth.generated';
import { it } from '../../i18n/it';
import { Button, DatePicker, TextField } from '../../ui';
import { openAuthDialog, type AuthDialogState } from '../../state/authDialog';
import { latestAdultBirthDate } from '@festa/domain';
import { CityField } from '../cities/CityField';
import type { CityChoice } from '../cities/cityChoice';
import { useLogout } from '../../lib/useLogout';
import { schemaErrors, useFormErrors } from '../../lib/useFormErrors';
import { completeSchema } from '@festa/domain/schemas/auth';
import * as s from './Auth.css';
import { AuthForm } from './AuthForm';

type Field = 'fullName' | 'birthDate' | 'city' | 'email';

/** Non-closable: full name, comune (with GPS), birth date (adults only, calendar opens on years). */
export function CompleteRegistrationForm({ state }: { state: AuthDialogState }) {
  const email = state.email ?? '';
  const [fullName, setFullName] = useState('');
  const [city, setCity] = useState<CityChoice | null>(null);
  const [birthDate, setBirthDate] = useState<CalendarDate | null>(null);
  const { errors, check, run, validationErrors } = useFormErrors<Field>({
    fields: ['fullName', 'birthDate', 'city', 'email'],
    fallbackField: 'fullName',
  });
  const [complete, { loading }] = useMutation(CompleteRegistrationDocument);
  const logout = useLogout();
  const maxBirthDate = parseDate(latestAdultBirthDate());
  const canSubmit = !!fullName.trim() && !!birthDate && !!city;

  const submit = async () => {
    const input = { email, fullName, city: city?.nome ?? '', birthDate: birthDate?.toString() ?? '' };
    if (!check(schemaErrors(completeSchema, input))) return;
    await run(async () => {
      const { data } = await complete({
        variables: {
          input: { email, fullName: fullName.trim(), city: city!.nome, birthDate: birthDate!.toString() },
        },
      });
      const res = data?.completeRegistration;
      if (!res) return;
      const earlyBird = res.firstLocation?.subscriptionType === 'FREE_FOREVER';
      openAuthDialog(res.avatarUrl ? 'welcome' : 'avatar-upload', state.role, email, { earlyBird });
    });
  };

  return (
    <AuthForm onSubmit={submit} validationErrors={validationErrors}>
      <p className={s.muted}>{it.account.completeIntro}</p>
      <TextField
        label={it.account.fullName}
        autoComplete="name"
        value={fullName}
        onChange={setFullName}
        name="fullName"
      />
      <CityField value={city?.nome ?? ''} onChange={setCity} errorMessage={errors.city} />
      <DatePicker
        label={it.account.birthDate}
        value={birthDate}
        onChange={setBirthDate}
        maxValue={maxBirthDate}
        openInYearView
        name="birthDate"
      />
      <TextField label={it.account.emailLabel} value={email} isReadOnly name="email" />
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
