import type { ReactNode } from 'react';
import { Form, TextField, type TextFieldProps } from '../../ui';
import * as s from './Auth.css';

/** The form of every authentication dialog: the page never reloads, fields report errors through aria. */
export function AuthForm(props: {
  onSubmit: () => Promise<void> | void;
  /** The form's errors by field name (from useFormErrors). */
  validationErrors?: Record<string, string>;
  children: ReactNode;
}) {
  return <Form {...props} className={s.form} />;
}

/** The e-mail field of the sign-in, registration and recovery forms, which browsers fill with a saved address. */
export function EmailField(props: Omit<TextFieldProps, 'type' | 'autoComplete'>) {
  return <TextField {...props} type="email" autoComplete="email" />;
}
