import { pino, type Logger } from 'pino';

/** Structured logs; credentials are redacted by key wherever they might appear. */
export function createLogger(level: string): Logger {
  return pino({
    level,
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
  });
}
