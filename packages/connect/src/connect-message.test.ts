import {
  CONNECT_MESSAGE_SOURCE as SHARED_SOURCE,
  type ConnectLocale as SharedLocale,
  type ConnectMessage as SharedMessage,
} from '@portal/shared/connect/connect.constants';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { CONNECT_MESSAGE_SOURCE, type ConnectLocale, type ConnectMessage, readConnectMessage } from './connect-message';

describe('the copy of the hosted page’s messages', () => {
  it('is the contract’s ConnectMessage and ConnectLocale (checked by tsc: npm run typecheck)', () => {
    expectTypeOf<ConnectMessage>().toEqualTypeOf<SharedMessage>();
    expectTypeOf<ConnectLocale>().toEqualTypeOf<SharedLocale>();
    expect(CONNECT_MESSAGE_SOURCE).toBe(SHARED_SOURCE);
  });

  it('reads every kind of message the contract declares, whole', () => {
    const source = SHARED_SOURCE;
    const messages: SharedMessage[] = [
      { source, type: 'ready' },
      { source, type: 'resize', height: 512 },
      { source, type: 'success', connectionId: 'c1', serviceId: 'bamboohr', status: 'connected' },
      { source, type: 'exit' },
      { source, type: 'error', code: 'token_expired', message: 'This connect link has expired' },
    ];
    for (const message of messages) expect(readConnectMessage(structuredClone(message))).toEqual(message);
  });

  it('ignores what is not one of them: another source, an unknown type, a field missing or of another type', () => {
    const source = CONNECT_MESSAGE_SOURCE;
    for (const data of [
      null,
      'ready',
      { type: 'ready' },
      { source: 'someone-else', type: 'exit' },
      { source, type: 'close' },
      { source, type: 'resize', height: '512' },
      { source, type: 'resize', height: Number.NaN },
      { source, type: 'success', serviceId: 'bamboohr' },
      { source, type: 'error', code: 'x' },
    ])
      expect(readConnectMessage(data)).toBeUndefined();
  });

  it('keeps only the declared fields of a message', () => {
    const message = { source: CONNECT_MESSAGE_SOURCE, type: 'exit', extra: '<script>' };
    expect(readConnectMessage(message)).toEqual({ source: CONNECT_MESSAGE_SOURCE, type: 'exit' });
  });
});
