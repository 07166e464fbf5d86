import zlib from 'node:zlib';
import sharp from 'sharp';

/**
 * Tiny real files of every accepted type, made in the test (no binary fixtures to trust):
 * sharp writes the raster images; the document formats are built to their container rules
 * (PDF header, OLE compound file, ZIP with the OOXML / ODF markers) that content sniffing reads.
 */

export async function png(width = 4, height = 3): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
}

export async function jpeg(width = 4, height = 3): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#cc3366' } })
    .jpeg()
    .toBuffer();
}

/** A JPEG carrying EXIF with a GPS position (as a phone writes it). */
export async function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#808080' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'Leaky 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '52/1 13/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '21/1 0/1 0/1',
      },
    })
    .toBuffer();
}

export async function webp(): Promise<Buffer> {
  return sharp({ create: { width: 4, height: 3, channels: 3, background: '#33cc66' } })
    .webp()
    .toBuffer();
}

export async function gif(): Promise<Buffer> {
  return sharp({ create: { width: 4, height: 3, channels: 3, background: '#cccc33' } })
    .gif()
    .toBuffer();
}

/** A 24-bit uncompressed BMP (sharp cannot write BMP). */
export function bmp(width = 2, height = 2): Buffer {
  const rowBytes = Math.ceil((width * 3) / 4) * 4;
  const pixels = rowBytes * height;
  const buffer = Buffer.alloc(54 + pixels, 0x7f);
  buffer.write('BM', 0, 'ascii');
  buffer.writeUInt32LE(54 + pixels, 2);
  buffer.writeUInt32LE(0, 6);
  buffer.writeUInt32LE(54, 10);
  buffer.writeUInt32LE(40, 14);
  buffer.writeInt32LE(width, 18);
  buffer.writeInt32LE(height, 22);
  buffer.writeUInt16LE(1, 26);
  buffer.writeUInt16LE(24, 28);
  buffer.writeUInt32LE(0, 30);
  buffer.writeUInt32LE(pixels, 34);
  buffer.writeInt32LE(2835, 38);
  buffer.writeInt32LE(2835, 42);
  buffer.writeUInt32LE(0, 46);
  buffer.writeUInt32LE(0, 50);
  return buffer;
}

/** A PNG header claiming a huge size: a decompression bomb is refused from the header alone. */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const real = await png(1, 1);
  const copy = Buffer.from(real);
  // IHDR data starts at byte 16: width, height (big-endian); then fix the chunk's CRC
  copy.writeUInt32BE(width, 16);
  copy.writeUInt32BE(height, 20);
  copy.writeUInt32BE(zlib.crc32(copy.subarray(12, 29)) >>> 0, 29);
  return copy;
}

export const svg = (body = '<rect width="10" height="10" fill="#36c"/>') =>
  Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${body}</svg>\n`,
  );

export function pdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
      'trailer<</Root 1 0 R>>\n%%EOF\n',
  );
}

/** A ZIP with stored (uncompressed) entries, in order. */
export function zip(entries: [string, string | Buffer][]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of entries) {
    const data = Buffer.isBuffer(content) ? content : Buffer.from(content);
    const nameBytes = Buffer.from(name);
    const crc = zlib.crc32(data) >>> 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0, 6);
    local.writeUInt16LE(0, 8);
    local.writeUInt32LE(0, 10);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0, 8);
    central.writeUInt16LE(0, 10);
    central.writeUInt32LE(0, 12);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const centralSize = centrals.reduce((sum, b) => sum + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

const OOXML: Record<'docx' | 'xlsx' | 'pptx', [string, string]> = {
  docx: [
    'word/document.xml',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
  ],
  xlsx: [
    'xl/workbook.xml',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
  ],
  pptx: [
    'ppt/presentation.xml',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml',
  ],
};

export function ooxml(kind: 'docx' | 'xlsx' | 'pptx'): Buffer {
  const [part, type] = OOXML[kind];
  return zip([
    [
      '[Content_Types].xml',
      `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/${part}" ContentType="${type}"/></Types>`,
    ],
    [part, '<?xml version="1.0" encoding="UTF-8"?><root/>'],
  ]);
}

export function odf(kind: 'odt' | 'ods' | 'odp'): Buffer {
  const mime = {
    odt: 'application/vnd.oasis.opendocument.text',
    ods: 'application/vnd.oasis.opendocument.spreadsheet',
    odp: 'application/vnd.oasis.opendocument.presentation',
  }[kind];
  return zip([
    ['mimetype', mime],
    ['content.xml', '<?xml version="1.0" encoding="UTF-8"?><office:document-content/>'],
  ]);
}

/** An OLE compound file whose directory names the stream Word, Excel or PowerPoint writes. */
export function cfb(stream: 'WordDocument' | 'Workbook' | 'PowerPoint Document'): Buffer {
  const buffer = Buffer.alloc(2048);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(buffer, 0);
  buffer.writeUInt16LE(0x003e, 24);
  buffer.writeUInt16LE(0x0003, 26);
  buffer.writeUInt16LE(0xfffe, 28);
  buffer.writeUInt16LE(9, 30);
  // the directory sector: the root entry, then the document stream
  Buffer.from('Root Entry', 'utf16le').copy(buffer, 1024);
  Buffer.from(stream, 'utf16le').copy(buffer, 1024 + 128);
  return buffer;
}

export const txt = () => Buffer.from('Zażółć gęślą jaźń\nplain text\n');
export const csv = () => Buffer.from('name;amount\nJan;12,50\n');
export const xml = () => Buffer.from('<?xml version="1.0"?>\n<offer><name>A</name></offer>\n');
