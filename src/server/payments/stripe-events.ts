/**
 * Stripe webhook processing on the job queue (issue 25 "Background work"; docs/jobs.md). The webhook
 * route checks the signature in the request and hands over the paid checkout the event reports; this
 * module queues one `stripe-event` job per Stripe event id, and the job records the payment.
 *
 * Invariants:
 * - One job per event id: a redelivered event (Stripe retries until it sees a 2xx, and may send an
 *   event twice) queues nothing new (`enqueue` answers false).
 * - The payment is recorded at most once: the job is safe to run again (a retry after a failure, a
 *   run after a `kill -9`), because the insert does nothing when the event or the Checkout Session is
 *   already stored (data/payments.ts, unique indexes of migration 0019) — the last guard.
 * - A failure (the database unreachable, say) throws, so the queue retries it with backoff; an event
 *   of a project deleted since the delivery is dropped, not retried.
 * - The job carries what the verified event said (no secret, no key); a payment is not recorded
 *   before its signature was checked, because only the webhook route queues jobs.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { CompletedCheckout } from '../data/payments.ts';
import type { JobQueue } from '../jobs/queue.ts';

export const STRIPE_EVENT_JOB = 'stripe-event';

/** A `CompletedCheckout` as JSON (the queue stores job data as JSON: the time as ISO text). */
export type StripeEventJob = Omit<CompletedCheckout, 'paidAt'> & { readonly paidAt: string };

/** The part of the payments repository the job needs (the repository itself, in the app). */
export interface PaymentRecorder {
  projectOwner(projectId: string): Promise<string | undefined>;
  record(input: CompletedCheckout): Promise<boolean>;
}

export function createStripeEventJobs(
  payments: PaymentRecorder,
  /** Without a queue (a store built for a script), the payment is recorded at once. */
  jobs: JobQueue | undefined,
  log?: FastifyBaseLogger,
) {
  const recordEvent = async (job: StripeEventJob) => {
    // The project was deleted after Stripe's delivery: nothing to record it on, and no retry helps.
    if (!(await payments.projectOwner(job.projectId))) {
      log?.info({ projectId: job.projectId, eventId: job.eventId }, 'Stripe event of a deleted project');
      return false;
    }
    const recorded = await payments.record({ ...job, paidAt: new Date(job.paidAt) });
    log?.info({ projectId: job.projectId, eventId: job.eventId, recorded }, 'Stripe payment');
    return recorded;
  };

  jobs?.define<StripeEventJob>(STRIPE_EVENT_JOB, async (data) => {
    await recordEvent(data);
  });

  return {
    /**
     * Queues the recording of a verified event's payment, keyed by the event id; true when queued
     * now, false when this event was queued before. Without a queue, records it now (true when new).
     */
    async enqueue(completed: CompletedCheckout): Promise<boolean> {
      const job: StripeEventJob = { ...completed, paidAt: completed.paidAt.toISOString() };
      if (!jobs) return recordEvent(job);
      return jobs.send<StripeEventJob>(STRIPE_EVENT_JOB, job, completed.eventId);
    },
  };
}

export type StripeEventJobs = ReturnType<typeof createStripeEventJobs>;
