import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ImageSetField, toImageItems, uploadPending, type ImageItem } from './ImageSetField';
import { moveItems, thumbnailOf } from './imageSet';

const uploadImage = vi.hoisted(() => vi.fn());
vi.mock('../../lib/uploadImage', () => ({ uploadImage }));

// A PNG's signature: the field reads a file's first bytes before taking it.
const PNG_HEAD = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48]);
const png = (name: string, size = 10) => {
  const file = new File([PNG_HEAD], name, { type: 'image/png' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

function Harness({ initial = [] as string[], max }: { initial?: string[]; max?: number }) {
  const [value, setValue] = useState<ImageItem[]>(toImageItems(initial));
  return (
    <>
      <ImageSetField label="Foto della location" value={value} onChange={setValue} max={max} />
      <output data-testid="state">
        {value.map((i) => (i.file ? `local:${i.file.name}` : i.url)).join(',')}
      </output>
    </>
  );
}
const state = () => screen.getByTestId('state').textContent;
/** Shown, and inside a polite live region so screen readers hear it too. */
const announced = (text: string) => screen.getByText(text).closest('[aria-live="polite"]') !== null;
const fileInput = () => document.querySelector<HTMLInputElement>('input[type=file]')!;

describe('ImageSetField', () => {
  let made: string[];
  let revoked: string[];
  beforeEach(() => {
    made = [];
    revoked = [];
    let n = 0;
    URL.createObjectURL = vi.fn(() => {
      const url = `blob:test/${++n}`;
      made.push(url);
      return url;
    });
    URL.revokeObjectURL = vi.fn((url: string) => void revoked.push(url));
  });
  afterEach(() => uploadImage.mockReset());

  it('shows the saved images with the first as cover, labelled', () => {
    render(<Harness initial={['/media/a.webp', '/media/b.webp']} />);
    const grid = screen.getByRole('grid', { name: 'Foto della location' });
    const rows = within(grid).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Copertina')).toBeInTheDocument();
    expect(within(rows[1]!).queryByText('Copertina')).toBeNull();
    expect(within(rows[1]!).getByRole('img', { name: 'Immagine 2 di 2' })).toHaveAttribute(
      'src',
      '/media/b.webp',
    );
  });

  it('adds local files with object-URL thumbnails, revoked on removal and unmount', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Harness initial={['/media/a.webp']} />);
    await user.upload(fileInput(), [png('uno.png'), png('due.png')]);
    await waitFor(() => expect(state()).toBe('/media/a.webp,local:uno.png,local:due.png'));
    expect(screen.getByRole('img', { name: 'Immagine 2 di 3' })).toHaveAttribute('src', made[0]);
    expect(screen.getAllByText('da caricare')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Rimuovi immagine 2' }));
    expect(state()).toBe('/media/a.webp,local:due.png');
    expect(revoked).toEqual([made[0]]);
    unmount();
    expect(revoked.sort()).toEqual([...made].sort());
  });

  it('adds nothing past the maximum and says why', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['/media/1.webp', '/media/2.webp']} max={3} />);
    await user.upload(fileInput(), [png('a.png'), png('b.png'), png('c.png')]);
    await waitFor(() => expect(state()).toBe('/media/1.webp,/media/2.webp,local:a.png'));
    expect(announced('Puoi inserire al massimo 3 immagini: 2 immagini non sono state aggiunte.')).toBe(true);
    expect(screen.getByRole('button', { name: 'Aggiungi immagini' })).toBeDisabled();
    // Once the message is gone (an image removed and re-added), the full set still says why it takes no more.
    await user.click(screen.getByRole('button', { name: 'Rimuovi immagine 3' }));
    await user.upload(fileInput(), [png('d.png')]);
    expect(await screen.findByText(/Hai già inserito 3 immagini, il massimo consentito/)).toBeInTheDocument();
  });

  it('refuses files that are not images or are over 25 MB, with a message each', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Harness />);
    const pdf = new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' });
    await user.upload(fileInput(), [pdf, png('enorme.png', 25 * 1024 * 1024 + 1), png('ok.png')]);
    await waitFor(() => expect(state()).toBe('local:ok.png'));
    expect(announced("«menu.pdf» non è un'immagine in un formato accettato (JPEG, PNG, WebP, HEIC).")).toBe(
      true,
    );
    expect(announced('«enorme.png» supera la dimensione massima di 25 MB.')).toBe(true);
  });

  it('refuses, when picked and by name, a file that calls itself an image but is not one', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const fake = new File(['Lista invitati: Anna, Bruno'], 'foto-sala.jpg', { type: 'image/jpeg' });
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', {
      type: 'image/svg+xml',
    });
    await user.upload(fileInput(), [fake, svg, png('sala.png')]);
    await waitFor(() => expect(state()).toBe('local:sala.png'));
    expect(
      announced("«foto-sala.jpg» non è un'immagine in un formato accettato (JPEG, PNG, WebP, HEIC)."),
    ).toBe(true);
    expect(announced("«logo.svg» non è un'immagine in un formato accettato (JPEG, PNG, WebP, HEIC).")).toBe(
      true,
    );
    // No thumbnail of it was ever made.
    expect(screen.getAllByRole('row')).toHaveLength(1);
  });

  it('reorders by keyboard: the grip picks an image up, arrows choose the place, Enter drops it', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['/media/a.webp', '/media/b.webp', '/media/c.webp']} />);
    await user.tab();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(screen.getAllByRole('row')[2]);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Sposta immagine 3' }));
    await user.keyboard('{Enter}');
    // Drop places from the picked image backwards: …, between 1 and 2, before 1.
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^Insert before Immagine 1/);
    await user.keyboard('{Enter}');
    expect(state()).toBe('/media/c.webp,/media/a.webp,/media/b.webp');
    expect(within(screen.getAllByRole('row')[0]!).getByText('Copertina')).toBeInTheDocument();
  });
});

