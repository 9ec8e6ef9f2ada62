import type { FastifyInstance } from 'fastify';

export interface RouteEntry {
  readonly method: string;
  readonly url: string;
  /** Left out of the OpenAPI document on purpose (`schema.hide`). */
  readonly hidden: boolean;
}

const tables = new WeakMap<FastifyInstance, RouteEntry[]>();

/** Records every route added to the app from now on (call it before registering any). */
export function recordRoutes(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  tables.set(app, table);
  app.addHook('onRoute', (route) => {
    const hidden = route.schema?.hide === true;
    for (const method of [route.method].flat()) table.push({ method, url: route.url, hidden });
  });
}

/** The routes the app holds, as added (HEAD routes Fastify adds for GETs included). */
export const routeTable = (app: FastifyInstance): readonly RouteEntry[] => tables.get(app) ?? [];
