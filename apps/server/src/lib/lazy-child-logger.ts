import type { FastifyBaseLogger } from "fastify";
import type { Bindings, ChildLoggerOptions, Level } from "pino";

type TLogArgs = [unknown, ...unknown[]];

/**
 * A request's logger, made into a real pino child only when something is logged: most requests log
 * nothing, and a child with redaction serialises its bindings on creation (about 5 % of a cheap request).
 */
class LazyChildLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  private get real(): FastifyBaseLogger {
    this.#child ??= this.parent.child(this.bindings, this.options);
    return this.#child;
  }

  private write(level: Level | "silent", args: TLogArgs) {
    (this.real[level] as (...values: TLogArgs) => void)(...args);
  }

  get level() {
    return this.#child?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.real.level = level;
  }

  fatal(...args: TLogArgs) {
    this.write("fatal", args);
  }
  error(...args: TLogArgs) {
    this.write("error", args);
  }
  warn(...args: TLogArgs) {
    this.write("warn", args);
  }
  info(...args: TLogArgs) {
    this.write("info", args);
  }
  debug(...args: TLogArgs) {
    this.write("debug", args);
  }
  trace(...args: TLogArgs) {
    this.write("trace", args);
  }
  silent(...args: TLogArgs) {
    this.write("silent", args);
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real.child(bindings, options);
  }
}

export function lazyChildLogger(logger: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger {
  return new LazyChildLogger(logger, bindings, options) as unknown as FastifyBaseLogger;
}
