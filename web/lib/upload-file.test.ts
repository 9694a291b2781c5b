import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { uploadFailure, uploadFile, UploadError } from './upload-file.ts';

/** A stand-in for XMLHttpRequest that answers as the test tells it, with upload progress events. */
class FakeXhr {
  static last: FakeXhr;
  static answer: { status: number; body: string } = { status: 200, body: '{}' };
  upload = new EventTarget();
  private listeners = new EventTarget();
  status = 0;
  statusText = '';
  responseText = '';
  withCredentials = false;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | undefined;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, listener: EventListener) {
    this.listeners.addEventListener(type, listener);
  }
  send(body: FormData) {
    this.body = body;
    const progress = Object.assign(new Event('progress'), { lengthComputable: true, loaded: 50, total: 200 });
    this.upload.dispatchEvent(progress);
    queueMicrotask(() => {
      this.status = FakeXhr.answer.status;
      this.responseText = FakeXhr.answer.body;
      this.listeners.dispatchEvent(new Event('load'));
    });
  }
  abort() {
    this.listeners.dispatchEvent(new Event('abort'));
  }
}

beforeEach(() => vi.stubGlobal('XMLHttpRequest', FakeXhr));
afterEach(() => vi.unstubAllGlobals());

const photo = new File(['jpeg'], 'photo.jpg', { type: 'image/jpeg' });

describe('uploadFile', () => {
  test('posts the file as multipart field "data", reports progress and resolves with the descriptor', async () => {
    FakeXhr.answer = {
      status: 200,
      body: JSON.stringify({
        success: true,
        model: { fileDescriptor: { id: 'f1', fileName: 'f1.jpg', url: '/x' } },
      }),
    };
    const progress: number[] = [];
    const descriptor = await uploadFile(photo, { onProgress: (value) => progress.push(value) });
    expect(FakeXhr.last.method).toBe('POST');
    expect(FakeXhr.last.url).toBe('/secure/file-upload');
    expect((FakeXhr.last.body!.get('data') as File).name).toBe('photo.jpg');
    expect(progress).toEqual([25, 100]);
    expect(descriptor).toMatchObject({ id: 'f1', fileId: 'f1' });
  });

  test('a success without a file id is "No file ID returned from upload"', async () => {
    FakeXhr.answer = { status: 200, body: JSON.stringify({ success: true, model: { fileDescriptor: {} } }) };
    await expect(uploadFile(photo)).rejects.toMatchObject({ code: 'questionnaire.noFileIdReturned' });
  });

  test('a cancelled upload rejects with an AbortError', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(uploadFile(photo, { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});

describe('upload failures (spec accounts §8)', () => {
  test.each([
    [404, 'Upload endpoint not found (404). Please check your authentication or contact support.'],
    [413, 'File too large for server. Maximum size is 200MB. Please compress your video.'],
    [401, 'Authentication failed. Please log in again.'],
    [403, 'Authentication failed. Please log in again.'],
  ])('status %d says %s', (status, text) => {
    expect(uploadFailure(status, '').message).toBe(text);
  });

  test('other statuses say "Upload failed with status {status}: {text}"', () => {
    const error = uploadFailure(502, '<html>', 'Bad Gateway');
    expect(error).toBeInstanceOf(UploadError);
    expect(error.message).toBe('Upload failed with status 502: Bad Gateway');
  });

  test("the server's coded reason (a file that is not what it claims) is kept with its file name", () => {
    const body = JSON.stringify({
      success: false,
      messages: [
        {
          code: 'files.invalidType',
          message: 'x',
          params: { name: 'cv.pdf', accepted: '.jpg, .jpeg, .mp4, .avi, .mov, .wmv' },
        },
      ],
    });
    expect(uploadFailure(400, body).message).toBe(
      'cv.pdf: Invalid file type. Accepted: .jpg, .jpeg, .mp4, .avi, .mov, .wmv',
    );
  });
});
