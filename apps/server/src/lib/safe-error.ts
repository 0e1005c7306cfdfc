/**
 * Errors fit for the log: a database error's message and stack carry the query's parameters
 * (drizzle's "Failed query: … params: …", the driver's "Key (email)=(…)" detail), which are
 * people's data, password hashes and keys. They are cut out; the query text stays.
 */
const PARAMS = /\nparams: [\s\S]*?(?=\n\s+at |\ncaused by|$)/g;
/** Properties of driver errors that hold values of the query. */
const VALUE_PROPERTIES = new Set(['params', 'parameters', 'detail', 'where', 'internalQuery']);

export function safeMessage(message: string): string {
  return message.replace(PARAMS, '\nparams: [redacted]');
}

/** PostgreSQL quotes the offending value in its messages (`invalid input syntax for type integer: "…"`). */
const quotedValues = (text: string) => text.replace(/"[^"\n]*"/g, '"[redacted]"');

/**
 * The `err` serializer of the logger (app.ts): type, message, stack, the error's own fields and its cause, without
 * values.
 */
export function safeErrorSerializer(error: Error): {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
} {
  return serialize(error, 0) as { type: string; message: string; stack: string };
}

function serialize(error: unknown, depth: number): unknown {
  if (!(error instanceof Error)) return error;
  // A PostgreSQL error (it has a severity) may quote the value it refused.
  const scrub = 'severity' in error ? (text: string) => quotedValues(safeMessage(text)) : safeMessage;
  const serialized: Record<string, unknown> = {
    type: error.constructor.name,
    message: scrub(error.message),
    stack: scrub(error.stack ?? ''),
  };
  for (const [key, value] of Object.entries(error)) {
    if (VALUE_PROPERTIES.has(key) || key === 'cause') continue;
    serialized[key] = typeof value === 'string' ? scrub(value) : value;
  }
  if (error.cause !== undefined && depth < 3) serialized.cause = serialize(error.cause, depth + 1);
  return serialized;
}
