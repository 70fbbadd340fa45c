import { useRef, useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { useMutation } from '@apollo/client/react';
import { MESSAGE_MAX } from '@festalocation/domain/messages';
import { sendMessageSchema } from '@festalocation/domain/schemas/conversation';
import { conversationStrings as conversationIt } from '../../i18n/it.conversation';
import { routeError } from '../../lib/mutationErrors';
import { schemaErrors, useFormErrors } from '../../lib/useFormErrors';
import { Button, Form, TextAreaField } from '../../ui';
import { SendMessageDocument, type ConversationMessageFieldsFragment } from './conversation.generated';
import { ATTACHMENT_TYPES, uploadAttachment, type UploadedAttachment } from './files';
import * as s from './Conversation.css';

const t = conversationIt.conversation;
type Field = 'body' | 'attachmentId';

/**
 * The box under the messages: 'Messaggio', an attachment (uploaded as soon as it is chosen) and 'Invia'.
 * One key per message being written: a double click or a retry after a lost answer sends it once (the
 * gateway returns the stored one), and a new key is drawn once it is sent.
 */
export function Composer({
  quoteRequestId,
  onSent,
}: {
  quoteRequestId: string;
  onSent: (message: ConversationMessageFieldsFragment) => void;
}) {
  const [body, setBody] = useState('');
  const [file, setFile] = useState<UploadedAttachment | null>(null);
  const [uploading, setUploading] = useState(false);
  const key = useRef(crypto.randomUUID());
  const sending = useRef(false);
  const { dropErrors, check, run, validationErrors, setErrors } = useFormErrors<Field>({
    fields: ['body', 'attachmentId'],
    fallbackField: 'body',
  });
  const [send, { loading }] = useMutation(SendMessageDocument);

  const choose = async (files: FileList | null) => {
    const chosen = files?.[0];
    if (!chosen) return;
    setUploading(true);
    dropErrors(['attachmentId', 'body']);
    try {
      setFile(await uploadAttachment(quoteRequestId, chosen));
    } catch (err) {
      // The route's Italian refusal (type, size, limits) goes under the message box.
      const outcome = routeError<Field>(err, { fallbackField: 'body' });
      if (outcome.to === 'field') setErrors({ body: outcome.error.message });
    } finally {
      setUploading(false);
    }
  };

  const submit = async () => {
    if (sending.current) return;
    const input = { quoteRequestId, body, attachmentId: file?.id ?? null, idempotencyKey: key.current };
    if (!check(schemaErrors<Field>(sendMessageSchema, input))) return;
    sending.current = true;
    try {
      const sent = await run(() => send({ variables: { input } }));
      if (!sent?.data.data) return;
      onSent(sent.data.data.sendMessage);
      setBody('');
      setFile(null);
      key.current = crypto.randomUUID();
    } finally {
      sending.current = false;
    }
  };

  return (
    <Form className={s.composer} onSubmit={submit} validationErrors={validationErrors}>
      <TextAreaField
        label={t.messageLabel}
        name="body"
        rows={3}
        maxLength={MESSAGE_MAX}
        value={body}
        onChange={(value) => {
          setBody(value);
          dropErrors(['body']);
        }}
      />
      {file && (
        <span className={s.chip}>
          {file.fileName}
          <Button
            variant="ghost"
            size="sm"
            aria-label={t.removeAttachment(file.fileName)}
            onPress={() => setFile(null)}
          >
            ×
          </Button>
        </span>
      )}
      <div className={s.composerActions}>
        <FileTrigger acceptedFileTypes={ATTACHMENT_TYPES} onSelect={(f) => void choose(f)}>
          <Button variant="secondary" size="sm" isPending={uploading} isDisabled={loading}>
            {uploading ? t.uploading : t.attach}
          </Button>
        </FileTrigger>
        <Button type="submit" isPending={loading} isDisabled={uploading}>
          {t.send}
        </Button>
      </div>
    </Form>
  );
}
