import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { REPORT_NOTE_MAX, REPORT_REASONS, type ReportReason } from '#domain/messages/message-rules.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextAreaField } from '../../../components/ui/textarea.tsx';
import { showToast } from '../../../lib/toast.ts';
import { useReportMessage } from '../api/report-message.ts';

/** Reporting a message to the operators: a reason and an optional note. */
export function ReportForm({ messageId, onDone }: { messageId: number; onDone: () => void }) {
  const { t } = useTranslation();
  const legendId = useId();
  const report = useReportMessage();
  const [reason, setReason] = useState<ReportReason>('contactDetails');
  const [note, setNote] = useState('');

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    report.mutate(
      { messageId, reason, note },
      {
        onSuccess: () => {
          showToast('success', 'chat.report.done');
          onDone();
        },
        onError: () => showToast('error', 'chat.report.failed'),
      },
    );
  };

  return (
    <form
      onSubmit={handleSubmit}
      aria-labelledby={legendId}
      className="mt-1 flex w-full max-w-md flex-col gap-3 rounded-card border border-line bg-surface p-4"
    >
      <h3 id={legendId} className="text-sm font-bold text-ink">
        {t('chat.report.title')}
      </h3>
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm font-semibold text-ink">{t('chat.report.reason')}</legend>
        {REPORT_REASONS.map((one) => (
          <label key={one} className="flex min-h-9 items-center gap-2 text-sm text-ink">
            <input
              type="radio"
              name={`reason-${messageId}`}
              value={one}
              checked={reason === one}
              onChange={() => setReason(one)}
              className="size-4 accent-paprika"
            />
            {t(`chat.report.reasons.${one}`)}
          </label>
        ))}
      </fieldset>
      <TextAreaField
        label={t('chat.report.note')}
        rows={2}
        maxLength={REPORT_NOTE_MAX}
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" isLoading={report.isPending}>
          {t('chat.report.submit')}
        </Button>
        <Button size="sm" variant="ghost" onClick={onDone} disabled={report.isPending}>
          {t('chat.report.cancel')}
        </Button>
      </div>
    </form>
  );
}
