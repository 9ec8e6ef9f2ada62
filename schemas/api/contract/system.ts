import { z } from 'zod';
import { text } from '../../text';
import { operation } from './operation';

const healthSchema = z.object({ status: z.enum(['ok', 'degraded']), database: z.enum(['ok', 'unreachable']) });
const okSchema = z.object({ status: z.literal('ok') });
const unreadySchema = z.object({ status: z.literal('unavailable'), reason: text() });

/** Probes and the server's clock. */
export const systemContract = {
  'GET /health': operation({ summary: 'Whether the server and its database answer', answer: healthSchema, otherAnswers: { 503: healthSchema } }),
  'GET /health/live': operation({ summary: 'Whether the process answers (the liveness probe)', answer: okSchema }),
  'GET /health/ready': operation({
    summary: 'Whether it can serve: database answering, migrations applied (the readiness probe)',
    answer: okSchema,
    otherAnswers: { 503: unreadySchema },
  }),
  'GET /fapi/server/time': operation({ summary: "The server's clock", answer: z.object({ timestamp: z.iso.datetime() }) }),
} as const;
