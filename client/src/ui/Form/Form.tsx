import type { ReactNode } from 'react';
import { Form as AriaForm } from 'react-aria-components';

export interface FormProps {
  /** Runs instead of a page load; the form never submits natively. */
  onSubmit: () => Promise<void> | void;
  /** Messages by field name (useFormErrors' `validationErrors`): each field shows its own. */
  validationErrors?: Record<string, string>;
  className?: string;
  children: ReactNode;
}

/**
 * Every form of the product: react-aria's Form in 'aria' validation (fields report errors through ARIA, the
 * browser's bubbles never show) with the errors handed in by name.
 */
export function Form({ onSubmit, validationErrors, className, children }: FormProps) {
  return (
    <AriaForm
      onSubmit={(e) => {
        e.preventDefault();
        void onSubmit();
      }}
      validationBehavior="aria"
      validationErrors={validationErrors}
      className={className}
    >
      {children}
    </AriaForm>
  );
}
