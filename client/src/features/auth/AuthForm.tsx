import type { ReactNode } from 'react';
import { Form } from '../../ui';
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
