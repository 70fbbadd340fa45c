import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import { requestLogFields } from './observability/requestId.js';

/**
 * Structured logs; credentials are redacted by key wherever they might appear, and a line logged while a
 * request is served carries its `requestId`. Standard output unless a destination is given (tests).
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options: LoggerOptions = {
    level,
    mixin: requestLogFields,
    redact: {
      paths: [
        'password',
        '*.password',
        '*.newPassword',
        '*.currentPassword',
        'token',
        '*.token',
        'otp',
        '*.otp',
        'resetToken',
        '*.resetToken',
        'req.headers.authorization',
        'headers.authorization',
        'variables',
      ],
      censor: '[redatto]',
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
