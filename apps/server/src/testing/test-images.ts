/** Pictures for avatar tests, made on the spot (no binary fixtures in the repository). */
import { deflateSync } from "node:zlib";
import sharp from "sharp";

/** Left half red, right half blue: after turning, the colours say which way is up. */
export function halves(width: number, height: number) {
  const left = sharp({
    create: { width: width / 2, height, channels: 3, background: { r: 255, g: 0, b: 0 } },
  });
  return left
    .extend({ right: width / 2, background: { r: 0, g: 0, b: 255 } })
    .raw()
    .toBuffer()
    .then((raw) => sharp(raw, { raw: { width, height, channels: 3 } }));
}

export async function jpegWithExif(): Promise<Buffer> {
  // Orientation 6: the camera was turned; viewers rotate the stored pixels 90° clockwise.
  return (await halves(200, 100))
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Copyright: "private location data", Artist: "Asha" } })
    .toBuffer();
}

export async function png(width = 300, height = 200): Promise<Buffer> {
  return (await halves(width, height)).png().toBuffer();
}

export async function webp(): Promise<Buffer> {
  return (await halves(120, 120)).webp().toBuffer();
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid PNG a few kilobytes long that claims 30,000 × 30,000 pixels (900 megapixels, 2.7 GB once
 * decoded): the shape of a decompression bomb. Only its first rows are present.
 */
export function hugePng(side = 30_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, deflate, no filter, no interlace
  const rows = Buffer.alloc((side + 1) * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A multipart/form-data body as a browser sends it. */
export function multipart(
  parts: { name: string; filename?: string; contentType?: string; data: Buffer | string }[],
): { body: Buffer; contentType: string } {
  const boundary = `----portal-test-${Math.random().toString(16).slice(2)}`;
  const pieces: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name}"; filename="${part.filename}"`
      : `form-data; name="${part.name}"`;
    const type = part.contentType ? `\r\nContent-Type: ${part.contentType}` : "";
    pieces.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    pieces.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data));
    pieces.push(Buffer.from("\r\n"));
  }
  pieces.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(pieces), contentType: `multipart/form-data; boundary=${boundary}` };
}
