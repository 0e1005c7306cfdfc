import { AppError } from '../../lib/app-error';

/** The one answer to a passthrough path that could leave the connection's base path, whatever the trick. */
export const VENDOR_PATH_REFUSED =
  "The vendor path must stay below the connection's base URL: no . or .. segments, backslashes, control characters, encoded separators or double encoding";

export const refusedPath = () => new AppError(400, 'INVALID_VENDOR_PATH', VENDOR_PATH_REFUSED);

/** Escapes that smuggle a separator past the router (`%2f`, `%5c`) or are decoded twice somewhere (`%25…`). */
const ENCODED_SEPARATOR = /%(2f|5c|25)/i;
// control characters are what is looked for (a tab is dropped by the URL parser).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** `\` (a `/` to the URL parser), `?` and `#` (they would end the path), and `//` (a host to some parsers). */
const SEPARATOR_TRICK = /[\\?#]|\/\//;
/** A `.` or `..` segment, also with matrix parameters (`..;x`, as servlet containers read it). */
const isDotSegment = (segment: string) => /^\.{1,2}$/.test(segment.split(';')[0]!);

/**
 * The vendor path of `/passthrough/{serviceId}/{path}`, judged on the path as the caller sent it (`rawUrl`, still
 * encoded): refused unless, decoded once and also in its compatibility form (a fullwidth `．` is a `.` to some
 * servers), it has no dot segment, backslash, control character, `?`, `#` or `//`, and no encoded separator or
 * `%25`. Invalid escapes (`%c0%ae`, `%u002e`) do not decode and are refused too. The vendor client checks the URL it
 * builds once more (`joinUrl`).
 */
export function vendorPathOf(rawUrl: string): string {
  const rawPath = rawUrl.split('?')[0]!;
  const afterRoute = rawPath.indexOf('/passthrough/') + '/passthrough/'.length;
  const raw = rawPath.slice(rawPath.indexOf('/', afterRoute) + 1);
  if (ENCODED_SEPARATOR.test(raw)) throw refusedPath();
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    throw refusedPath();
  }
  const path = `/${decoded}`;
  for (const form of [path, path.normalize('NFKC')]) {
    if (CONTROL.test(form) || SEPARATOR_TRICK.test(form) || form.split('/').some(isDotSegment)) throw refusedPath();
  }
  return path;
}
