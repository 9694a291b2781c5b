/** What an upload really is, judged by its first bytes rather than its name or declared type. */
export type FileKind = 'jpeg' | 'png' | 'webp' | 'pdf' | 'mp4' | 'mov' | 'avi' | 'wmv';

/** Photos: whatever they arrive as, they are stored re-encoded as JPEG (DESIGN §3). */
export const IMAGE_KINDS: readonly FileKind[] = ['jpeg', 'png', 'webp'];

/** What each kind is stored as: photos become JPEGs. */
export const CONTENT_TYPES: Record<FileKind, string> = {
  jpeg: 'image/jpeg',
  png: 'image/jpeg',
  webp: 'image/jpeg',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  avi: 'video/x-msvideo',
  wmv: 'video/x-ms-wmv',
};

export const EXTENSIONS: Record<FileKind, string> = {
  jpeg: 'jpg',
  png: 'jpg',
  webp: 'jpg',
  pdf: 'pdf',
  mp4: 'mp4',
  mov: 'mov',
  avi: 'avi',
  wmv: 'wmv',
};

/** The accepted kinds as the spec's users know them (spec accounts §5 and, beyond it, PNG, WebP and PDF). */
export const ACCEPTED_EXTENSIONS = '.jpg, .jpeg, .png, .webp, .pdf, .mp4, .avi, .mov, .wmv';
/** What a certificate may be (a scan as a photo, or a PDF). */
export const CERTIFICATE_EXTENSIONS = '.jpg, .jpeg, .png, .webp, .pdf';

const ASF_GUID = [0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11];

export function sniffFileKind(head: Uint8Array): FileKind | undefined {
  const at = (offset: number, text: string) =>
    [...text].every((char, i) => head[offset + i] === char.charCodeAt(0));
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => head[i] === byte)) return 'png';
  if (at(0, 'RIFF') && at(8, 'WEBP')) return 'webp';
  if (at(0, '%PDF-')) return 'pdf';
  if (at(4, 'ftyp')) return at(8, 'qt  ') ? 'mov' : 'mp4';
  if (at(0, 'RIFF') && at(8, 'AVI ')) return 'avi';
  if (ASF_GUID.every((byte, i) => head[i] === byte)) return 'wmv';
  return undefined;
}

/** Whether a stored file (by content type) or a sniffed kind is a photo. */
export function isImage(kind: FileKind | string): boolean {
  return IMAGE_KINDS.includes(kind as FileKind) || kind === 'image/jpeg';
}

export const PDF_CONTENT_TYPE = 'application/pdf';

/**
 * Whether `bytes` (a file that starts with `%PDF-`) look like a whole, passive PDF: a version in
 * the header, objects, an end-of-file marker near the end (where the trailer is), and none of the
 * names that make a viewer run code or open other files. PDFs are kept as sent, not re-encoded, so
 * this check is what stands between an upload and the staff who open certificates.
 */
export function pdfProblem(bytes: Uint8Array): 'structure' | 'activeContent' | undefined {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  if (!/^%PDF-[12]\.\d/.test(text)) return 'structure';
  if (!text.slice(-1024).includes('%%EOF')) return 'structure';
  if (!/\d+\s+\d+\s+obj\b/.test(text) || !text.includes('endobj')) return 'structure';
  if (!/\/(Root|Type\s*\/Catalog)\b/.test(text)) return 'structure';
  if (/\/(JavaScript|JS|Launch|EmbeddedFile|RichMedia|XFA)\b/.test(text)) return 'activeContent';
  return undefined;
}

/** A display name safe to store and show: no path, no control characters, bounded length. */
export function sanitizeFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    .replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '')
    .replace(/^\.+/, '')
    .trim();
  return cleaned.slice(-120) || 'file';
}
