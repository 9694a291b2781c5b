import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { CERTIFICATE_TYPES, PROFILE_FILE_MAX_BYTES } from '#domain/onboarding/questionnaire.ts';
import { Button } from '../../../components/ui/button.tsx';
import { UploadDialog } from '../../../components/ui/upload-dialog.tsx';
import { addFileMetadata } from '../api/add-file-metadata.ts';
import type { FileRecord } from '#domain/files/file.response.ts';
import { CERTIFICATE_FORMATS_LABEL } from '#domain/uploads.ts';
import '../texts.ts';

interface CertificatesFieldProps {
  label: string;
  certificates: FileRecord[];
  /** After new certificates are labelled: reload the list. */
  onUploaded: () => void;
}

/**
 * spec accounts §2: shown only for culinary training 13 or 14, with the hint "Please upload your
 * certificate(s) for verification."; JPEG only, 5 MB each in the profile form (spec accounts §5).
 */
export function CertificatesField({ label, certificates, onUploaded }: CertificatesFieldProps) {
  const { t } = useTranslation();
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  return (
    <div className="flex flex-col gap-2 rounded-card bg-cream p-4">
      <p className="text-sm font-semibold text-ink">{label}</p>
      <p className="text-sm text-muted">{t('questionnaire.certificateRequired')}</p>
      {certificates.length > 0 ? (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
          {certificates.map((file) => (
            <li key={file.id}>
              <img
                src={`${file.url}?w=160`}
                alt={file.originalName ?? file.fileName}
                loading="lazy"
                className="aspect-square w-full rounded-field border border-line bg-surface object-cover"
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted">{t('profileForm.certificates.none')}</p>
      )}
      <Button variant="secondary" className="w-fit" onClick={() => setIsDialogOpen(true)}>
        {t('profileForm.certificates.upload')}
      </Button>
      <UploadDialog
        open={isDialogOpen}
        onOpenChange={setIsDialogOpen}
        title={t('profileForm.certificates.dialogTitle')}
        description={t('profileForm.certificates.dialogDescription', { formats: CERTIFICATE_FORMATS_LABEL })}
        accept={CERTIFICATE_TYPES}
        maxBytes={PROFILE_FILE_MAX_BYTES}
        multiple
        onUploaded={async (files) => {
          for (const file of files) await addFileMetadata(file.id, 'certificate');
          onUploaded();
        }}
      />
    </div>
  );
}
