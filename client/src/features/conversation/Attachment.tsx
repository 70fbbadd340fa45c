import { useEffect, useState } from 'react';
import { conversationStrings as conversationIt } from '../../i18n/it.conversation';
import { downloadWithSession } from '../../lib/downloadWithSession';
import { Button, toastQueue } from '../../ui';
import type { ConversationMessageFieldsFragment } from './conversation.generated';
import { attachmentBlobUrl } from './files';
import * as s from './Conversation.css';

type File = NonNullable<ConversationMessageFieldsFragment['attachment']>;
const t = conversationIt.conversation;

/** A photo shown from its authorised route, with a download button; a PDF only as a download. */
export function Attachment({ file }: { file: File }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (file.kind !== 'IMAGE') return;
    let url: string | null = null;
    let live = true;
    attachmentBlobUrl(file.url).then(
      (u) => {
        url = u;
        if (live) setSrc(u);
        else URL.revokeObjectURL(u);
      },
      () => undefined,
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [file.kind, file.url]);

  const download = () =>
    downloadWithSession(file.url, file.fileName).catch(() => toastQueue.error(t.downloadFailed));
  return (
    <div>
      {file.kind === 'IMAGE' && src && <img className={s.photo} src={src} alt={t.photo(file.fileName)} />}
      <Button variant="ghost" size="sm" onPress={() => void download()}>
        {t.download(file.fileName)}
      </Button>
    </div>
  );
}
