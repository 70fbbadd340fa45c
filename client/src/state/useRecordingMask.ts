import { recordingMask, type RecordingMaskProps } from './recordingMask';
import { useViewer } from './useViewer';

/**
 * `recordingMask` for a location known only by id: masked when it is one of the viewer's own FREE_FOREVER
 * locations (the host viewing its own page). Anyone else's view of a location is not about the host.
 */
export function useRecordingMask(locationId: string | null | undefined): RecordingMaskProps {
  const { viewer } = useViewer();
  const own = locationId ? viewer?.locations.find((l) => l.id === locationId) : undefined;
  return recordingMask(own?.subscriptionType);
}
