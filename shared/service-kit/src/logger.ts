import pino from 'pino';

export type Logger = pino.Logger;

export function createLogger(name: string, level = 'info'): Logger {
  return pino({ name, level, redact: ['req.headers.authorization', 'req.headers.cookie', '*.password'] });
}
