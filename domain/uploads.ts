/**
 * What uploads the web app offers and checks before sending (the server judges the content again):
 * the spec's JPEG (accounts §5, marketplace §5) plus PNG and WebP photos, and PDF certificates
 *. Photos are stored re-encoded as JPEG whatever they arrive as.
 */
export const PHOTO_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp'] as const;
export const PHOTO_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** For an `accept` attribute: the extensions and the types, as some phones send no type. */
export const PHOTO_ACCEPT: readonly string[] = [...PHOTO_EXTENSIONS, ...PHOTO_MIME_TYPES];
/** A certificate is a photo of it or a PDF. */
export const CERTIFICATE_EXTENSIONS: string[] = [...PHOTO_EXTENSIONS, '.pdf'];
/** What the photo pickers say they take. */
export const PHOTO_FORMATS_LABEL = 'JPEG, PNG, WebP';
/** What the certificate pickers say they take (CERTIFICATE_EXTENSIONS). */
export const CERTIFICATE_FORMATS_LABEL = `${PHOTO_FORMATS_LABEL}, PDF`;
/** What the video CV pickers say they take (domain/onboarding/questionnaire.ts VIDEO_TYPES). */
export const VIDEO_FORMATS_LABEL = 'MP4, MOV, AVI, WMV';

/** Whether a chosen file is a photo we take, by its type or by its name (some phones send no type). */
export function isPhotoFile(file: { name: string; type: string }): boolean {
  const name = file.name.toLowerCase();
  return (
    (PHOTO_MIME_TYPES as readonly string[]).includes(file.type) ||
    PHOTO_EXTENSIONS.some((extension) => name.endsWith(extension))
  );
}
