import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'pino';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type LevelAware = FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean };

/**
 * A request's logger (`req.log`), which becomes a real pino child with the request id only
 * when the request logs something at an enabled level: most requests log nothing, and a
 * child per request is work that every request would pay for. Everything that is logged
 * carries the request id as before.
 */
export class RequestLogger implements FastifyBaseLogger {
  private real: FastifyBaseLogger | null = null;

  constructor(private readonly parent: LevelAware, private readonly bindings: Bindings) {}

  get level(): string {
    return this.real?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.materialize().level = level;
  }

  isLevelEnabled(level: string): boolean {
    const target = (this.real ?? this.parent) as LevelAware;
    return target.isLevelEnabled ? target.isLevelEnabled(level) : true;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.materialize().child(bindings, options);
  }

  fatal(...args: unknown[]): void { this.write('fatal', args); }
  error(...args: unknown[]): void { this.write('error', args); }
  warn(...args: unknown[]): void { this.write('warn', args); }
  info(...args: unknown[]): void { this.write('info', args); }
  debug(...args: unknown[]): void { this.write('debug', args); }
  trace(...args: unknown[]): void { this.write('trace', args); }
  silent(): void {}

  private write(level: Level, args: unknown[]): void {
    if (this.real === null && !this.isLevelEnabled(level)) return;
    const real = this.materialize();
    Reflect.apply(real[level], real, args);
  }

  private materialize(): FastifyBaseLogger {
    this.real ??= this.parent.child(this.bindings);
    return this.real;
  }
}

/**
 * Fastify's `childLoggerFactory`: a lazy request logger, or a real child when the route sets
 * its own log level or serializers.
 */
export function requestLoggerFactory(logger: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger {
  return options.level !== undefined || options.serializers !== undefined ? logger.child(bindings, options) : new RequestLogger(logger, bindings);
}

/**
 * Fastify's request lines, one per request: `request completed` (info: method, URL, remote
 * address, status, time) or `request errored` (error) when the answer is finished, instead
 * of Fastify's two (`incoming request` and `request completed`). Other lines (stream errors,
 * serializer failures) are Fastify's own.
 */
export class AccessLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
      return;
    }
    const log = reply.log as LevelAware;
    if (log.isLevelEnabled && !log.isLevelEnabled('info')) return;
    reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
