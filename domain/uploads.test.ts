import { expect, test } from 'vitest';
import { VIDEO_TYPES } from './onboarding/questionnaire.ts';
import {
  CERTIFICATE_EXTENSIONS,
  CERTIFICATE_FORMATS_LABEL,
  PHOTO_EXTENSIONS,
  PHOTO_FORMATS_LABEL,
  VIDEO_FORMATS_LABEL,
} from './uploads.ts';

/** The formats a label names, as the extensions they stand for ('JPEG' covers .jpg and .jpeg). */
const named = (label: string) =>
  label
    .split(', ')
    .flatMap((format) => (format === 'JPEG' ? ['.jpg', '.jpeg'] : [`.${format.toLowerCase()}`]))
    .sort();

test.each([
  ['photos', PHOTO_FORMATS_LABEL, PHOTO_EXTENSIONS],
  ['certificates', CERTIFICATE_FORMATS_LABEL, CERTIFICATE_EXTENSIONS],
  ['video CVs', VIDEO_FORMATS_LABEL, VIDEO_TYPES],
])('what the %s pickers say they take is what they take', (_, label, extensions) => {
  expect(named(label)).toEqual([...extensions].sort());
});
