import { ERROR_CATALOGUE, type TAppErrorCode } from "@nutriguia/domain";

/** The only error services throw: a catalogue code, optionally with a more precise pt-BR message. */
export class AppError extends Error {
  readonly code: TAppErrorCode;
  readonly status: number;

  constructor(code: TAppErrorCode, message?: string) {
    super(message ?? ERROR_CATALOGUE[code].message);
    this.code = code;
    this.status = ERROR_CATALOGUE[code].status;
  }
}
