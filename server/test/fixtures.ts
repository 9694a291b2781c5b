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

/** A real PNG (with transparency) or WebP made on the spot, optionally carrying EXIF data. */
export async function makePhoto(format: 'png' | 'webp', width = 640, height = 480, withExif = false) {
  const image = sharp({
    create: { width, height, channels: 4, background: { r: 40, g: 120, b: 200, alpha: 0.5 } },
  });
  if (withExif) image.withExif({ IFD0: { Copyright: 'secret-owner', Artist: 'Ona' } });
  return (format === 'png' ? image.png() : image.webp()).toBuffer();
}

/**
 * A real one-page PDF written out by hand (catalog, pages, page, content stream, cross-reference
 * table with exact offsets, trailer): what a scanner's certificate looks like in structure.
 * `extra` is added to the catalog, e.g. `/OpenAction << /S /JavaScript /JS (app.alert(1)) >>`.
 */
export function makePdf({ extra = '', text = 'Diploma: Ona Petrauskiene' } = {}): Buffer {
  const stream = `BT /F1 24 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    `<< /Type /Catalog /Pages 2 0 R ${extra}>>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
