import { describe, expect, it, vi } from 'vitest';
import { currentPosition } from './geolocation';

describe('currentPosition', () => {
  it('rejects with its Italian message without geolocation', async () => {
    await expect(currentPosition(undefined)).rejects.toThrow('Geolocation is not supported by this browser.');
  });
  it('asks for a low-accuracy position with a 10 s timeout and passes browser errors on', async () => {
    const getCurrentPosition = vi.fn(
      (ok: PositionCallback, _err: PositionErrorCallback, opts?: PositionOptions) => {
        expect(opts).toMatchObject({ enableHighAccuracy: false, timeout: 10_000 });
        ok({ coords: { latitude: 45.4, longitude: 9.2 } } as GeolocationPosition);
      },
    );
    await expect(currentPosition({ getCurrentPosition } as unknown as Geolocation)).resolves.toEqual({
      lat: 45.4,
      lon: 9.2,
    });
    const denied = {
      getCurrentPosition: (_ok: PositionCallback, err: PositionErrorCallback) =>
        err({ message: 'User denied Geolocation' } as GeolocationPositionError),
    } as unknown as Geolocation;
    await expect(currentPosition(denied)).rejects.toThrow('User denied Geolocation');
  });
});
