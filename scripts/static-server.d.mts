import type { FastifyInstance } from 'fastify';

/** See static-server.mjs: a Fastify server confined to one folder (issue 29, item 7). */
export function createStaticServer(root: string): FastifyInstance;
