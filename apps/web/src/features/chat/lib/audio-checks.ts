/** 001 §5, §9: recordings under 5120 bytes are empty or too short. */
export const AUDIO_MIN_BYTES = 5120;
export const SILENCE_AMPLITUDE = 0.01;
export const VOICE_AMPLITUDE = 0.05;
export const MAX_SILENT_SHARE = 0.9;
export const MIN_VOICE_SHARE = 0.05;
export const MAX_SAMPLES = 1000;

export const AUDIO_TOO_SHORT_MESSAGE = "O áudio gravado está vazio ou muito curto. Tente gravar uma mensagem mais longa.";
export const AUDIO_SILENT_MESSAGE = "O áudio parece estar silencioso. Verifique se o microfone está funcionando e fale mais perto dele.";
export const AUDIO_RECORDING_FAILED_MESSAGE = "Não foi possível iniciar a gravação de áudio. Verifique as permissões do microfone.";
export const AUDIO_UPLOAD_FAILED_MESSAGE = "Não foi possível enviar o áudio. Tente novamente.";
export const AUDIO_GENERIC_MESSAGE = "Não foi possível processar seu áudio.";

/**
 * Silent when over 90% of sampled points are below 0.01, or under 5% exceed 0.05,
 * over up to 1000 evenly spaced samples.
 */
export function isSilent(samples: ArrayLike<number>): boolean {
  if (samples.length === 0) return true;
  const count = Math.min(MAX_SAMPLES, samples.length);
  const step = samples.length / count;
  let quiet = 0;
  let loud = 0;
  for (let i = 0; i < count; i += 1) {
    const amplitude = Math.abs(samples[Math.floor(i * step)] ?? 0);
    if (amplitude < SILENCE_AMPLITUDE) quiet += 1;
    if (amplitude > VOICE_AMPLITUDE) loud += 1;
  }
  return quiet / count > MAX_SILENT_SHARE || loud / count < MIN_VOICE_SHARE;
}

/** Decodes the recording and checks it for silence; undecodable audio is left to the server. */
export async function recordingIsSilent(blob: Blob): Promise<boolean> {
  const Context = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Context) return false;
  const context = new Context();
  try {
    const buffer = await context.decodeAudioData(await blob.arrayBuffer());
    return isSilent(buffer.getChannelData(0));
  } catch {
    return false;
  } finally {
    void context.close();
  }
}
