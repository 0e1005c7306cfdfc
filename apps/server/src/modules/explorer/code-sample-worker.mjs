// A worker thread that makes code samples (explorer-code.ts runs a small pool of them), so a large sample never
// blocks the server's event loop. Plain JavaScript: it runs as is from the sources and beside the bundle
// (build.mjs copies it). The one file that knows the generating library (postman-code-generators today): it takes
// a library-neutral job { language, variant, method, url, headers: [{ key, value }], jsonBody? } and answers
// { id, code } or { id, error }.
import { parentPort } from 'node:worker_threads';

const [{ default: codegen }, { default: sdk }] = await Promise.all([import('postman-code-generators'), import('postman-collection')]);

function codeOf(job) {
  const request = new sdk.Request({
    url: job.url,
    method: job.method,
    header: job.headers,
    ...(job.jsonBody === undefined ? {} : { body: { mode: 'raw', raw: job.jsonBody, options: { raw: { language: 'json' } } } }),
  });
  return new Promise((resolve, reject) => {
    codegen.convert(job.language, job.variant, request, { trimRequestBody: true, followRedirect: true }, (error, snippet) => (error ? reject(error) : resolve(snippet)));
  });
}

parentPort.on('message', ({ id, job }) => {
  codeOf(job).then(
    (code) => parentPort.postMessage({ id, code }),
    (error) => parentPort.postMessage({ id, error: String(error?.message ?? error) }),
  );
});
