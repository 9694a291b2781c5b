import type { MessageParams } from '#domain/i18n/messages.ts';
import { currentLanguage, translateCode } from '../i18n/i18n.ts';
import { callWatcher, NETWORK_ERROR_CODE, SESSION_EXPIRED_CODE, type ApiEnvelope } from './api-client.ts';
import { now } from './clock.ts';

/** spec accounts §7: `model.fileDescriptor` of POST /secure/file-upload. */
export interface FileDescriptor {
  id: string;
  fileId: string;
  fileName: string;
  originalName: string;
  contentType: string;
  size: number;
  url: string;
}

export const UPLOAD_PATH = '/secure/file-upload';

/** spec accounts §8 "Upload": the codes of the upload failures (all under files.* or questionnaire.*). */
export const UPLOAD_CODES = {
  notFound: 'files.uploadNotFound',
  tooLarge: 'files.uploadTooLarge',
  authFailed: 'files.uploadAuthFailed',
  failedStatus: 'files.uploadFailedStatus',
  failed: 'questionnaire.uploadFailed',
  noFileId: 'questionnaire.noFileIdReturned',
} as const;

/**
 * A failed upload. `code` and `params` describe it in any language (the UI translates them while
 * rendering, so a language switch re-words a visible error); `message` is the text at failure time.
 */
export class UploadError extends Error {
  constructor(
    readonly code: string,
    readonly params: MessageParams = {},
    readonly status = 0,
  ) {
    super(translateCode(code, params));
    this.name = 'UploadError';
  }
}

export function isUploadError(error: unknown): error is UploadError {
  return error instanceof UploadError;
}

export interface UploadOptions {
  /** Called with 0-100 as the bytes leave the browser. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

function parseEnvelope(text: string): ApiEnvelope<{ fileDescriptor?: Partial<FileDescriptor> }> | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && 'success' in parsed
      ? (parsed as ApiEnvelope<{ fileDescriptor?: Partial<FileDescriptor> }>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** spec accounts §8: what a failed status means to the user. */
export function uploadFailure(status: number, responseText: string, statusText = ''): UploadError {
  if (status === 404) return new UploadError(UPLOAD_CODES.notFound, {}, status);
  if (status === 413) return new UploadError(UPLOAD_CODES.tooLarge, {}, status);
  if (status === 401 || status === 403) return new UploadError(UPLOAD_CODES.authFailed, {}, status);
  const first = parseEnvelope(responseText)?.messages?.[0];
  // A coded server answer (e.g. files.invalidType with the file's name) says more than the status.
  if (first?.code && first.code !== 'errors.serverError')
    return new UploadError(first.code, first.params ?? {}, status);
  if (status >= 200 && status < 300) return new UploadError(UPLOAD_CODES.failed, {}, status);
  const text = first?.message ?? (statusText || responseText.slice(0, 200));
  return new UploadError(UPLOAD_CODES.failedStatus, { status, text }, status);
}

function abortError(): DOMException {
  return new DOMException('The upload was cancelled', 'AbortError');
}

/**
 * Sends one file to POST /secure/file-upload (multipart, field `data`) and resolves with its
 * descriptor. XMLHttpRequest rather than fetch: only XHR reports upload progress. The session's
 * watcher sees it as any API call (spec accounts §4): asked before it leaves, told of its answer.
 */
export function uploadFile(file: File, { onProgress, signal }: UploadOptions = {}): Promise<FileDescriptor> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    if (callWatcher()?.refuses()) return reject(new UploadError(SESSION_EXPIRED_CODE));

    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbort);

    xhr.open('POST', UPLOAD_PATH);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', currentLanguage());
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    });
    xhr.addEventListener('load', () => {
      done();
      callWatcher()?.answered(UPLOAD_PATH, xhr.status, now());
      const envelope = parseEnvelope(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && envelope?.success !== false) {
        const descriptor = envelope?.model?.fileDescriptor;
        const id = descriptor?.id ?? descriptor?.fileId;
        if (!descriptor || !id) return reject(new UploadError(UPLOAD_CODES.noFileId, {}, xhr.status));
        onProgress?.(100);
        return resolve({ ...descriptor, id, fileId: descriptor.fileId ?? id } as FileDescriptor);
      }
      reject(uploadFailure(xhr.status, xhr.responseText, xhr.statusText));
    });
    xhr.addEventListener('error', () => {
      done();
      reject(new UploadError(NETWORK_ERROR_CODE));
    });
    xhr.addEventListener('abort', () => {
      done();
      reject(abortError());
    });

    const body = new FormData();
    body.append('data', file, file.name);
    xhr.send(body);
  });
}
