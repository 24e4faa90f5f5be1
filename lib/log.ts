/**
 * Structured server logs: one JSON line per event, which every host's log collector can
 * parse. Callers never pass personal data: leads are named by their Idempotency-Key.
 */
export type LogFields = Record<string, string | number | boolean | undefined>;

export type Log = (level: 'info' | 'warn' | 'error', event: string, fields: LogFields) => void;

export const consoleLog: Log = (level, event, fields) => {
  console[level](JSON.stringify({ event, ...fields }));
};
