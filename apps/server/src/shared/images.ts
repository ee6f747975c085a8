import { AppError } from "../lib/app-error";

/** Larger images are refused before decoding: a small file can otherwise unpack into gigabytes of pixels. */
export const MAX_IMAGE_PIXELS = 40_000_000;
export const IMAGE_TOO_MANY_PIXELS_MESSAGE = "A imagem tem resolução grande demais. Envie uma foto de até 40 megapixels.";

export type TImageKind = "jpeg" | "png" | "webp" | "heic";

/** The file's real type from its first bytes, whatever its name or declared type says. */
export function detectImageKind(data: Buffer): TImageKind | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return "jpeg";
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png";
  if (data.length >= 12 && data.toString("ascii", 0, 4) === "RIFF" && data.toString("ascii", 8, 12) === "WEBP") return "webp";
  if (data.length >= 12 && data.toString("ascii", 4, 8) === "ftyp" && /^(heic|heix|hevc|heim|heis|mif1|msf1)$/.test(data.toString("ascii", 8, 12))) return "heic";
  return null;
}

/** Re-encodes (dropping metadata such as GPS) and fits within `size` pixels; refuses more than MAX_IMAGE_PIXELS. */
export async function reencodeImage(data: Buffer, size: number, square: boolean): Promise<Buffer> {
  // Loaded on the first image: libvips holds about 25 MB that a server without photos never needs.
  const { default: sharp } = await import("sharp");
  const { width, height } = await sharp(data, { failOn: "error", limitInputPixels: false }).metadata();
  if (!width || !height) throw new Error("image without dimensions");
  if (width * height > MAX_IMAGE_PIXELS) throw new AppError("VALIDATION_ERROR", IMAGE_TOO_MANY_PIXELS_MESSAGE);
  return sharp(data, { failOn: "error", limitInputPixels: MAX_IMAGE_PIXELS })
    .rotate()
    .resize(size, size, { fit: square ? "cover" : "inside", withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer();
}