describe('moveItems', () => {
  const items = toImageItems(['a', 'b', 'c', 'd']);
  const order = (list: ImageItem[]) => list.map((i) => i.url).join('');
  it('moves before or after the target; the first becomes the cover', () => {
    expect(order(moveItems(items, new Set(['c']), 'a', 'before'))).toBe('cabd');
    expect(order(moveItems(items, new Set(['a']), 'c', 'after'))).toBe('bcad');
    expect(order(moveItems(items, new Set(['b', 'd']), 'a', 'before'))).toBe('bdac');
    expect(order(moveItems(items, new Set(['b']), 'b', 'after'))).toBe('abcd');
  });
});

describe('uploadPending', () => {
  afterEach(() => uploadImage.mockReset());
  it('uploads the local images and returns every URL in order', async () => {
    uploadImage.mockImplementation(async (file: File) => ({ url: `/media/uploads/u/${file.name}.webp` }));
    const items: ImageItem[] = [
      { key: 'x', url: '/media/saved.webp' },
      { key: 'l1', url: '', file: png('uno') },
      { key: 'l2', url: '', file: png('due') },
    ];
    expect(await uploadPending(items)).toEqual([
      '/media/saved.webp',
      '/media/uploads/u/uno.webp',
      '/media/uploads/u/due.webp',
    ]);
    expect(uploadImage).toHaveBeenCalledTimes(2);
    expect(uploadImage).toHaveBeenCalledWith(expect.any(File), 'gallery');
  });

  it('rejects with the Italian message when any upload fails', async () => {
    uploadImage.mockRejectedValueOnce(new Error('Il file selezionato non è un’immagine valida'));
    await expect(uploadPending([{ key: 'l', url: '', file: png('x') }])).rejects.toThrow(
      'Si è verificato un errore durante il caricamento delle immagini. Verifica che rispettino i requisiti.',
    );
  });
});

describe('thumbnailOf', () => {
  it('points gallery uploads at their card size and leaves other images alone', () => {
    const id = '0b7c1d0e-1f5a-4c2b-9d3e-123456789abc';
    expect(thumbnailOf(`/media/uploads/${id}/1732500000000-0a1b2c3d.webp`)).toBe(
      `/media/uploads/${id}/1732500000000-0a1b2c3d-thumb.webp`,
    );
    expect(thumbnailOf('/media/seed/pool-1.webp')).toBe('/media/seed/pool-1.webp');
  });
});
