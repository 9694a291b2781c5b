import sharp from 'sharp';

/** A real JPEG made on the spot (no binary fixtures in the repository). */
export async function makeJpeg(width = 640, height = 480, withExif = false): Promise<Buffer> {
  const image = sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 90, b: 40 } },
  }).jpeg();
  if (withExif) image.withExif({ IFD0: { Copyright: 'secret-owner', Artist: 'Ona' } });
  return image.toBuffer();
}

/** The first bytes of an MP4 (an ftyp box) followed by filler: enough to be recognised. */
export function makeMp4(size = 4096): Buffer {
  const head = Buffer.from([
    0,
    0,
    0,
    0x20,
    ...Buffer.from('ftypisom'),
    0,
    0,
    2,
    0,
    ...Buffer.from('isomiso2mp41'),
  ]);
  return Buffer.concat([head, Buffer.alloc(size - head.length, 7)]);
}

/** A Windows executable's header: what a renamed .exe looks like. */
export function makeExe(): Buffer {
  return Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510, 0x90)]);
}
