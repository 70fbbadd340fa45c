import { useEffect, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import {
  RequestPasswordResetOtpDocument,
  VerifyEmailOtpDocument,
  VerifyPasswordOtpDocument,
} from './auth.generated';
import { it } from '../../i18n/it';
import { Button, TextField, toastQueue } from '../../ui';
import {
  authDialogStore,
  openAuthDialog,
  openResetPassword,
  type AuthDialogState,
} from '../../state/authDialog';
import { routeError } from '../../lib/mutationErrors';
import { firstIssue, useFormErrors } from '../../lib/useFormErrors';
import { otpCodeSchema } from '@festa/domain/schemas/auth';
import { RESEND_SECONDS, useAuthFlow, useRequestVerification } from './useAuthFlow';
import * as s from './Auth.css';
import { AuthForm } from './AuthForm';
import { ProofOfWorkStatus } from './ProofOfWorkStatus';

/** The code's problem as the gateway would report it (same schema), or null. */
export function otpProblem(code: string): string | null {
  return firstIssue(otpCodeSchema, code) ?? null;
}

function useCountdown(until: number | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, []);
  return Math.max(0, Math.ceil(((until ?? 0) - now) / 1000));
}

/** Six-digit code sent by e-mail (source REGISTER or FORGOT), with a 60-second resend countdown. */
export function OtpForm({ state }: { state: AuthDialogState }) {
  const [code, setCode] = useState('');
  // Every error of this dialog shows under its one field.
  const { errors, setErrors, check, run, verifying } = useFormErrors<'otp'>({ fallbackField: 'otp' });
  const error = errors.otp;
  const [busy, setBusy] = useState(false);
  const email = state.email?.trim().toLowerCase() ?? '';
  const wait = useCountdown(state.resendAt);
  const [verifyEmail] = useMutation(VerifyEmailOtpDocument);
  const [verifyReset] = useMutation(VerifyPasswordOtpDocument);
  const [requestReset] = useMutation(RequestPasswordResetOtpDocument);
  const requestCode = useRequestVerification();
  const flow = useAuthFlow();

  const submit = async () => {
    if (!check({ otp: email ? (otpProblem(code) ?? undefined) : it.account.otpNoEmail })) return;
    setBusy(true);
    await run(async (proofOfWork) => {
      const input = { email, otp: code, proofOfWork };
      if (state.source === 'FORGOT') {
        const { data } = await verifyReset({ variables: { input } });
        if (data) openResetPassword(data.verifyPasswordOtp.resetToken, state.role);
      } else {
        const { data } = await verifyEmail({ variables: { input } });
        if (data) await flow(data.verifyEmailOtp, { role: state.role, email });
      }
    });
    setBusy(false);
  };

  const resend = async () => {
    try {
      let resendAt: number;
      if (state.source === 'FORGOT') {
        const { data } = await requestReset({ variables: { email } });
        resendAt = Date.now() + (data?.requestPasswordResetOtp.resendAfterSeconds ?? RESEND_SECONDS) * 1000;
      } else {
        resendAt = await requestCode(email);
      }
      authDialogStore.set((prev) => ({ ...prev, resendAt }));
      toastQueue.success(it.account.codeSent);
    } catch (err) {
      const { to, error: e } = routeError(err, { fallbackField: 'otp' });
      if (e.retryAfterSeconds)
        authDialogStore.set((p) => ({ ...p, resendAt: Date.now() + e.retryAfterSeconds! * 1000 }));
      if (to === 'field') setErrors({ otp: e.message });
    }
  };

  return (
    <AuthForm onSubmit={submit}>
      <p className={s.muted}>{it.account.otpIntro(email)}</p>
      <TextField
        label={it.account.otpLabel}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={setCode}
        isInvalid={!!error}
        errorMessage={error}
      />
      <Button type="submit" variant="primary" fullWidth isPending={busy}>
        {it.account.verify}
      </Button>
      <ProofOfWorkStatus active={verifying} />
      <Button variant="ghost" isDisabled={wait > 0} onPress={() => void resend()}>
        {wait > 0 ? it.account.resendIn(wait) : it.account.resend}
      </Button>
      {state.source === 'FORGOT' && (
        <Button variant="ghost" size="sm" onPress={() => openAuthDialog('login', state.role)}>
          {it.account.backToLogin}
        </Button>
      )}
    </AuthForm>
  );
}
