// A worker thread that makes code samples (explorer-code.ts runs a small pool of them), so a large sample never
// blocks the server's event loop. Plain JavaScript: it runs as is from the sources and beside the bundle
// (build.mjs copies it). The one file that knows the generating library (httpsnippet-lite, which installs without
// scripts, unlike postman-code-generators: docs/decisions.md, "Install"): it takes a library-neutral job
// { target, client, method, url, headers: [{ key, value }], jsonBody? } and answers { id, code } or { id, error }.
import { parentPort } from 'node:worker_threads';
import { HTTPSnippet } from 'httpsnippet-lite';

/** The job as the HAR request httpsnippet reads (query and cookies come from the URL and the headers). */
function harOf(job) {
  return {
    method: job.method,
    url: job.url,
    httpVersion: 'HTTP/1.1',
    headers: job.headers.map(({ key, value }) => ({ name: key, value })),
    queryString: [],
    cookies: [],
    headersSize: -1,
    bodySize: -1,
    ...(job.jsonBody === undefined ? {} : { postData: { mimeType: 'application/json', text: job.jsonBody } }),
  };
}

async function codeOf(job) {
  const code = await new HTTPSnippet(harOf(job)).convert(job.target, job.client);
  if (typeof code !== 'string') throw new Error(`no code sample for ${job.target} ${job.client}`);
  return code;
}

parentPort.on('message', ({ id, job }) => {
  codeOf(job).then(
    (code) => parentPort.postMessage({ id, code }),
    (error) => parentPort.postMessage({ id, error: String(error?.message ?? error) }),
  );
});
