/**
 * The attribute that hides an element's text from session-recording analytics. The recorder is a
 * third-party script chosen by configuration (trackingLoader.ts), so the loader hands it this selector on
 * its tag (`data-mask-selector`, for rrweb-based recorders' `maskTextSelector`), and the element also
 * carries the attributes the common hosted recorders honour without configuration (Hotjar, Clarity).
 */
export const RECORDING_MASK_ATTRIBUTE = 'data-recording-mask';
export const RECORDING_MASK_SELECTOR = `[${RECORDING_MASK_ATTRIBUTE}]`;

export type RecordingMaskProps = Partial<Record<string, string>>;

const MASKED: RecordingMaskProps = {
  [RECORDING_MASK_ATTRIBUTE]: '',
  'data-hj-suppress': '',
  'data-clarity-mask': 'true',
};

/** The props to spread on an element showing a location's name: masked for an Early Bird (FREE_FOREVER) one. */
export function recordingMask(subscriptionType: string | null | undefined): RecordingMaskProps {
  return subscriptionType === 'FREE_FOREVER' ? MASKED : {};
}
