import sharp from 'sharp';
import { ERROR_CODES } from 'shared-kernel/contract';
import { DomainError, byKey } from '../errors';


/** Largest picture decoded, in pixels: a few-KB file can claim gigapixels (decompression bomb). */
export const PHOTO_MAX_PIXELS = 40_000_000;
/** A stored photo fits in this square; smaller photos are not enlarged. */
export const PHOTO_MAX_SIDE = 1200;
/** Thumbnails are this square, cropped to cover. */
export const THUMB_SIDE = 320;
const PHOTO_QUALITY = 82;
const THUMB_QUALITY = 80;

export type PhotoFormat = 'jpeg' | 'png' | 'webp';

export const invalidImage = (kind: 'invalid' | 'unsupportedType' = 'invalid'): DomainError =>
  new DomainError(kind, ERROR_CODES.invalidImage, byKey('errors.profile.invalidImage'));

/**
 * The format by the file's own signature, whatever the Content-Type said. Only these three reach
 * the decoder: sharp also reads SVG, TIFF, GIF, HEIF and more, none of which is accepted here.
 */
export function sniffPhotoFormat(data: Buffer): PhotoFormat | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png';
  }
  if (data.length >= 12 && data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP') {
    return 'webp';
  }
  return null;
}

export interface ProcessedPhoto {
  /** JPEG, at most PHOTO_MAX_SIDE on each side, upright, without any metadata. */
  photo: Buffer;
  /** JPEG, THUMB_SIDE square, without any metadata. */
  thumb: Buffer;
  width: number;
  height: number;
}

const decoderOptions = { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error', animated: false } as const;

/**
 * Checks that the bytes are a real, complete JPEG, PNG or WebP of sane dimensions and turns them
 * into the stored photo and thumbnail: turned upright by the EXIF orientation, resized, re-encoded
 * as JPEG. sharp writes no metadata unless asked, so EXIF (GPS included), XMP, IPTC and the ICC
 * profile are all gone (colours are converted to sRGB first). Anything else is a 400 invalid_image.
 */
export async function processPhoto(data: Buffer): Promise<ProcessedPhoto> {
  const format = sniffPhotoFormat(data);
  if (!format) throw invalidImage();
  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(data, decoderOptions).metadata();
  } catch {
    throw invalidImage();
  }
  const { width, height } = metadata;
  if (metadata.format !== format || !width || !height || width * height > PHOTO_MAX_PIXELS) throw invalidImage();

  try {
    const { data: photo, info } = await sharp(data, decoderOptions)
      .autoOrient()
      // Transparent parts of a PNG or WebP become white rather than JPEG's default black.
      .flatten({ background: '#ffffff' })
      .resize(PHOTO_MAX_SIDE, PHOTO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: PHOTO_QUALITY, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    const thumb = await sharp(photo)
      .resize(THUMB_SIDE, THUMB_SIDE, { fit: 'cover', position: sharp.strategy.attention })
      .jpeg({ quality: THUMB_QUALITY, mozjpeg: true })
      .toBuffer();
    return { photo, thumb, width: info.width, height: info.height };
  } catch {
    // Truncated or corrupt data only shows while decoding the pixels.
    throw invalidImage();
  }
}
