import type { Ref } from 'react';
import { hidden } from './ImageFileInput.css';

export interface ImageFileInputProps {
  /** The input, for the visible button that opens the chooser (`ref.current.click()`) or clears it. */
  ref: Ref<HTMLInputElement>;
  /** Accessible name. */
  label: string;
  /** The chosen file, or `undefined` when the chooser was closed without one. */
  onChoose: (file: File | undefined) => void;
  tabIndex?: number;
}

/**
 * A hidden chooser of one image, opened by a button of the design system: the browser's own file button
 * cannot be styled.
 */
export function ImageFileInput({ ref, label, onChoose, tabIndex }: ImageFileInputProps) {
  return (
    <input
      ref={ref}
      type="file"
      accept="image/*"
      className={hidden}
      aria-label={label}
      tabIndex={tabIndex}
      onChange={(e) => onChoose(e.target.files?.[0])}
    />
  );
}
