const GEOLOCATION_UNSUPPORTED = 'Geolocation is not supported by this browser.';
const GEOLOCATION_TIMEOUT_MS = 10_000;

/** The browser's position (low accuracy, 10 s timeout); rejects with the browser's own message. */
export function currentPosition(
  geo: Geolocation | undefined = typeof navigator !== 'undefined' ? navigator.geolocation : undefined,
): Promise<{ lat: number; lon: number }> {
  if (!geo) return Promise.reject(new Error(GEOLOCATION_UNSUPPORTED));
  return new Promise((resolve, reject) => {
    geo.getCurrentPosition(
      (p) => resolve({ lat: p.coords.latitude, lon: p.coords.longitude }),
      (e) => reject(new Error(e.message)),
      { enableHighAccuracy: false, timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 60_000 },
    );
  });
}
