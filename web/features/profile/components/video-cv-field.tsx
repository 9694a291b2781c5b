import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { PROFILE_FILE_MAX_BYTES, VIDEO_TYPES } from '#domain/onboarding/questionnaire.ts';
import { Button } from '../../../components/ui/button.tsx';
import { UploadDialog } from '../../../components/ui/upload-dialog.tsx';
import { addFileMetadata } from '../api/add-file-metadata.ts';
import { VIDEO_FORMATS_LABEL } from '#domain/uploads.ts';
import '../texts.ts';

export type VideoCvState = 'none' | 'present' | 'removed';

/** spec accounts §2: none, present or removed (there was one, and the chef removed it). */
export function videoCvState(fileId: string, initialFileId: string): VideoCvState {
  if (fileId) return 'present';
  return initialFileId ? 'removed' : 'none';
}

interface VideoCvFieldProps {
  label: string;
  fileId: string;
  initialFileId: string;
  url?: string;
  onChange: (fileId: string, url?: string) => void;
}

/**
 * spec accounts §2 "Video CV": a player when present ("Unable to load video" if it cannot play),
 * Remove (clears the id; saved with the form) and Replace (the upload dialog; the new file is
 * labelled video-cv).
 */
export function VideoCvField({ label, fileId, initialFileId, url, onChange }: VideoCvFieldProps) {
  const { t } = useTranslation();
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  const [failedUrl, setFailedUrl] = useState<string | undefined>();
  const state = videoCvState(fileId, initialFileId);

  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-semibold text-ink">{label}</p>
      {state === 'present' && url ? (
        failedUrl === url ? (
          <p role="alert" className="rounded-field bg-sand px-4 py-6 text-center font-semibold text-muted">
            {t('profileForm.video.unavailable')}
          </p>
        ) : (
          <video
            key={url}
            src={url}
            controls
            preload="metadata"
            aria-label={label}
            onError={() => setFailedUrl(url)}
            className="aspect-video w-full rounded-card bg-ink"
          />
        )
      ) : null}
      {state === 'none' ? <p className="text-muted">{t('profileForm.video.none')}</p> : null}
      {state === 'removed' ? (
        <p className="font-semibold text-muted">{t('profileForm.video.removed')}</p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => setIsDialogOpen(true)}>
          {state === 'present' ? t('profileForm.video.replace') : t('profileForm.video.upload')}
        </Button>
        {state === 'present' ? (
          <Button variant="ghost" onClick={() => onChange('')}>
            {t('profileForm.video.remove')}
          </Button>
        ) : null}
        {state === 'removed' ? (
          <Button variant="ghost" onClick={() => onChange(initialFileId, url)}>
            {t('profileForm.video.undo')}
          </Button>
        ) : null}
      </div>
      <UploadDialog
        open={isDialogOpen}
        onOpenChange={setIsDialogOpen}
        title={t('profileForm.video.dialogTitle')}
        description={t('profileForm.video.dialogDescription', { formats: VIDEO_FORMATS_LABEL })}
        accept={VIDEO_TYPES}
        maxBytes={PROFILE_FILE_MAX_BYTES}
        onUploaded={async ([file]) => {
          if (!file) return;
          await addFileMetadata(file.id, 'video-cv');
          onChange(file.id, file.url);
        }}
      />
    </div>
  );
}
