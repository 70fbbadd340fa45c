import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { authDialogStore, closeAuthDialog, FORCED_DIALOGS, openAuthDialog } from '../../state/authDialog';
import { Button, Dialog, Modal } from '../../ui';
import { it } from '../../i18n/it';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';
import { OtpForm } from './OtpForm';
import { ForgotPasswordForm, ResetPasswordForm } from './PasswordRecovery';
import { CompleteRegistrationForm } from './CompleteRegistration';
import { AvatarUploadForm } from './AvatarUpload';
import { ConsentForm } from './ConsentForm';
import { SocialInit } from './SocialButtons';

function Welcome({ earlyBird, role }: { earlyBird?: boolean; role: 'HOST' | 'GUEST' }) {
  const navigate = useNavigate();
  const client = useApolloClient();
  const done = () => {
    closeAuthDialog();
    void client.refetchQueries({ include: 'active' });
    navigate(earlyBird || role !== 'HOST' ? '/' : '/create/location');
  };
  return (
    <Dialog
      title={earlyBird ? it.account.earlyBirdTitle : it.account.welcomeTitle}
      footer={
        <Button variant="primary" onPress={done}>
          {earlyBird ? it.account.earlyBirdCta : it.account.continue}
        </Button>
      }
    >
      <p>{earlyBird ? it.account.earlyBirdBody : it.account.welcomeBody}</p>
    </Dialog>
  );
}

const TITLES: Record<string, string> = {
  login: it.auth.loginTitle,
  register: it.account.registerTitle,
  'forgot-password': it.account.forgotTitle,
  otp: it.account.otpTitle,
  'reset-password': it.account.resetTitle,
  'complete-registration': it.account.completeTitle,
  'avatar-upload': it.account.avatarTitle,
  consent: it.account.consentTitle,
};

/** The one place authentication dialogs open from, whatever opened them (route, menu, guard). */
export function AuthDialogs() {
  const state = authDialogStore.use();
  const forced = state.type !== null && FORCED_DIALOGS.includes(state.type);
  const dismissable = !forced && state.type !== 'avatar-upload';
  return (
    <>
      <SocialInit />
      <Modal
        isOpen={state.type !== null}
        onOpenChange={(open) => !open && dismissable && closeAuthDialog()}
        isDismissable={dismissable}
        isKeyboardDismissDisabled={!dismissable}
      >
        {state.type === 'welcome' ? (
          <Welcome earlyBird={state.earlyBird} role={state.role} />
        ) : state.type === 'password-changed' ? (
          <Dialog
            title={it.account.passwordChangedTitle}
            footer={
              <Button variant="primary" onPress={() => openAuthDialog('login', state.role)}>
                {it.account.backToLogin}
              </Button>
            }
          >
            <p>{it.account.passwordChangedBody}</p>
          </Dialog>
        ) : state.type ? (
          <Dialog title={TITLES[state.type]}>
            {state.type === 'login' && <LoginForm role={state.role} />}
            {state.type === 'register' && <RegisterForm role={state.role} />}
            {state.type === 'forgot-password' && <ForgotPasswordForm state={state} />}
            {state.type === 'otp' && <OtpForm state={state} />}
            {state.type === 'reset-password' && <ResetPasswordForm state={state} />}
            {state.type === 'complete-registration' && <CompleteRegistrationForm state={state} />}
            {state.type === 'avatar-upload' && <AvatarUploadForm state={state} />}
            {state.type === 'consent' && <ConsentForm />}
          </Dialog>
        ) : null}
      </Modal>
    </>
  );
}
