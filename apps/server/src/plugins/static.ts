import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { allowedMethods, routeNotFound } from './api-answers';

/**
 * Serves the built web app; every unknown path that is not under /api gets its
 * index.html so the client router can answer it. Unknown /api paths get a JSON 404.
 *
 * The web build writes `<file>.br` and `<file>.gz` beside each text file
 * (apps/web/vite.config.ts, `precompress`): a request gets the smallest its
 * Accept-Encoding allows (brotli, then gzip, then the file itself), with
 * `Vary: Accept-Encoding`, and nothing is compressed per request.
 */
export async function registerStatic(app: FastifyInstance, distDir: string | undefined) {
  if (distDir) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The compressed copies are sent in place of their file, never as files of their own.
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders(res, filePath) {
        // Vite fingerprints everything under assets/; the rest must be revalidated.
        const immutable = filePath.startsWith(join(distDir, 'assets'));
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = path === '/api' || path.startsWith('/api/');
    if (!isApi && distDir && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    // A known path asked with a method it does not take: 405 and the methods it does.
    const allow = allowedMethods(app.routeTable, path);
    if (allow.length > 0) {
      return reply
        .status(405)
        .header('allow', allow.join(', '))
        .send({
          error: {
            statusCode: 405,
            code: 'METHOD_NOT_ALLOWED',
            message: `${request.method} is not allowed on ${path}; use ${allow.join(', ')}`,
          },
        });
    }
    return routeNotFound(reply, request.method, path);
  });
}
