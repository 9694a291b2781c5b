import { useId, useRef, useState, type ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { currentLanguage, registerTexts, translateCode } from '../../i18n/i18n.ts';
import { isApiError } from '../../lib/api-client.ts';
import { uploadFile, type FileDescriptor, type UploadOptions } from '../../lib/upload-file.ts';
import { Banner } from './banner.tsx';
import { Button } from './button.tsx';
import { CheckIcon, CloseIcon } from './icons.tsx';
import { ProgressBar } from './progress-bar.tsx';

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

function text(key: TextKey, params?: Record<string, string | number>): string {
  return translateCode(`uploadDialog.${key}`, params);
}

const UNITS = ['bytes', 'kb', 'mb', 'gb'] as const;

/** spec accounts §2: a file size in Bytes, KB, MB or GB (1024-based, at most two decimals). */
export function formatFileSize(bytes: number, language: string = currentLanguage()): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return `0 ${text('units.bytes')}`;
  const power = Math.min(UNITS.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  const value = bytes / 1024 ** power;
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: power === 0 ? 0 : 2 }).format(
    value,
  );
  return `${number} ${text(`units.${UNITS[power]!}`)}`;
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

interface Entry {
  key: number;
  file: File;
  progress: number;
  status: 'ready' | 'uploading' | 'done';
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

function describeProblem(problem: UploadProblem): string {
  return problem.code
    ? translateCode(problem.code, problem.params, problem.message)
    : (problem.message ?? '');
}

function problemOf(error: unknown, file: File): UploadProblem {
  const inner = errorProblem(error);
  // Messages that already name the file keep their own words; the others get "name: " in front.
  if (inner.params?.name) return inner;
  return { code: 'uploadDialog.failed', params: { name: file.name, message: describeProblem(inner) } };
}

/**
 * spec accounts §2 "Upload dialog": a dashed select-file button, the chosen files with their size
 * and a remove control, Cancel and Upload (disabled with no file or while uploading), one error
 * banner listing every problem, and a real progress bar per file while it uploads.
 */
export function UploadDialog({
  open,
  onOpenChange,
  title,
  description,
  accept,
  maxBytes,
  multiple = false,
  onUploaded,
  upload = uploadFile,
}: UploadDialogProps) {
  useTranslation(); // re-render on a language switch
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const nextKey = useRef(1);
  const [entries, setEntries] = useState<Entry[]>([]);
  const [problems, setProblems] = useState<UploadProblem[]>([]);
  const [isBusy, setIsBusy] = useState(false);
  const listId = useId();

  function reset() {
    setEntries([]);
    setProblems([]);
    setIsBusy(false);
  }

  function changeOpen(next: boolean) {
    if (!next) {
      abortRef.current?.abort();
      reset();
    }
    onOpenChange(next);
  }

  function choose(list: FileList | null) {
    const { accepted, problems: rejected } = checkFiles([...(list ?? [])], accept, maxBytes);
    setProblems(rejected);
    const added = accepted.map((file) => ({
      key: nextKey.current++,
      file,
      progress: 0,
      status: 'ready' as const,
    }));
    setEntries((current) =>
      multiple ? [...current.filter((entry) => entry.status !== 'done'), ...added] : added.slice(-1),
    );
    // The same file chosen again after a removal must fire `change` again.
    if (inputRef.current) inputRef.current.value = '';
  }

  function update(key: number, patch: Partial<Entry>) {
    setEntries((current) => current.map((entry) => (entry.key === key ? { ...entry, ...patch } : entry)));
  }

  async function startUpload() {
    const controller = new AbortController();
    abortRef.current = controller;
    setIsBusy(true);
    setProblems([]);
    const uploaded: FileDescriptor[] = [];
    const failed: UploadProblem[] = [];
    for (const entry of entries.filter((item) => item.status === 'ready')) {
      update(entry.key, { status: 'uploading', progress: 0 });
      try {
        const descriptor = await upload(entry.file, {
          signal: controller.signal,
          onProgress: (progress) => update(entry.key, { progress }),
        });
        uploaded.push(descriptor);
        update(entry.key, { status: 'done', progress: 100 });
      } catch (error) {
        if (controller.signal.aborted) return;
        failed.push(problemOf(error, entry.file));
        update(entry.key, { status: 'ready', progress: 0 });
      }
    }
    if (uploaded.length > 0) {
      try {
        await onUploaded(uploaded);
      } catch (error) {
        failed.push(errorProblem(error));
      }
    }
    if (controller.signal.aborted) return;
    setIsBusy(false);
    if (failed.length === 0) {
      changeOpen(false);
      return;
    }
    setProblems(failed);
    setEntries((current) => current.filter((entry) => entry.status !== 'done'));
  }

  const readyCount = entries.filter((entry) => entry.status === 'ready').length;
  const limit = megabytes(maxBytes);

  return (
    <Dialog.Root open={open} onOpenChange={changeOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-overlay animate-fade-in" />
        <Dialog.Content
          // Without a description the dialog is named by its title alone.
          {...(description ? {} : { 'aria-describedby': undefined })}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[90dvh] flex-col gap-4 overflow-y-auto rounded-t-sheet bg-surface p-5 shadow-pop animate-fade-in sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-full sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-sheet sm:p-6"
        >
          <div className="flex items-start justify-between gap-3">
            <Dialog.Title className="text-xl font-bold tracking-tight">{title}</Dialog.Title>
            <Dialog.Close
              className="-m-1 inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-sand"
              aria-label={text('close')}
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          {description ? (
            <Dialog.Description asChild>
              <div className="-mt-2 text-muted">{description}</div>
            </Dialog.Description>
          ) : null}

          {problems.length > 0 ? (
            <Banner tone="error">
              {problems.length === 1 ? (
                describeProblem(problems[0]!)
              ) : (
                <ul className="list-disc space-y-1 pl-4">
                  {problems.map((problem, index) => (
                    <li key={index}>{describeProblem(problem)}</li>
                  ))}
                </ul>
              )}
            </Banner>
          ) : null}

          <div>
            <button
              type="button"
              onClick={() => inputRef.current?.click()}
              disabled={isBusy}
              className="flex min-h-24 w-full flex-col items-center justify-center gap-1 rounded-card border-2 border-dashed border-line bg-cream px-4 py-5 text-center font-semibold text-paprika-dark transition-colors hover:border-paprika disabled:cursor-not-allowed disabled:opacity-60"
            >
              <span className="text-base">{multiple ? text('selectFiles') : text('selectFile')}</span>
              <span className="text-sm font-normal text-muted">
                {text('rules', { accepted: accept.join(', '), max: limit })}
              </span>
            </button>
            <input
              ref={inputRef}
              type="file"
              accept={accept.join(',')}
              multiple={multiple}
              tabIndex={-1}
              aria-hidden="true"
              className="sr-only"
              onChange={(event) => choose(event.currentTarget.files)}
            />
          </div>

          {entries.length > 0 ? (
            <div>
              <h3 id={listId} className="text-sm font-semibold text-muted">
                {text('chosen')}
              </h3>
              <ul aria-labelledby={listId} className="mt-2 flex flex-col gap-2">
                {entries.map((entry) => (
                  <ChosenFile
                    key={entry.key}
                    file={entry.file}
                    status={entry.status}
                    progress={entry.progress}
                    disabled={isBusy}
                    onRemove={() => setEntries((current) => current.filter((item) => item.key !== entry.key))}
                    labels={{
                      uploaded: text('uploaded'),
                      remove: text('remove', { name: entry.file.name }),
                      uploading: text('uploading', { name: entry.file.name }),
                    }}
                  />
                ))}
              </ul>
            </div>
          ) : null}

          <div className="mt-1 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => changeOpen(false)}>
              {text('cancel')}
            </Button>
            <Button
              onClick={() => void startUpload()}
              disabled={readyCount === 0 || isBusy}
              isLoading={isBusy}
            >
              {text('upload')}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** What went wrong after the upload (the caller's `onUploaded`), in the words the server chose. */
function errorProblem(error: unknown): UploadProblem {
  const first = isApiError(error) ? error.firstMessage : undefined;
  if (first?.code) return { code: first.code, params: first.params, message: first.message };
  const coded = error as { code?: unknown; params?: Record<string, string | number>; message?: unknown };
  if (typeof coded?.code === 'string' && coded.code.includes('.'))
    return { code: coded.code, params: coded.params, message: String(coded.message ?? '') };
  if (error instanceof Error && error.message) return { message: error.message };
  return { code: 'files.fileUploadFailed' };
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
