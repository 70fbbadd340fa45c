import { recordingMask, type RecordingMaskProps } from './recordingMask';
import { useViewer } from './useViewer';

/**
 * `recordingMask` for locations known only by id: a function answering the mask for one, masked when it
 * is one of the viewer's own FREE_FOREVER locations (the host viewing its own page, its notifications).
 * Anyone else's view of a location is not about the host.
 */
export function useRecordingMasks(): (locationId: string | null | undefined) => RecordingMaskProps {
  const { viewer } = useViewer();
  return (locationId) => {
    const own = locationId ? viewer?.locations.find((l) => l.id === locationId) : undefined;
    return recordingMask(own?.subscriptionType);
  };
}

/** The same for one location. */
export function useRecordingMask(locationId: string | null | undefined): RecordingMaskProps {
  return useRecordingMasks()(locationId);
}
