import { useState, type FormEvent, type RefObject } from 'react';
import { cleanTodoTitle } from '../../../../domain/todo';
import { Button, TextField } from '../../ui';
import * as s from './Todo.css';

/**
 * The one-line forms of the to-do screens (a new list, a new task): the name is trimmed and an empty one
 * ignored (the spec's rule for both), and the field clears as it is sent. `onName` may resolve to false
 * when sending failed: the name then goes back to the field, to send again.
 */
export function NameForm({
  label,
  submitLabel,
  maxLength,
  isDisabled,
  onName,
  formRef,
}: {
  label: string;
  submitLabel: string;
  maxLength: number;
  isDisabled: boolean;
  onName: (name: string) => void | Promise<boolean>;
  formRef?: RefObject<HTMLFormElement | null>;
}) {
  const [name, setName] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const clean = cleanTodoTitle(name);
    if (!clean) return;
    setName('');
    void Promise.resolve(onName(clean)).then((sent) => {
      if (sent === false) setName(clean);
    });
  };
  return (
    <form onSubmit={submit} className={s.inlineForm} ref={formRef}>
      <TextField label={label} value={name} onChange={setName} maxLength={maxLength} className={s.grow} />
      <Button type="submit" isDisabled={isDisabled}>
        {submitLabel}
      </Button>
    </form>
  );
}
