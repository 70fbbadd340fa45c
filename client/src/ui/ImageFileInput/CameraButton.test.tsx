import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { CameraButton } from './CameraButton';

function pointer(coarse: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: coarse && query === '(pointer: coarse)',
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('CameraButton', () => {
  it('on a touch screen opens the back camera by default and hands over the photo taken', () => {
    pointer(true);
    const onCapture = vi.fn();
    render(<CameraButton label="Scatta una foto" onCapture={onCapture} />);
    expect(screen.getByRole('button', { name: 'Scatta una foto' })).toBeTruthy();
    const input = screen.getByLabelText<HTMLInputElement>('Scatta una foto', { selector: 'input' });
    expect(input.getAttribute('capture')).toBe('environment');
    expect(input.accept).toBe('image/*');
    const photo = new File(['x'], 'foto.jpg', { type: 'image/jpeg' });
    fireEvent.change(input, { target: { files: [photo] } });
    expect(onCapture.mock.calls[0]![0][0]).toBe(photo);
  });

  it('is not offered with a mouse, where the gallery chooser is the same thing', () => {
    pointer(false);
    render(<CameraButton label="Scatta una foto" onCapture={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Scatta una foto' })).toBeNull();
  });
});
