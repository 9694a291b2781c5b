import type { FileUploadConfig } from '#domain/onboarding/questionnaire.ts';
import { CERTIFICATE_FORMATS_LABEL, VIDEO_FORMATS_LABEL } from '#domain/uploads.ts';
import { UploadDialog } from '../../../components/ui/upload-dialog.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { FileDescriptor } from '../../../lib/upload-file.ts';
import '../texts.ts';

/** The upload a question asks for (the video CV, or certificates), open while `upload` is set. */
export function QuestionnaireUploadDialog({
  upload,
  onClose,
  onUploaded,
}: {
  upload: FileUploadConfig | null;
  onClose: () => void;
  onUploaded: (descriptors: FileDescriptor[]) => Promise<void>;
}) {
  const { t } = useTranslation();
  return (
    <UploadDialog
      open={upload !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={
        upload?.metadata === 'video-cv'
          ? t('onboarding.questionnaire.video.title')
          : t('onboarding.questionnaire.certificates.title')
      }
      description={
        upload?.metadata === 'video-cv'
          ? t('onboarding.questionnaire.video.description', { formats: VIDEO_FORMATS_LABEL })
          : t('onboarding.questionnaire.certificates.description', { formats: CERTIFICATE_FORMATS_LABEL })
      }
      accept={upload?.acceptedTypes ?? []}
      maxBytes={upload?.maxSize ?? 0}
      multiple={upload?.multiple ?? false}
      onUploaded={onUploaded}
    />
  );
}
