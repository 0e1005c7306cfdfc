/** @portal/connect: opens the hosted Connect page from any web app (ESM build; global.ts is the script tag's). */
export type { ConnectLocale, ConnectMessage } from './connect-message';
export {
  type ConnectError,
  type ConnectHandle,
  type ConnectOptions,
  type ConnectSuccess,
  openConnect,
} from './open-connect';
