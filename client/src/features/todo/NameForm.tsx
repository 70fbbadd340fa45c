import { useState, type FormEvent, type RefObject } from 'react';
import { cleanTodoTitle } from '@festalocation/domain/todo';
import { Button, TextField } from '../../ui';
import * as s from './Todo.css';

interface NameFormProps {
  label: string;
  submitLabel: string;
  maxLength: number;
  isBusy: boolean;
  /**
   * Gets the trimmed name (the field is cleared). A promise of `false` (it was not saved) gives the name
   * back to the field, to send again.
   */
  onName: (name: string) => void | Promise<boolean>;
  formRef?: RefObject<HTMLFormElement | null>;
}

/** One field and its button, to add something by its name (a list, a task). */
export function NameForm({ label, submitLabel, maxLength, isBusy, onName, formRef }: NameFormProps) {
  const [name, setName] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    // Spec: a name is trimmed, and an empty one is ignored.
    const clean = cleanTodoTitle(name);
    if (!clean) return;
    setName('');
    void Promise.resolve(onName(clean)).then((saved) => {
      if (saved === false) setName(clean);
    });
  };
  return (
    <form onSubmit={submit} className={s.inlineForm} ref={formRef}>
      <TextField label={label} value={name} onChange={setName} maxLength={maxLength} className={s.grow} />
      <Button type="submit" isDisabled={isBusy}>
        {submitLabel}
      </Button>
    </form>
  );
}
