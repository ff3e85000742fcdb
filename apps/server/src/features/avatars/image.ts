/**
 * Turns an uploaded photo into the stored avatar: the type is judged by magic bytes alone, the header's
 * dimensions are checked before any pixel is decoded (decompression bombs), and the output is a small
 * square WebP, turned upright by its EXIF orientation and stripped of all metadata (location included).
 */

import { AppError, type ErrorCode } from "@portal/contracts";
import {
  AVATAR_ACCEPTED_TYPES,
  AVATAR_MAX_BYTES,
  AVATAR_MAX_INPUT_PIXELS,
  AVATAR_SIZE_PX,
  MEDIA_MESSAGE_PARAMS,
  type MediaMessageKey,
} from "@portal/domain";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";

export const AVATAR_CONTENT_TYPE = "image/webp";
const WEBP_QUALITY = 82;

// Avatars are small and each is made once: libvips' operation cache would only hold memory.
sharp.cache(false);

export function avatarError(code: ErrorCode, key: MediaMessageKey): AppError {
  const params = MEDIA_MESSAGE_PARAMS[key];
  return new AppError(code, key, { details: [{ field: "file", messageKey: key, params }] });
}

function isAcceptedType(mime: string | undefined): boolean {
  return (AVATAR_ACCEPTED_TYPES as readonly string[]).includes(mime ?? "");
}

export async function prepareAvatar(input: Uint8Array): Promise<Buffer> {
  if (input.byteLength === 0) throw avatarError("VALIDATION", "avatarEmpty");
  if (input.byteLength > AVATAR_MAX_BYTES) throw avatarError("PAYLOAD_TOO_LARGE", "avatarTooLarge");
  const detected = await fileTypeFromBuffer(input);
  if (!isAcceptedType(detected?.mime)) throw avatarError("UNSUPPORTED_MEDIA_TYPE", "avatarWrongType");

  const options = { limitInputPixels: AVATAR_MAX_INPUT_PIXELS, failOn: "error", animated: false } as const;
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(input, { ...options, limitInputPixels: false }).metadata());
  } catch (error) {
    throw new AppError("UNPROCESSABLE", "avatarUnreadable", {
      cause: error,
      details: [{ field: "file", messageKey: "avatarUnreadable" }],
    });
  }
  if (!width || !height) throw avatarError("UNPROCESSABLE", "avatarUnreadable");
  if (width * height > AVATAR_MAX_INPUT_PIXELS) throw avatarError("UNPROCESSABLE", "avatarTooManyPixels");

  try {
    return await sharp(input, options)
      .autoOrient()
      .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: "cover", position: "centre" })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
  } catch (error) {
    throw new AppError("UNPROCESSABLE", "avatarUnreadable", {
      cause: error,
      details: [{ field: "file", messageKey: "avatarUnreadable" }],
    });
  }
}
