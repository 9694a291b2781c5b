import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { MESSAGE_CODES, MESSAGE_TEXT_MAX, messageTextIssue } from '#domain/messages/message-rules.ts';
import { PROFILE_FILE_MAX_BYTES } from '#domain/onboarding/questionnaire.ts';
import { PHOTO_ACCEPT } from '#domain/uploads.ts';
import { Button } from '../../../components/ui/button.tsx';
import { CloseIcon, PlusIcon } from '../../../components/ui/icons.tsx';
import { TextAreaField } from '../../../components/ui/textarea.tsx';
import { UploadDialog } from '../../../components/ui/upload-dialog.tsx';
import { translateCode } from '../../../i18n/i18n.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { fieldMessages } from '../../../lib/api-errors.ts';
import { useHasKeyboard } from '../../../lib/use-has-keyboard.ts';
import type { FileDescriptor } from '../../../lib/upload-file.ts';
import { useSendMessage } from '../api/send-message.ts';

/**
 * The send box: text (up to 2000 characters) and one photo, uploaded first through the upload
 * dialog with its progress bar, then sent by id. A message needs text or a photo.
 */
export function Composer({ threadId }: { threadId: string }) {
  const { t } = useTranslation();
  const send = useSendMessage(threadId);
  const [text, setText] = useState('');
  const [photo, setPhoto] = useState<FileDescriptor | null>(null);
  const [isUploading, setIsUploading] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const hasKeyboard = useHasKeyboard();

  const submit = () => {
    const issue = messageTextIssue(text, photo !== null);
    if (issue) {
      setError(
        issue === MESSAGE_CODES.empty
          ? t('chat.composer.empty')
          : t('chat.composer.tooLong', { max: MESSAGE_TEXT_MAX }),
      );
      return;
    }
    send.mutate(
      { text: text.trim(), photoId: photo?.id },
      {
        onSuccess: () => {
          setText('');
          setPhoto(null);
          setError(undefined);
        },
        onError: (failure) => {
          if (!isApiError(failure)) return setError(t('chat.composer.sendFailed'));
          const fields = fieldMessages(failure);
          const first = fields.text ?? fields.photoId ?? failure.envelope.messages?.[0];
          setError(
            first?.code
              ? translateCode(first.code, first.params, first.message)
              : t('chat.composer.sendFailed'),
          );
        },
      },
    );
  };
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form onSubmit={handleSubmit} className="flex flex-col gap-2 border-t border-line bg-cream pt-3">
      {photo ? (
        <div className="relative self-start">
          <img
            src={photo.url}
            alt={t('chat.composer.photoAlt')}
            className="size-20 rounded-field object-cover"
          />
          <button
            type="button"
            onClick={() => setPhoto(null)}
            aria-label={t('chat.composer.removePhoto')}
            className="absolute -top-2 -right-2 inline-flex size-8 items-center justify-center rounded-full bg-surface text-ink shadow-card hover:bg-sand"
          >
            <CloseIcon size={16} />
          </button>
        </div>
      ) : null}
      <TextAreaField
        label={t('chat.composer.label')}
        labelHidden
        placeholder={t('chat.composer.placeholder')}
        rows={2}
        maxLength={MESSAGE_TEXT_MAX}
        value={text}
        error={error}
        hint={hasKeyboard ? t('chat.composer.hint') : undefined}
        counter={
          text.length > MESSAGE_TEXT_MAX - 200
            ? t('chat.composer.counter', { count: text.length, max: MESSAGE_TEXT_MAX })
            : undefined
        }
        onKeyDown={handleKeyDown}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setError(undefined);
        }}
      />
      <div className="flex items-center justify-between gap-2">
        <Button
          size="sm"
          variant="ghost"
          icon={<PlusIcon size={18} />}
          onClick={() => setIsUploading(true)}
          disabled={send.isPending}
        >
          {t('chat.composer.attach')}
        </Button>
        <Button type="submit" isLoading={send.isPending}>
          {t('chat.composer.send')}
        </Button>
      </div>
      <UploadDialog
        open={isUploading}
        onOpenChange={setIsUploading}
        title={t('chat.composer.uploadTitle')}
        description={t('chat.composer.uploadDescription')}
        accept={PHOTO_ACCEPT}
        maxBytes={PROFILE_FILE_MAX_BYTES}
        onUploaded={(uploaded) => {
          setPhoto(uploaded[0] ?? null);
          setError(undefined);
        }}
      />
    </form>
  );
}
