/**
 * `GET /api/health` and `GET /api/ready` (issue 26 "Health", CONTRACT "HTTP"): what a load balancer
 * or an orchestrator asks each instance. Health: the database answers `select 1` and the storage its
 * ping; 503 names what failed. Ready: migrated and not draining for shutdown. Browser-safe.
 */
import { z } from 'zod';
import { okEnvelope } from './common.ts';

export const CheckState = z.enum(['ok', 'failing']);
export type CheckState = z.infer<typeof CheckState>;

export const HealthChecks = z.object({ database: CheckState, storage: CheckState });
export type HealthChecks = z.infer<typeof HealthChecks>;

export const HealthResponse = okEnvelope({ status: z.literal('ok'), checks: HealthChecks });
export type HealthResponse = z.infer<typeof HealthResponse>;

export const ReadyResponse = okEnvelope({ status: z.literal('ready') });
export type ReadyResponse = z.infer<typeof ReadyResponse>;
