import { Suspense, useState, type ReactNode } from 'react';
import { currentLanguage, registerTexts, translateCode } from '../../i18n/i18n.ts';
import type { FileDescriptor, UploadOptions } from '../../lib/upload-file.ts';
import { CheckIcon, CloseIcon } from './icons.tsx';
import { ProgressBar } from './progress-bar.tsx';
import { lazyPart } from '../../lib/lazy-part.ts';

/*
 * The dialog is shared by every feature that uploads (chef application, profile, dish images), so
 * its few words travel with it rather than with one feature's texts.
 */
const TEXTS = {
  en: {
    selectFile: 'Select a file',
    selectFiles: 'Select files',
    rules: 'Accepted: {{accepted}}. Up to {{max}} MB per file.',
    chosen: 'Chosen files',
    remove: 'Remove {{name}}',
    cancel: 'Cancel',
    upload: 'Upload',
    close: 'Close',
    uploading: 'Uploading {{name}}',
    uploaded: 'Uploaded',
    failed: '{{name}}: {{message}}',
    units: { bytes: 'Bytes', kb: 'KB', mb: 'MB', gb: 'GB' },
  },
  lt: {
    selectFile: 'Pasirinkite failą',
    selectFiles: 'Pasirinkite failus',
    rules: 'Priimami: {{accepted}}. Iki {{max}} MB vienam failui.',
    chosen: 'Pasirinkti failai',
    remove: 'Pašalinti {{name}}',
    cancel: 'Atšaukti',
    upload: 'Įkelti',
    close: 'Uždaryti',
    uploading: 'Įkeliama: {{name}}',
    uploaded: 'Įkelta',
    failed: '{{name}}: {{message}}',
    units: { bytes: 'B', kb: 'KB', mb: 'MB', gb: 'GB' },
  },
};
registerTexts({ en: { uploadDialog: TEXTS.en }, lt: { uploadDialog: TEXTS.lt } });
export const UPLOAD_DIALOG_TEXTS = TEXTS;

type TextKey = Exclude<keyof typeof TEXTS.en, 'units'> | `units.${keyof typeof TEXTS.en.units}`;

export function uploadDialogText(key: TextKey, params?: Record<string, string | number>): string {
  return translateCode(`uploadDialog.${key}`, params);
}

const UNITS = ['bytes', 'kb', 'mb', 'gb'] as const;

/** spec accounts §2: a file size in Bytes, KB, MB or GB (1024-based, at most two decimals). */
export function formatFileSize(bytes: number, language: string = currentLanguage()): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return `0 ${uploadDialogText('units.bytes')}`;
  const power = Math.min(UNITS.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  const value = bytes / 1024 ** power;
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: power === 0 ? 0 : 2 }).format(
    value,
  );
  return `${number} ${uploadDialogText(`units.${UNITS[power]!}`)}`;
}

/** Whether a file matches one of `accept`: extensions (".jpg"), MIME types ("image/jpeg") or "video/*". */
export function isAcceptedFile(file: Pick<File, 'name' | 'type'>, accept: readonly string[]): boolean {
  if (accept.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept.some((raw) => {
    const entry = raw.trim().toLowerCase();
    if (entry.startsWith('.')) return name.endsWith(entry);
    if (entry.endsWith('/*')) return type.startsWith(entry.slice(0, -1));
    return type === entry;
  });
}

/** A message for the user: a translation code with its parameters. */
export interface UploadProblem {
  code?: string;
  params?: Record<string, string | number>;
  /** Text to show when the code has no translation. */
  message?: string;
}

/** The size limit as the messages say it: "10", "5", "200" (MB). */
export function megabytes(bytes: number): number {
  return Math.round((bytes / 1_048_576) * 10) / 10;
}

/**
 * spec accounts §5: every rejected file produces 'name: Invalid file type. Accepted: ...' or
 * 'name: File too large (max N MB)'; all of them are shown together.
 */
export function checkFiles(
  files: readonly File[],
  accept: readonly string[],
  maxBytes: number,
): { accepted: File[]; problems: UploadProblem[] } {
  const accepted: File[] = [];
  const problems: UploadProblem[] = [];
  for (const file of files) {
    if (!isAcceptedFile(file, accept)) {
      problems.push({ code: 'files.invalidType', params: { name: file.name, accepted: accept.join(', ') } });
    } else if (file.size > maxBytes) {
      problems.push({ code: 'files.tooLarge', params: { name: file.name, max: megabytes(maxBytes) } });
    } else {
      accepted.push(file);
    }
  }
  return { accepted, problems };
}

export interface UploadDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** A sentence under the title, e.g. what the files are for. */
  description?: ReactNode;
  /** Extensions (".jpg"), MIME types ("image/jpeg") or wildcards ("video/*"). */
  accept: readonly string[];
  maxBytes: number;
  multiple?: boolean;
  /**
   * Receives the uploaded files. It may return a promise (e.g. to label the files); while it runs
   * the dialog stays busy, and if it rejects the error is shown and the dialog stays open.
   */
  onUploaded: (descriptors: FileDescriptor[]) => void | Promise<void>;
  /** The upload call; tests pass their own. */
  upload?: (file: File, options: UploadOptions) => Promise<FileDescriptor>;
}

const UploadDialogWindow = lazyPart(() =>
  import('./upload-dialog-window.tsx').then((module) => ({ default: module.UploadDialogWindow })),
);

/**
 * spec accounts §2 "Upload dialog" (upload-dialog-window.tsx). Its code, with Radix's dialog, is
 * about 17 KB gzip, so it loads when a dialog first opens rather than with the page that offers it.
 */
export function UploadDialog(props: UploadDialogProps) {
  const [wasOpened, setWasOpened] = useState(props.open);
  if (props.open && !wasOpened) setWasOpened(true);
  if (!wasOpened) return null;
  return (
    <Suspense fallback={null}>
      <UploadDialogWindow {...props} />
    </Suspense>
  );
}

export type ChosenFileStatus = 'ready' | 'uploading' | 'done';

interface ChosenFileProps {
  file: File;
  status: ChosenFileStatus | string;
  /** 0-100 while uploading. */
  progress: number;
  /** Already translated: "Uploaded", "Remove {name}", "Uploading {name}". */
  labels: { uploaded: string; remove: string; uploading: string };
  disabled?: boolean;
  onRemove: () => void;
  /** Shown before the name, e.g. an image preview. */
  leading?: ReactNode;
}

/**
 * One file waiting in an upload list: its name and size, a remove button until it is sent, then
 * the progress bar and "uploaded". Used by the upload dialog and the dish images step alike.
 */
export function ChosenFile({ file, status, progress, labels, disabled, onRemove, leading }: ChosenFileProps) {
  return (
    <li className="rounded-field border border-line bg-surface px-3 py-2.5">
      <div className="flex items-center gap-3">
        {leading}
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold">{file.name}</p>
          <p className="text-sm text-muted">{formatFileSize(file.size)}</p>
        </div>
        {status === 'done' ? (
          <span className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-basil">
            <CheckIcon size={16} />
            {labels.uploaded}
          </span>
        ) : (
          <button
            type="button"
            disabled={disabled}
            onClick={onRemove}
            aria-label={labels.remove}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-muted hover:bg-sand hover:text-ink disabled:opacity-50"
          >
            <CloseIcon size={18} />
          </button>
        )}
      </div>
      {status !== 'ready' ? (
        <ProgressBar
          className="mt-2"
          value={progress}
          label={labels.uploading}
          tone={status === 'done' ? 'basil' : 'paprika'}
        />
      ) : null}
    </li>
  );
}
