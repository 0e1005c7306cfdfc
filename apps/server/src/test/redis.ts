import { connect } from 'node:net';

/** The Redis the limit tests use: TEST_REDIS_URL, or the machine's own. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether a Redis answers at TEST_REDIS_URL (the Redis variants of the limit tests run only then). */
export function redisAnswers(url = TEST_REDIS_URL): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const { hostname, port } = new URL(url);
    const socket = connect(Number(port || 6379), hostname);
    socket.setTimeout(1000);
    socket.on('connect', () => (socket.end(), resolve(true)));
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => (socket.destroy(), resolve(false)));
  });
}
