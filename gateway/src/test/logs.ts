import { Writable } from 'node:stream';
import pino, { type Logger } from 'pino';

export interface CapturedLogs {
  logger: Logger;
  /** Every line written so far, parsed (pino's JSON). */
  entries(): Record<string, unknown>[];
  /** The entries whose `msg` is `msg`. */
  find(msg: string): Record<string, unknown>[];
}

/** A pino logger (warnings and above by default) that keeps every line, for tests that check what is logged. */
export function captureLogs(level = 'warn'): CapturedLogs {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  return {
    logger: pino({ level }, sink),
    entries,
    find: (msg) => entries().filter((e) => e.msg === msg),
  };
}
