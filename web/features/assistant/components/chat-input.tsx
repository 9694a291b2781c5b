import { useId, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { QUESTION_MAX_LENGTH } from '#domain/content/assistant.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ArrowRightIcon } from '../../../components/ui/icons.tsx';

/** spec marketplace §2: the input's height follows its text between these bounds (px). */
export const INPUT_MIN_HEIGHT = 25;
export const INPUT_MAX_HEIGHT = 200;

/** The height for a textarea whose content needs `scrollHeight` pixels. */
export function inputHeight(scrollHeight: number): number {
  return Math.min(INPUT_MAX_HEIGHT, Math.max(INPUT_MIN_HEIGHT, scrollHeight));
}

interface ChatInputProps {
  onSend: (text: string) => void;
  isBusy: boolean;
  maxLength?: number;
}

/** The question box: grows with its text, Enter sends, Shift+Enter adds a line. */
export function ChatInput({ onSend, isBusy, maxLength = QUESTION_MAX_LENGTH }: ChatInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const ref = useRef<HTMLTextAreaElement>(null);

  useLayoutEffect(() => {
    const area = ref.current;
    if (!area) return;
    area.style.height = 'auto';
    const height = inputHeight(area.scrollHeight);
    area.style.height = `${height}px`;
    area.style.overflowY = area.scrollHeight > INPUT_MAX_HEIGHT ? 'auto' : 'hidden';
  }, [text]);

  const submit = () => {
    if (!text.trim() || isBusy) return;
    onSend(text);
    setText('');
  };
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form
      onSubmit={handleSubmit}
      className="flex items-end gap-2 rounded-card border border-line bg-surface p-2 shadow-card focus-within:border-paprika focus-within:ring-2 focus-within:ring-paprika"
    >
      <div className="min-w-0 flex-1 px-2 py-1.5">
        <label htmlFor={id} className="sr-only">
          {t('assistantChat.inputLabel')}
        </label>
        <textarea
          id={id}
          ref={ref}
          rows={1}
          value={text}
          maxLength={maxLength}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={handleKeyDown}
          placeholder={t('assistantChat.inputPlaceholder')}
          aria-describedby={`${id}-hint`}
          style={{ minHeight: INPUT_MIN_HEIGHT, maxHeight: INPUT_MAX_HEIGHT }}
          className="block w-full resize-none border-0 bg-transparent p-0 text-base leading-6 text-ink placeholder:text-muted focus:outline-none"
        />
        <p id={`${id}-hint`} className="mt-1 flex justify-between gap-3 text-xs text-muted">
          <span>{t('assistantChat.inputHint')}</span>
          {text.length > maxLength * 0.8 ? (
            <span className="tabular-nums">
              {t('assistantChat.counter', { count: text.length, max: maxLength })}
            </span>
          ) : null}
        </p>
      </div>
      <Button type="submit" isLoading={isBusy} disabled={!text.trim()} icon={<ArrowRightIcon size={18} />}>
        {t('assistantChat.send')}
      </Button>
    </form>
  );
}
