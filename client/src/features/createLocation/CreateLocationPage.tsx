import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQuery } from '@apollo/client/react';
import { hostStrings as hostIt } from '../../i18n/it.host';
import { runMutation } from '../../lib/mutationErrors';
import { hasErrors } from '../../lib/useFormErrors';
import { openAuthDialog } from '../../state/authDialog';
import {
  clearCreateLocationDraft,
  draftIdempotencyKey,
  EMPTY_LOCATION_VALUES,
  setDraftStep,
  updateDraftValues,
  useCreateLocationDraft,
  type CreateLocationValues,
} from '../../state/createLocationDraft';
import { selectLocation, useSession } from '../../state/session';
import { Button, ConfirmDialog, Dialog, Modal, useIsDesktop } from '../../ui';
import { AddressStep } from './AddressStep';
import { BusinessStep } from './BusinessStep';
import { CreateLocationActivityTypesDocument, CreateLocationDocument } from './createLocation.generated';
import { DoneStep } from './DoneStep';
import { EventTypesStep } from './EventTypesStep';
import { formFieldOf, LAST_FORM_STEP, SERVER_FIELDS, stepOfField, type StepErrors } from './fields';
import { IntroStep } from './IntroStep';
import { StepProgress } from './StepProgress';
import { SpaceStep } from './SpaceStep';
import { TypeStep } from './TypeStep';
import { toCreateLocationInput } from './toInput';
import { clearBillingContactError, validateStep } from './validation';
import * as styles from './CreateLocation.css';

const t = hostIt.createLocation;
const TITLES = [
  t.introTitle,
  t.step1Title,
  t.step2Title,
  t.step3Title,
  t.step4Title,
  t.step5Title,
  t.doneTitle,
] as const;

/** /create/location: the host's onboarding, intro (0), five form steps and the confirmation (6). */
export function CreateLocationPage() {
  const session = useSession();
  const signedIn = !!session.token;
  const draft = useCreateLocationDraft();
  const navigate = useNavigate();
  const isDesktop = useIsDesktop();
  const [createdId, setCreatedId] = useState<string | null>(null);
  const [errors, setErrors] = useState<StepErrors>({});
  // On submit until an attempt fails, then on every change until the step is left.
  const [liveValidation, setLiveValidation] = useState(false);
  const [cancelOpen, setCancelOpen] = useState(false);
  const [errorOpen, setErrorOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const sendingRef = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { data, loading } = useQuery(CreateLocationActivityTypesDocument);
  const [createLocation] = useMutation(CreateLocationDocument);

  useEffect(() => {
    if (!signedIn) openAuthDialog('login', 'HOST');
  }, [signedIn]);

  // Signed out, only the intro shows (behind the login dialog); the confirmation outlives the draft.
  const step = createdId ? 6 : signedIn ? Math.min(Math.max(draft.step, 0), LAST_FORM_STEP) : 0;
  // A draft saved by an earlier version lacks the fields added since.
  const values = { ...EMPTY_LOCATION_VALUES, ...draft.values };

  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  const goTo = (next: number) => {
    setErrors({});
    setLiveValidation(false);
    setDraftStep(next);
  };

  const onChange = (patch: Partial<CreateLocationValues>) => {
    updateDraftValues(patch);
    if (liveValidation) setErrors(validateStep(step, { ...values, ...patch }));
    else setErrors((current) => clearBillingContactError(current, patch));
  };

  const start = () => {
    if (!signedIn) return openAuthDialog('login', 'HOST');
    draftIdempotencyKey();
    goTo(1);
  };

  const back = () => (step === 1 ? setCancelOpen(true) : goTo(step - 1));

  const cancel = () => {
    clearCreateLocationDraft();
    void navigate('/');
  };

  const send = async () => {
    if (sendingRef.current) return;
    sendingRef.current = true;
    setSending(true);
    try {
      const result = await runMutation(
        () =>
          createLocation({
            variables: { input: toCreateLocationInput(values, draftIdempotencyKey()) },
            refetchQueries: ['Viewer'],
          }),
        {
          fields: SERVER_FIELDS,
          onMessage: () => setErrorOpen(true),
          onFieldError: (_found, error) => {
            const field = error.field ? formFieldOf(error.field) : undefined;
            if (error.code !== 'BAD_USER_INPUT' || !field) return setErrorOpen(true);
            setDraftStep(stepOfField(field));
            setErrors({ [field]: error.message });
            setLiveValidation(true);
          },
        },
      );
      const id = result?.data.data?.createLocation.id;
      if (!result) return;
      if (!id) return setErrorOpen(true);
      selectLocation(id);
      clearCreateLocationDraft();
      setCreatedId(id);
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateStep(step, values);
    if (hasErrors(found)) {
      setErrors(found);
      setLiveValidation(true);
      return;
    }
    if (step === LAST_FORM_STEP) void send();
    else goTo(step + 1);
  };

  const stepProps = { values, errors, onChange };
  const inForm = step >= 1 && step <= LAST_FORM_STEP;

  return (
    <div className={styles.page}>
      {inForm && !isDesktop && (
        <div className={styles.topBar}>
          <Button variant="ghost" iconOnly aria-label={t.back} onPress={back}>
            <ArrowLeft aria-hidden="true" size={20} />
          </Button>
          <Button variant="ghost" onPress={() => setCancelOpen(true)}>
            {t.close}
          </Button>
        </div>
      )}
      {inForm && <StepProgress step={step} />}
      <h1 ref={headingRef} tabIndex={-1} className={styles.heading}>
        {TITLES[step]}
      </h1>
      {step === 0 && <IntroStep loading={loading} onStart={start} offer={data} />}
      {step === 6 && createdId && <DoneStep locationId={createdId} />}
      {inForm && (
        <form className={styles.form} noValidate onSubmit={submit}>
          {step === 1 && <TypeStep {...stepProps} activityTypes={data?.activityTypes ?? []} />}
          {step === 2 && <AddressStep {...stepProps} />}
          {step === 3 && <SpaceStep {...stepProps} />}
          {step === 4 && <EventTypesStep {...stepProps} />}
          {step === 5 && <BusinessStep {...stepProps} />}
          <div className={styles.actions}>
            {isDesktop && (
              <Button variant="secondary" onPress={back}>
                {t.back}
              </Button>
            )}
            <Button type="submit" isPending={sending} isDisabled={sending}>
              {step === LAST_FORM_STEP ? t.send : t.next}
            </Button>
          </div>
        </form>
      )}
      <ConfirmDialog
        isOpen={cancelOpen}
        onOpenChange={setCancelOpen}
        {...t.cancelDialog}
        variant="danger"
        onConfirm={cancel}
      />
      <Modal isOpen={errorOpen} onOpenChange={setErrorOpen}>
        <Dialog
          role="alertdialog"
          title={t.errorTitle}
          footer={<Button onPress={() => setErrorOpen(false)}>{t.ok}</Button>}
        >
          <p>{t.errorBody}</p>
        </Dialog>
      </Modal>
    </div>
  );
}
