/**
 * The script-tag build (`PortalConnect.openConnect`): the portal serves it, so without a `baseUrl` the page is on
 * the origin this script came from. Only this build reads `document.currentScript`: in an app's own bundle it would
 * name the app's script.
 */
import { type ConnectHandle, type ConnectOptions, openConnect as openConnectAt } from './open-connect';

const script = document.currentScript;
const scriptOrigin = script instanceof HTMLScriptElement && script.src ? new URL(script.src).origin : undefined;

export function openConnect(options: ConnectOptions): ConnectHandle {
  return openConnectAt({ ...options, baseUrl: options.baseUrl ?? scriptOrigin });
}
