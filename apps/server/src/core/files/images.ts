import sharp from 'sharp';
import { IMAGE_MAX_PIXELS, type UploadKind } from '@backoffice/contract';
import { readHead, uploadError, wrongType } from './content.js';

/** The list thumbnail is 96×64 CSS px; twice that serves high-density screens. */
export const THUMB_SIZE = { width: 192, height: 128 } as const;
/** The display size: wide enough for a full-width slide, far below a camera's original. */
export const DISPLAY_MAX_WIDTH = 1600;

const RASTER_FORMATS: Record<string, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

export interface ImageFacts {
  width: number;
  height: number;
  /** EXIF, XMP or IPTC present: the original is re-encoded without them */
  hasMetadata: boolean;
}

/**
 * The image's size from its header alone (sharp's metadata does not decode pixels), refused
 * before any decoding when it is a decompression bomb (over IMAGE_MAX_PIXELS), or when sharp
 * cannot read it at all although its magic bytes said image.
 */
export async function readImageFacts(
  file: string,
  mime: string,
  kind: UploadKind,
): Promise<ImageFacts> {
  let width = 0;
  let height = 0;
  let hasMetadata = false;
  if (mime === 'image/bmp') {
    // sharp's libvips has no BMP loader: the header says the size (height < 0 is top-down)
    const header = await readHead(file, 26);
    if (header.length >= 26) {
      width = Math.abs(header.readInt32LE(18));
      height = Math.abs(header.readInt32LE(22));
    }
  } else {
    try {
      const meta = await sharp(file, { limitInputPixels: false }).metadata();
      width = meta.width ?? 0;
      height = meta.height ?? 0;
      hasMetadata = Boolean(meta.exif ?? meta.xmp ?? meta.iptc);
    } catch {
      throw wrongType(kind, 'the image cannot be read');
    }
  }
  if (width === 0 || height === 0) throw wrongType(kind, 'the image has no size');
  if (width * height > IMAGE_MAX_PIXELS) {
    throw uploadError(
      400,
      'IMAGE_TOO_MANY_PIXELS',
      `An image may have at most ${IMAGE_MAX_PIXELS} pixels; this one has ${width}×${height}`,
    );
  }
  return { width, height, hasMetadata };
}

const decoder = (file: string) =>
  // `failOn: 'error'` still accepts the small flaws phone cameras write; truncation is refused
  sharp(file, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' }).rotate();

/** The display size and thumbnail, both WebP; sharp writes no metadata unless asked to. */
export async function makeVariants(file: string): Promise<{ display: Buffer; thumb: Buffer }> {
  const base = decoder(file);
  const [display, thumb] = await Promise.all([
    base
      .clone()
      .resize({ width: DISPLAY_MAX_WIDTH, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer(),
    base
      .clone()
      .resize({ ...THUMB_SIZE, fit: 'cover', position: 'attention' })
      .webp({ quality: 80 })
      .toBuffer(),
  ]);
  return { display, thumb };
}

/**
 * The original without EXIF/XMP/IPTC (a phone photo's GPS position would otherwise be served to
 * anyone with the URL): re-encoded in its own format, turned upright first since the EXIF
 * orientation goes with the rest. The ICC profile is kept so colours do not shift.
 */
export async function stripMetadata(file: string, mime: string): Promise<Buffer> {
  const format = RASTER_FORMATS[mime];
  const image = sharp(file, {
    limitInputPixels: IMAGE_MAX_PIXELS,
    animated: mime === 'image/webp' || mime === 'image/gif',
  })
    .rotate()
    .keepIccProfile();
  switch (format) {
    case 'jpeg':
      return image.jpeg({ quality: 92, chromaSubsampling: '4:4:4' }).toBuffer();
    case 'png':
      return image.png().toBuffer();
    case 'webp':
      return image.webp({ quality: 92 }).toBuffer();
    case 'gif':
      return image.gif().toBuffer();
    default:
      throw new Error(`No metadata to strip from ${mime}`);
  }
}

export const isRaster = (mime: string) => mime in RASTER_FORMATS;
