import { EXPLORER_DEFAULT_HEADER, EXPLORER_LANGUAGES, type ExplorerLanguage } from '@portal/shared/explorer/explorer.constants';
import type { ExplorerCall } from '@portal/shared/explorer/explorer-request';

/**
 * A code sample of an explorer call, made by postman-code-generators. It is a Node library (it needs Node's modules
 * and would add its every language to the web app), so the server makes the samples (docs/decisions.md). Both
 * libraries load on the first sample (about 2 s of start-up otherwise).
 */
export async function explorerCodeOf(language: ExplorerLanguage, call: ExplorerCall): Promise<string> {
  const [{ default: codegen }, { default: sdk }] = await Promise.all([import('postman-code-generators'), import('postman-collection')]);
  const target = EXPLORER_LANGUAGES.find((entry) => entry.label === language)!;
  const headers = Object.entries(call.headers).map(([key, value]) => ({ key, value }));
  if (!headers.some((header) => header.key.toLowerCase() === EXPLORER_DEFAULT_HEADER.key.toLowerCase())) headers.push({ ...EXPLORER_DEFAULT_HEADER });
  const request = new sdk.Request({
    url: call.url,
    method: call.method,
    header: headers,
    ...(call.body ? { body: { mode: 'raw', raw: JSON.stringify(call.body, null, 2), options: { raw: { language: 'json' } } } } : {}),
  });
  return new Promise((resolve, reject) => {
    codegen.convert(target.language, target.variant, request, { trimRequestBody: true, followRedirect: true }, (error, snippet) => (error ? reject(error) : resolve(snippet)));
  });
}
