import { CHAT_AUDIO_MIN_BYTES } from "@nutriguia/domain";
import { AppError } from "../../lib/app-error";
import { detectImageKind, reencodeImage, type TImageKind } from "../../shared/images";

export type TAudioKind = "webm" | "ogg" | "mp3" | "wav" | "m4a";

export const IMAGE_TOO_LARGE_MESSAGE = "A imagem enviada é muito grande. O tamanho máximo permitido é de 10MB.";
export const IMAGE_UNSUPPORTED_MESSAGE = "Formato de imagem não suportado. Envie uma foto JPEG, PNG ou WebP.";
export const AUDIO_TOO_SHORT_MESSAGE = "O áudio gravado está vazio ou muito curto. Tente gravar uma mensagem mais longa.";
export const AUDIO_TOO_LARGE_MESSAGE = "O áudio enviado é muito grande. O tamanho máximo permitido é de 10MB.";
export const AUDIO_UNSUPPORTED_MESSAGE = "Formato de áudio não suportado. Envie áudio WebM, OGG, MP3 ou WAV.";
export const NO_TRANSCRIPTION_MESSAGE =
  "O envio de áudio ainda não está disponível neste servidor, pois nenhum serviço de transcrição foi configurado. Por favor, escreva sua mensagem.";

/** The recording's real format from its first bytes. */
export function detectAudioKind(data: Buffer): TAudioKind | null {
  if (data.length < 12) return null;
  if (data[0] === 0x1a && data[1] === 0x45 && data[2] === 0xdf && data[3] === 0xa3) return "webm";
  if (data.toString("ascii", 0, 4) === "OggS") return "ogg";
  if (data.toString("ascii", 0, 4) === "RIFF" && data.toString("ascii", 8, 12) === "WAVE") return "wav";
  if (data.toString("ascii", 0, 3) === "ID3" || (data[0] === 0xff && (data[1]! & 0xe0) === 0xe0)) return "mp3";
  if (data.toString("ascii", 4, 8) === "ftyp" && /^(M4A |mp42|isom|iso5|dash)$/.test(data.toString("ascii", 8, 12))) return "m4a";
  return null;
}

export function validateAudio(data: Buffer): TAudioKind {
  if (data.length < CHAT_AUDIO_MIN_BYTES) throw new AppError("VALIDATION_ERROR", AUDIO_TOO_SHORT_MESSAGE);
  const kind = detectAudioKind(data);
  if (!kind) throw new AppError("UNSUPPORTED_MEDIA_TYPE", AUDIO_UNSUPPORTED_MESSAGE);
  return kind;
}

export type TPreparedImage = { data: Buffer; extension: string; mime: string; kind: TImageKind };

/** The photo's format from its first bytes: a cheap refusal before any allowance is spent. */
export function imageKindOf(data: Buffer): TImageKind {
  if (data.length === 0) throw new AppError("VALIDATION_ERROR", "Nenhuma imagem foi enviada.");
  const kind = detectImageKind(data);
  if (!kind) throw new AppError("UNSUPPORTED_MEDIA_TYPE", IMAGE_UNSUPPORTED_MESSAGE);
  return kind;
}

/**
 * Judged by content, then decoded and re-encoded to WebP (dropping metadata such as GPS) within the
 * pixel limit; what the image library cannot decode (e.g. a HEIC signature over other bytes) is refused,
 * never stored as sent.
 */
export async function prepareImage(data: Buffer): Promise<TPreparedImage> {
  const kind = imageKindOf(data);
  try {
    return { data: await reencodeImage(data, 1600, false), extension: "webp", mime: "image/webp", kind };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", IMAGE_UNSUPPORTED_MESSAGE);
  }
}
