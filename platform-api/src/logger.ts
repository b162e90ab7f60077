import { pino, type Logger as PinoLogger } from 'pino';

export function createLogger(level: string): PinoLogger {
  return pino({ level, base: { service: 'suite-platform' }, redact: ['req.headers.authorization', 'req.headers.cookie'] });
}
