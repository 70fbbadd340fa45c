import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { authDialogStore, closeAuthDialog, FORCED_DIALOGS, openAuthDialog } from '../../state/authDialog';
import { Button, Dialog, Modal } from '../../ui';
import { authStrings as authIt } from '../../i18n/it.auth';
import { accountStrings as accountIt } from '../../i18n/it.account';
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
      title={earlyBird ? accountIt.account.earlyBirdTitle : accountIt.account.welcomeTitle}
      footer={
        <Button variant="primary" onPress={done}>
          {earlyBird ? accountIt.account.earlyBirdCta : accountIt.account.continue}
        </Button>
      }
    >
      <p>{earlyBird ? accountIt.account.earlyBirdBody : accountIt.account.welcomeBody}</p>
    </Dialog>
  );
}

const TITLES: Record<string, string> = {
  login: authIt.auth.loginTitle,
  register: accountIt.account.registerTitle,
  'forgot-password': accountIt.account.forgotTitle,
  otp: accountIt.account.otpTitle,
  'reset-password': accountIt.account.resetTitle,
  'complete-registration': accountIt.account.completeTitle,
  'avatar-upload': accountIt.account.avatarTitle,
  consent: accountIt.account.consentTitle,
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
            title={accountIt.account.passwordChangedTitle}
            footer={
              <Button variant="primary" onPress={() => openAuthDialog('login', state.role)}>
                {accountIt.account.backToLogin}
              </Button>
            }
          >
            <p>{accountIt.account.passwordChangedBody}</p>
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
