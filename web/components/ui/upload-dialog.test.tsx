import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { UploadError, type FileDescriptor, type UploadOptions } from '../../lib/upload-file.ts';
import { checkFiles, formatFileSize, UPLOAD_DIALOG_TEXTS, UploadDialog } from './upload-dialog.tsx';
import { UploadDialogWindow } from './upload-dialog-window.tsx';

const MB = 1024 * 1024;

function file(name: string, size: number, type: string): File {
  const blob = new File(['x'], name, { type });
  Object.defineProperty(blob, 'size', { value: size });
  return blob;
}

function descriptor(name: string): FileDescriptor {
  return {
    id: `id-${name}`,
    fileId: `id-${name}`,
    fileName: `${name}.stored`,
    originalName: name,
    contentType: 'image/jpeg',
    size: 10,
    url: `/repository/users/u1/${name}`,
  };
}

function renderDialog(overrides: Partial<Parameters<typeof UploadDialogWindow>[0]> = {}) {
  const props = {
    open: true,
    onOpenChange: vi.fn(),
    onUploaded: vi.fn(),
    title: 'Upload certificates',
    accept: ['.jpg', '.jpeg'],
    maxBytes: 10 * MB,
    multiple: true,
    upload: vi.fn<(file: File, options: UploadOptions) => Promise<FileDescriptor>>(),
    ...overrides,
  };
  render(<UploadDialogWindow {...props} />);
  const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
  return { props, input };
}

describe('file sizes (spec accounts §2: Bytes, KB, MB or GB)', () => {
  test.each([
    [0, '0 Bytes'],
    [512, '512 Bytes'],
    [1536, '1.5 KB'],
    [5 * MB, '5 MB'],
    [1.25 * 1024 * MB, '1.25 GB'],
  ])('%d bytes is %s', (bytes, text) => {
    expect(formatFileSize(bytes, 'en')).toBe(text);
  });

  test('Lithuanian uses a decimal comma and the B unit', async () => {
    await i18n.changeLanguage('lt');
    expect(formatFileSize(1536, 'lt')).toBe('1,5 KB');
    expect(formatFileSize(100, 'lt')).toBe('100 B');
  });
});

describe('choosing files (spec accounts §5)', () => {
  test('every rejected file gets its message: wrong type and too large', () => {
    const { accepted, problems } = checkFiles(
      [
        file('cv.pdf', 100, 'application/pdf'),
        file('huge.jpg', 11 * MB, 'image/jpeg'),
        file('ok.JPG', 5, ''),
      ],
      ['.jpg', '.jpeg'],
      10 * MB,
    );
    expect(accepted.map((item) => item.name)).toEqual(['ok.JPG']);
    expect(problems).toEqual([
      { code: 'files.invalidType', params: { name: 'cv.pdf', accepted: '.jpg, .jpeg' } },
      { code: 'files.tooLarge', params: { name: 'huge.jpg', max: 10 } },
    ]);
  });

  test('the dialog shows all rejections together and lists the accepted file with its size', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { input } = renderDialog();
    await user.upload(input, [
      file('cv.pdf', 100, 'application/pdf'),
      file('huge.jpg', 11 * MB, 'image/jpeg'),
      file('diploma.jpg', 2048, 'image/jpeg'),
    ]);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('cv.pdf: Invalid file type. Accepted: .jpg, .jpeg')).toBeInTheDocument();
    expect(within(alert).getByText('huge.jpg: File too large (max 10 MB)')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Chosen files' });
    expect(within(list).getByText('diploma.jpg')).toBeInTheDocument();
    expect(within(list).getByText('2 KB')).toBeInTheDocument();
    expect(within(list).queryByText('huge.jpg')).toBeNull();
  });
});

describe('uploading', () => {
  test('Upload is disabled with no file, enabled with one, and disabled again after removing it', async () => {
    const user = userEvent.setup();
    const { input } = renderDialog();
    const upload = screen.getByRole('button', { name: 'Upload' });
    expect(upload).toBeDisabled();
    await user.upload(input, file('diploma.jpg', 2048, 'image/jpeg'));
    expect(upload).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Remove diploma.jpg' }));
    expect(upload).toBeDisabled();
  });

  test('while uploading, Upload is disabled and a progress bar shows the real progress', async () => {
    const user = userEvent.setup();
    let finish!: (value: FileDescriptor) => void;
    let report!: (percent: number) => void;
    const upload = vi.fn((_file: File, options: UploadOptions) => {
      report = options.onProgress!;
      return new Promise<FileDescriptor>((resolve) => (finish = resolve));
    });
    const { input, props } = renderDialog({ upload, multiple: false });
    await user.upload(input, file('photo.jpg', 4096, 'image/jpeg'));
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    report(42);
    const bar = await screen.findByRole('progressbar', { name: 'Uploading photo.jpg' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '42'));

    finish(descriptor('photo.jpg'));
    await waitFor(() => expect(props.onUploaded).toHaveBeenCalledWith([descriptor('photo.jpg')]));
    expect(props.onOpenChange).toHaveBeenCalledWith(false);
  });

  test('a failed upload is named in the banner and the dialog stays open for another try', async () => {
    const user = userEvent.setup();
    const upload = vi.fn().mockRejectedValue(new UploadError('files.uploadTooLarge', {}, 413));
    const { input, props } = renderDialog({ upload, accept: ['.mp4'], maxBytes: 200 * MB, multiple: false });
    await user.upload(input, file('cv.mp4', 4096, 'video/mp4'));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'cv.mp4: File too large for server. Maximum size is 200MB. Please compress your video.',
    );
    expect(props.onUploaded).not.toHaveBeenCalled();
    expect(props.onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
  });
});

test('the dialog has the same words in English and Lithuanian', () => {
  const keys = (tree: object): string[] =>
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'object' ? keys(value).map((inner) => `${key}.${inner}`) : [key],
    );
  expect(keys(UPLOAD_DIALOG_TEXTS.lt)).toEqual(keys(UPLOAD_DIALOG_TEXTS.en));
});

describe('loading on demand', () => {
  test('a closed dialog loads nothing; the first opening brings the dialog itself', async () => {
    const props = {
      onOpenChange: vi.fn(),
      onUploaded: vi.fn(),
      title: 'Upload a video CV',
      accept: ['video/*'],
      maxBytes: 200 * MB,
    };
    const { rerender } = render(<UploadDialog open={false} {...props} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(<UploadDialog open {...props} />);
    expect(await screen.findByRole('dialog', { name: 'Upload a video CV' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Select a file/ })).toBeInTheDocument();
  });
});
