/**
 * The messages the hosted page posts to its parent frame or opener: a copy of `ConnectMessage` in
 * packages/shared/src/connect/connect.constants.ts (this bundle imports nothing at run time, to stay small and
 * standalone); connect-message.test.ts fails when the two differ.
 */
export const CONNECT_MESSAGE_SOURCE = 'portal-connect';

export type ConnectMessage =
  | { source: typeof CONNECT_MESSAGE_SOURCE; type: 'ready' }
  | { source: typeof CONNECT_MESSAGE_SOURCE; type: 'resize'; height: number }
  | {
      source: typeof CONNECT_MESSAGE_SOURCE;
      type: 'success';
      connectionId: string;
      serviceId: string;
      status: 'connected';
    }
  | { source: typeof CONNECT_MESSAGE_SOURCE; type: 'exit' }
  | { source: typeof CONNECT_MESSAGE_SOURCE; type: 'error'; code: string; message: string };

/** The languages of the hosted page (CONNECT_LOCALES). */
export type ConnectLocale = 'en' | 'sv' | 'nb' | 'da' | 'fi' | 'de' | 'fr';

const isString = (value: unknown): value is string => typeof value === 'string';

/** The message in a `message` event's data, or undefined when it is not one of the hosted page's, or malformed. */
export function readConnectMessage(data: unknown): ConnectMessage | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const message = data as Record<string, unknown>;
  if (message.source !== CONNECT_MESSAGE_SOURCE) return undefined;
  const source = CONNECT_MESSAGE_SOURCE;
  switch (message.type) {
    case 'ready':
    case 'exit':
      return { source, type: message.type };
    case 'resize':
      return typeof message.height === 'number' && Number.isFinite(message.height)
        ? { source, type: 'resize', height: message.height }
        : undefined;
    case 'success':
      return isString(message.connectionId) && isString(message.serviceId)
        ? {
            source,
            type: 'success',
            connectionId: message.connectionId,
            serviceId: message.serviceId,
            status: 'connected',
          }
        : undefined;
    case 'error':
      return isString(message.code) && isString(message.message)
        ? { source, type: 'error', code: message.code, message: message.message }
        : undefined;
    default:
      return undefined;
  }
}
