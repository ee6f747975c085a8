declare module "pino-roll" {
  import type { DestinationStream } from "pino";
  type TOptions = {
    file: string;
    extension?: string;
    frequency?: "daily" | "hourly" | number;
    size?: string;
    mkdir?: boolean;
    limit?: { count: number };
    /** File mode of every log file created. */
    mode?: number;
    /** Passed to sonic-boom: false buffers writes off the caller's path. */
    sync?: boolean;
  };
  export default function pinoRoll(options: TOptions): Promise<DestinationStream>;
}
