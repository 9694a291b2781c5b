/** What an upload really is, judged by its first bytes rather than its name or declared type. */
export type FileKind = 'jpeg' | 'mp4' | 'mov' | 'avi' | 'wmv';

export const CONTENT_TYPES: Record<FileKind, string> = {
  jpeg: 'image/jpeg',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  avi: 'video/x-msvideo',
  wmv: 'video/x-ms-wmv',
};

export const EXTENSIONS: Record<FileKind, string> = {
  jpeg: 'jpg',
  mp4: 'mp4',
  mov: 'mov',
  avi: 'avi',
  wmv: 'wmv',
};

/** The accepted kinds as the spec's users know them (spec accounts §5). */
export const ACCEPTED_EXTENSIONS = '.jpg, .jpeg, .mp4, .avi, .mov, .wmv';

const ASF_GUID = [0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11];

export function sniffFileKind(head: Uint8Array): FileKind | undefined {
  const at = (offset: number, text: string) =>
    [...text].every((char, i) => head[offset + i] === char.charCodeAt(0));
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (at(4, 'ftyp')) return at(8, 'qt  ') ? 'mov' : 'mp4';
  if (at(0, 'RIFF') && at(8, 'AVI ')) return 'avi';
  if (ASF_GUID.every((byte, i) => head[i] === byte)) return 'wmv';
  return undefined;
}

export function isImage(kind: FileKind | string): boolean {
  return kind === 'jpeg' || kind === 'image/jpeg';
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
