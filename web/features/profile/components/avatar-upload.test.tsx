import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { FileDescriptor } from '../../../lib/upload-file.ts';
import { isPhotoFile } from '#domain/uploads.ts';
import { anAvatar } from '../../../test/factories/accounts.ts';
import { okAnswer } from '../../../test/factories/build.ts';
import { AvatarUpload } from './avatar-upload.tsx';

const fetchMock = vi.fn<typeof fetch>();
const DESCRIPTOR: FileDescriptor = {
  id: 'f1',
  fileId: 'f1',
  fileName: 'f1.jpg',
  originalName: 'me.jpg',
  contentType: 'image/jpeg',
  size: 10,
  url: '/repository/users/u1/f1.jpg',
};

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('avatar upload (spec accounts §2, §4, §5)', () => {
  test('a JPEG, PNG or WebP photo by type, or by its name', () => {
    expect(isPhotoFile({ name: 'me', type: 'image/jpeg' })).toBe(true);
    expect(isPhotoFile({ name: 'ME.JPEG', type: '' })).toBe(true);
    expect(isPhotoFile({ name: 'me.png', type: 'image/png' })).toBe(true);
    expect(isPhotoFile({ name: 'me.webp', type: '' })).toBe(true);
    expect(isPhotoFile({ name: 'me.gif', type: 'image/gif' })).toBe(false);
    expect(isPhotoFile({ name: 'cv.pdf', type: 'application/pdf' })).toBe(false);
  });

  test('anything else is refused with pages.products.jpgOnlyError before uploading', async () => {
    const upload = vi.fn();
    const user = userEvent.setup({ applyAccept: false });
    render(<AvatarUpload initial="O" upload={upload} reload={vi.fn()} />);
    await user.upload(
      screen.getByLabelText('Upload a photo'),
      new File(['x'], 'me.gif', { type: 'image/gif' }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Only JPEG, PNG or WebP images (.jpg, .jpeg, .png, .webp) can be used.',
    );
    expect(upload).not.toHaveBeenCalled();
  });

  test('upload, then set-avatar, then the success message and a reload after 1 second', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fetchMock.mockResolvedValue(json(okAnswer(anAvatar())));
    const reload = vi.fn();
    const upload = vi.fn().mockResolvedValue(DESCRIPTOR);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<AvatarUpload initial="O" upload={upload} reload={reload} />);
    await user.upload(
      screen.getByLabelText('Upload a photo'),
      new File(['x'], 'me.jpg', { type: 'image/jpeg' }),
    );

    expect(await screen.findByText('Your profile picture is updated.')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/secure/set-avatar?fileId=f1');
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
  });

  test('a failed set-avatar says so and does not reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(
      json({ success: false, messages: [{ message: 'x', code: 'errors.notFound' }] }, 404),
    );
    const reload = vi.fn();
    const user = userEvent.setup();
    render(<AvatarUpload initial="O" upload={vi.fn().mockResolvedValue(DESCRIPTOR)} reload={reload} />);
    await user.upload(
      screen.getByLabelText('Upload a photo'),
      new File(['x'], 'me.jpg', { type: 'image/jpeg' }),
    );
    expect(await screen.findByText('Failed to set avatar. Please try again.')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });
});
