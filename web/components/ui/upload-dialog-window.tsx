import { useId, useRef, useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from '../../i18n/use-translation.ts';
import { translateCode } from '../../i18n/i18n.ts';
import { isApiError } from '../../lib/api-client.ts';
import { uploadFile, type FileDescriptor } from '../../lib/upload-file.ts';
import { Banner } from './banner.tsx';
import { Button } from './button.tsx';
import { CloseIcon } from './icons.tsx';
import {
  checkFiles,
  ChosenFile,
  megabytes,
  uploadDialogText as text,
  type UploadDialogProps,
  type UploadProblem,
} from './upload-dialog.tsx';

interface Entry {
  key: number;
  file: File;
  progress: number;
  status: 'ready' | 'uploading' | 'done';
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
export function UploadDialogWindow({
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
