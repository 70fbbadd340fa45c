import type { Logger } from 'pino';

export type JobOutcome = 'ok' | 'failed';
/** Told of each run's end (the metrics' job counter). */
export type JobRuns = (job: string, outcome: JobOutcome) => void;

/**
 * Runs `job` every `intervalMs` in this gateway, never two runs at once; the first run waits a little
 * (at most a minute) so a start-up or a rolling restart is not slowed by it. A failed run is logged with
 * `failure` and the next one tries again.
 */
export function startPeriodic(
  job: () => Promise<unknown>,
  opts: { name: string; intervalMs: number; logger: Pick<Logger, 'warn'>; failure: string; runs?: JobRuns },
): { stop(): void } {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await job();
      opts.runs?.(opts.name, 'ok');
    } catch (e) {
      opts.runs?.(opts.name, 'failed');
      opts.logger.warn({ err: (e as Error).message }, opts.failure);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(run, opts.intervalMs);
  timer.unref();
  const first = setTimeout(run, Math.min(60_000, opts.intervalMs));
  first.unref();
  return {
    stop() {
      clearInterval(timer);
      clearTimeout(first);
    },
  };
}
