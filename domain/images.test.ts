import { describe, expect, it } from 'vitest';
import { imageFormatOf } from './images';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('imageFormatOf', () => {
  it('recognises each accepted format by its first bytes', () => {
    expect(imageFormatOf(bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'))).toBe('jpeg');
    expect(imageFormatOf(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]))).toBe('png');
    expect(imageFormatOf(bytes('GIF89a'))).toBe('gif');
    expect(imageFormatOf(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('webp');
    expect(imageFormatOf(bytes([0x49, 0x49, 0x2a, 0x00]))).toBe('tiff');
    expect(imageFormatOf(bytes([0, 0, 0, 0x18], 'ftypheic'))).toBe('heif');
    expect(imageFormatOf(bytes([0, 0, 0, 0x1c], 'ftypavif'))).toBe('avif');
  });

  it('refuses what only looks like an image by its name or type', () => {
    expect(imageFormatOf(bytes('%PDF-1.7'))).toBeNull();
    expect(imageFormatOf(bytes('<svg xmlns="http'))).toBeNull();
    expect(imageFormatOf(bytes('BM', [0, 0, 0, 0]))).toBeNull();
    expect(imageFormatOf(bytes([0, 0, 0, 0x18], 'ftypmp42'))).toBeNull();
    expect(imageFormatOf(new Uint8Array())).toBeNull();
  });
});
