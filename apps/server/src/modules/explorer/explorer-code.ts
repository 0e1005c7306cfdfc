import { Worker } from 'node:worker_threads';
import {
  EXPLORER_DEFAULT_HEADER,
  EXPLORER_LANGUAGES,
  type ExplorerLanguage,
} from '@portal/shared/explorer/explorer.constants';
import type { ExplorerCall } from '@portal/shared/explorer/explorer-request';

/**
 * What a code-sample worker is asked to make: a call and the language to write it in, in no library's terms (the
 * worker, code-sample-worker.mjs, turns it into its library's request).
 */
export interface CodeSampleJob {
  /** The generator's language and its client library (EXPLORER_LANGUAGES). */
  target: string;
  client: string;
  method: string;
  url: string;
  headers: Array<{ key: string; value: string }>;
  /** The request body as JSON text, when the call has one. */
  jsonBody?: string;
}

type Answer = { id: number; code: string } | { id: number; error: string };
interface Pending {
  resolve(code: string): void;
  reject(error: Error): void;
}

/** Two workers: samples run beside the event loop, and the machine keeps a core for requests. */
const POOL_SIZE = 2;
const WORKER_FILE = new URL('./code-sample-worker.mjs', import.meta.url);

/**
 * A small pool of worker threads that make code samples, started on the first sample (the generating library takes
 * a moment to load) and unref'd, so they never hold the process open. A worker that dies fails its jobs and is
 * replaced on the next sample.
 */
export function createCodeSamplePool(size = POOL_SIZE) {
  const workers: Array<{ worker: Worker; pending: Map<number, Pending> } | undefined> = Array.from({ length: size });
  let nextId = 0;
  let turn = 0;

  function slot(index: number) {
    const existing = workers[index];
    if (existing) return existing;
    const worker = new Worker(WORKER_FILE);
    const entry = { worker, pending: new Map<number, Pending>() };
    worker.unref();
    worker.on('message', (answer: Answer) => {
      const waiting = entry.pending.get(answer.id);
      entry.pending.delete(answer.id);
      if ('code' in answer) waiting?.resolve(answer.code);
      else waiting?.reject(new Error(answer.error));
    });
    const fail = (error: Error) => {
      if (workers[index] === entry) workers[index] = undefined;
      for (const waiting of entry.pending.values()) waiting.reject(error);
      entry.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the code sample worker exited (${code})`)));
    workers[index] = entry;
    return entry;
  }

  return {
    /** Makes one sample in a worker (the one with the fewest jobs waiting, in turn). */
    make(job: CodeSampleJob): Promise<string> {
      const index = turn++ % size;
      const entry = slot(index);
      const id = nextId++;
      return new Promise<string>((resolve, reject) => {
        entry.pending.set(id, { resolve, reject });
        entry.worker.postMessage({ id, job });
      });
    },
    async close(): Promise<void> {
      await Promise.all(workers.map((entry) => entry?.worker.terminate()));
    },
  };
}
export type CodeSamplePool = ReturnType<typeof createCodeSamplePool>;

/**
 * The job of a code sample of an explorer call in one of the seven languages (the JSON content type added when absent).
 */
export function codeSampleJobOf(language: ExplorerLanguage, call: ExplorerCall): CodeSampleJob {
  const target = EXPLORER_LANGUAGES.find((entry) => entry.label === language)!;
  const headers = Object.entries(call.headers).map(([key, value]) => ({ key, value }));
  if (!headers.some((header) => header.key.toLowerCase() === EXPLORER_DEFAULT_HEADER.key.toLowerCase()))
    headers.push({ ...EXPLORER_DEFAULT_HEADER });
  return {
    target: target.target,
    client: target.client,
    method: call.method,
    url: call.url,
    headers,
    ...(call.body ? { jsonBody: JSON.stringify(call.body, null, 2) } : {}),
  };
}
