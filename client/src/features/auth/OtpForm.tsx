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
} from '../../app/authDialog';
import { serverError } from './errors';
import { RESEND_SECONDS, useAuthFlow, useRequestVerification } from './useAuthFlow';
import * as s from './Auth.css';
import { AuthForm } from './AuthForm';

export function otpProblem(code: string): string | null {
  if (!code) return it.account.otpRequired;
  if (!/^\d*$/.test(code)) return it.account.otpDigits;
  if (code.length !== 6) return it.account.otpLength;
  return null;
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
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const email = state.email?.trim().toLowerCase() ?? '';
  const wait = useCountdown(state.resendAt);
  const [verifyEmail] = useMutation(VerifyEmailOtpDocument);
  const [verifyReset] = useMutation(VerifyPasswordOtpDocument);
  const [requestReset] = useMutation(RequestPasswordResetOtpDocument);
  const requestCode = useRequestVerification();
  const flow = useAuthFlow();

  const submit = async () => {
    if (!email) return setError(it.account.otpNoEmail);
    const problem = otpProblem(code);
    setError(problem ?? undefined);
    if (problem) return;
    setBusy(true);
    try {
      if (state.source === 'FORGOT') {
        const { data } = await verifyReset({ variables: { input: { email, otp: code } } });
        if (data) openResetPassword(data.verifyPasswordOtp.resetToken, state.role);
      } else {
        const { data } = await verifyEmail({ variables: { input: { email, otp: code } } });
        if (data) await flow(data.verifyEmailOtp, { role: state.role, email });
      }
    } catch (err) {
      setError(serverError(err).message || it.account.otpInvalid);
    } finally {
      setBusy(false);
    }
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
      const e = serverError(err);
      if (e.retryAfterSeconds)
        authDialogStore.set((p) => ({ ...p, resendAt: Date.now() + e.retryAfterSeconds! * 1000 }));
      setError(e.message);
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
