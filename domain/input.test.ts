import { describe, expect, it } from 'vitest';
import { hasForbiddenCharacters, isUuid } from './input.js';

describe('input shapes', () => {
  it('accepts only uuids PostgreSQL can read', () => {
    expect(isUuid('3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b')).toBe(true);
    expect(isUuid('3F2B8C1E-9A4D-4E6F-8B7A-1C2D3E4F5A6B')).toBe(true);
    // 36 characters of [0-9a-f-], but not a uuid.
    expect(isUuid('------------------------------------')).toBe(false);
    expect(isUuid('0123456789abcdef0123456789abcdef0123')).toBe(false);
    expect(isUuid('a-b-c-d-aaaaaaaaaaaaaaaaaaaaaaaaaaaa')).toBe(false);
    expect(isUuid('3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6\u0000')).toBe(false);
    expect(isUuid('nope')).toBe(false);
    expect(isUuid(7)).toBe(false);
  });

  it('refuses NUL and other control characters, keeps tabs and new lines', () => {
    expect(hasForbiddenCharacters('a\u0000b')).toBe(true);
    expect(hasForbiddenCharacters('\u001f')).toBe(true);
    expect(hasForbiddenCharacters('\u007f')).toBe(true);
    expect(hasForbiddenCharacters('Riga 1\nRiga 2\r\n\tfine')).toBe(false);
    expect(hasForbiddenCharacters('Sant’Agata 🎉')).toBe(false);
  });
});
