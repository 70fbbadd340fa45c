import { useEffect, useId, useState, type JSX } from 'react';
import {
  Button as AriaButton,
  FileTrigger,
  GridList,
  GridListItem,
  useDragAndDrop,
} from 'react-aria-components';
import { Image as ImageIcon } from 'lucide-react';
import { Button, CameraButton } from '../../ui';
import { it } from '../../i18n/it';
import { hostStrings as hostIt } from '../../i18n/it.host';
import { addFiles, MAX_IMAGES, moveItems, thumbnailOf, type ImageItem } from './imageSet';
import * as styles from './ImageSetField.css';

export { toImageItems, uploadPending, type ImageItem } from './imageSet';

export interface ImageSetFieldProps {
  label: string;
  value: readonly ImageItem[];
  onChange: (next: ImageItem[]) => void;
  isDisabled?: boolean;
  /** At most this many images (10 by default, the platform's limit). */
  max?: number;
}

/** An object URL for a local file, made while the thumbnail shows and revoked when it goes. */
function useObjectUrl(file: File | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file) return;
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => {
      URL.revokeObjectURL(made);
      setUrl(undefined);
    };
  }, [file]);
  return file ? url : undefined;
}

function Thumbnail({ item, alt }: { item: ImageItem; alt: string }) {
  const local = useObjectUrl(item.file);
  const [failed, setFailed] = useState(false);
  // The card size of an upload (480 px) rather than the 1920 px original; back to the URL itself if absent.
  const src = item.file ? local : failed ? item.url : thumbnailOf(item.url);
  // An accepted format this browser cannot show (HEIC on most, TIFF): named, uploaded and converted at 'Salva'.
  if (item.file && failed)
    return (
      <span className={styles.noPreview} role="img" aria-label={alt}>
        <ImageIcon aria-hidden="true" width={24} height={24} />
        <span aria-hidden="true">{item.file.name}</span>
      </span>
    );
  return src ? (
    <img className={styles.image} src={src} alt={alt} draggable={false} onError={() => setFailed(true)} />
  ) : (
    <span className={styles.image} />
  );
}

/**
 * The images of a location, an ambient or a service: add (local until the form saves, see uploadPending),
 * remove, and reorder by dragging or with the keyboard (the grip button, Enter, arrows, Enter); the first
 * is the cover.
 */
export function ImageSetField({
  label,
  value,
  onChange,
  isDisabled,
  max = MAX_IMAGES,
}: ImageSetFieldProps): JSX.Element {
  const labelId = useId();
  const [messages, setMessages] = useState<string[]>([]);
  const { dragAndDropHooks } = useDragAndDrop<ImageItem>({
    isDisabled,
    getItems: (keys) => [...keys].map((key) => ({ 'text/plain': String(key) })),
    onReorder: (e) => onChange(moveItems(value, e.keys, e.target.key, e.target.dropPosition)),
  });
  // The files' first bytes are read before they join the set: a moment, then the set or the refusal.
  const add = async (list: FileList | null) => {
    if (!list) return;
    const { next, messages } = await addFiles(value, [...list], max);
    setMessages(messages);
    if (next.length !== value.length) onChange(next);
  };
  const remove = (key: string) => {
    setMessages([]);
    onChange(value.filter((i) => i.key !== key));
  };
  const total = value.length;
  return (
    <div className={styles.root} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <span className={styles.description}>{hostIt.images.requirements(max)}</span>
      <GridList
        aria-labelledby={labelId}
        items={value}
        // Each image shows its place (and the cover mark): re-render them all when the order changes.
        dependencies={[value]}
        layout="grid"
        // Arrows move between images, Tab reaches the grip and remove buttons inside the focused one.
        keyboardNavigationBehavior="tab"
        className={styles.grid}
        dragAndDropHooks={dragAndDropHooks}
        renderEmptyState={() => <span className={styles.empty}>{hostIt.images.empty}</span>}
      >
        {(item) => {
          const n = value.findIndex((i) => i.key === item.key) + 1;
          const name = hostIt.images.item(n, total);
          return (
            <GridListItem
              id={item.key}
              textValue={n === 1 ? `${name}, ${hostIt.images.cover}` : name}
              className={styles.item}
            >
              <span className={styles.picture}>
                <Thumbnail item={item} alt={name} />
                {n === 1 && <span className={styles.cover}>{hostIt.images.cover}</span>}
                {item.file && <span className={styles.pending}>{hostIt.images.notUploaded}</span>}
              </span>
              {/* Below the picture, not over it: at 360 px two columns leave no room for chips and buttons side by side. */}
              <span className={styles.tools}>
                <AriaButton slot="drag" className={styles.grip} aria-label={hostIt.images.move(n)}>
                  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                    <path
                      fill="currentColor"
                      d="M9 5a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0m0 7a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0m-1.5 8.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3M18 5a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0m-1.5 8.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3m1.5 5.5a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0"
                    />
                  </svg>
                </AriaButton>
                <Button
                  className={styles.remove}
                  variant="secondary"
                  size="sm"
                  iconOnly
                  aria-label={hostIt.images.remove(n)}
                  isDisabled={isDisabled}
                  onPress={() => remove(item.key)}
                >
                  <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
                    <path
                      stroke="currentColor"
                      strokeWidth="2"
                      strokeLinecap="round"
                      d="M6 6l12 12M18 6L6 18"
                    />
                  </svg>
                </Button>
              </span>
            </GridListItem>
          );
        }}
      </GridList>
      <FileTrigger acceptedFileTypes={['image/*']} allowsMultiple onSelect={(list) => void add(list)}>
        <Button variant="secondary" isDisabled={isDisabled || total >= max}>
          {hostIt.images.add}
        </Button>
      </FileTrigger>
      <CameraButton
        label={it.app.camera.take}
        isDisabled={isDisabled || total >= max}
        onCapture={(list) => void add(list)}
      />
      {total >= max && !messages.length && (
        <span className={styles.description}>{hostIt.images.full(max)}</span>
      )}
      <div role="status" aria-live="polite" className={styles.messages}>
        {messages.map((m) => (
          <p key={m} className={styles.message}>
            {m}
          </p>
        ))}
      </div>
    </div>
  );
}
