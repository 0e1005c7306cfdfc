import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';

export interface LocalServer {
  /** http://127.0.0.1:<port> plus the prefix the plugin was mounted under. */
  url: string;
  app: FastifyInstance;
  close(): Promise<void>;
}

/** Starts a Fastify plugin on a random loopback port (simulators, fixture servers, test vendors). */
export async function startLocalServer<Options extends object>(
  plugin: FastifyPluginAsync<Options>,
  options: Options = {} as Options,
  prefix = '',
): Promise<LocalServer> {
  // Tests close servers while clients may keep connections alive: close them all at once.
  const app = Fastify({ logger: false, forceCloseConnections: true });
  await app.register(plugin, { ...options, prefix });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}${prefix}`, app, close: () => app.close() };
}
