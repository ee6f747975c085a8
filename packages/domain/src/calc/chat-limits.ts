export const CHAT_MESSAGE_MAX_LENGTH = 4000;
/** 001 §5 and §9: images up to 10 MB, audio at least 5120 bytes. */
export const CHAT_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const CHAT_AUDIO_MAX_BYTES = 10 * 1024 * 1024;
export const CHAT_AUDIO_MIN_BYTES = 5120;
