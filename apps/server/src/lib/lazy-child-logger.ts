import { LogController, type FastifyBaseLogger } from "fastify";
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

/**
 * Fastify options giving every request a lazy child of `logger` without handing Fastify the logger itself: given
 * a logger, Fastify attaches `finish` and `error` listeners to every response to time it for request logging,
 * which is off here (about an eighth of a cheap request's CPU time, docs/decisions/016). Fastify's own `app.log`
 * is then a no-op: the caller sets it to `logger`.
 */
export function requestLoggerOptions(logger: FastifyBaseLogger) {
  return {
    logger: false,
    logController: new LogController({ disableRequestLogging: true }),
    childLoggerFactory: (_silent: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions) => lazyChildLogger(logger, bindings, options),
  } as const;
}
