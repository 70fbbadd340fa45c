const connectedListeners = new Set<() => void>();

/** Runs on every (re)connection of the live socket: state missed while offline is fetched again. */
export function onLiveConnected(listener: () => void): () => void {
  connectedListeners.add(listener);
  return () => connectedListeners.delete(listener);
}

export function notifyLiveConnected(): void {
  connectedListeners.forEach((l) => l());
}
