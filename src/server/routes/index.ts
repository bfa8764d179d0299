/**
 * Registers every resource plugin under `/api` (ARCHITECTURE "Server": one plugin per resource),
 * explicitly rather than by autoload so the route table reads in one place.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AuthRouteOptions, authRoutes } from './auth.ts';
import { customerRoutes } from './customer.ts';
import { pageRoutes } from './page.ts';
import { projectRoutes } from './project.ts';
import { pageVersionRoutes, projectVersionRoutes } from './version.ts';

export interface RouteOptions {
  readonly auth: AuthRouteOptions;
}

export const apiRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, options) => {
  await app.register(authRoutes, { prefix: '/app_api', ...options.auth });
  await app.register(customerRoutes, { prefix: '/customer' });
  await app.register(projectRoutes, { prefix: '/project' });
  await app.register(pageRoutes, { prefix: '/page' });
  await app.register(projectVersionRoutes, { prefix: '/project' });
  await app.register(pageVersionRoutes, { prefix: '/page' });
};
