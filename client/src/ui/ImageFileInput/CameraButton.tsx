import { useRef } from 'react';
import { Button, type ButtonProps } from '../Button/Button';
import { useMediaQuery } from '../hooks/useMediaQuery';
import { hidden } from './ImageFileInput.css';

export interface CameraButtonProps {
  /** The button's text ('Scatta una foto'). */
  label: string;
  /** The photo taken (a FileList of one), or `null` when the camera was closed without one. */
  onCapture: (files: FileList | null) => void;
  /** Which camera opens first: the back one for places and things, the front one for a portrait. */
  facing?: 'environment' | 'user';
  variant?: ButtonProps['variant'];
  isDisabled?: boolean;
  isPending?: boolean;
}

/**
 * Takes a photo with the device's camera (`capture` on a hidden file input), beside the gallery chooser
 * it never replaces. Offered on touch screens only: a desktop browser ignores `capture` and would open
 * the same file chooser twice.
 */
export function CameraButton({
  label,
  onCapture,
  facing = 'environment',
  variant = 'secondary',
  isDisabled,
  isPending,
}: CameraButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  const touch = useMediaQuery('(pointer: coarse)');
  if (!touch) return null;
  return (
    <>
      <input
        ref={input}
        type="file"
        accept="image/*"
        capture={facing}
        className={hidden}
        aria-label={label}
        tabIndex={-1}
        onChange={(e) => {
          onCapture(e.target.files);
          // The same photo may be taken again (or a new one) after a removal.
          e.target.value = '';
        }}
      />
      <Button
        variant={variant}
        isDisabled={isDisabled}
        isPending={isPending}
        onPress={() => input.current?.click()}
      >
        {label}
      </Button>
    </>
  );
}
