import type { ReactNode } from 'react';
import { Form } from 'react-aria-components';
import * as s from './Auth.css';

/** The form of every authentication dialog: the page never reloads, fields report errors through aria. */
export function AuthForm({
  onSubmit,
  children,
}: {
  onSubmit: () => Promise<void> | void;
  children: ReactNode;
}) {
  return (
    <Form
      onSubmit={(e) => {
        e.preventDefault();
        void onSubmit();
      }}
      validationBehavior="aria"
      className={s.form}
    >
      {children}
    </Form>
  );
}
