/**
 * The email tools as the app uses them (issue 25 "ActiveCampaign and Mailchimp"): a client per call
 * from a project's stored connection, a key check before a connection is saved, and the queued
 * subscriber sync.
 *
 * The sync job (`subscriber-sync`, one per subscriber and retry round) upserts the subscriber into
 * the form's list — an upsert by email on both providers, so running it twice adds one member — and
 * records the outcome on the subscriber row: `synced`; `failed` with the provider's reason on a 4xx
 * (no retry: the same request would be refused again); a 429 or 5xx throws, so the queue retries it
 * with backoff, and the last attempt records `failed` instead.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { CampaignProvider, SyncTarget } from '../../api/campaign.ts';
import { type CampaignRepo, type Credentials, providerName } from '../data/campaign.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { createActiveCampaignClient } from './activecampaign.ts';
import { createMailchimpClient, DEFAULT_MAILCHIMP_BASE, type SubscriberDetails } from './mailchimp.ts';
import { DEFAULT_PROVIDER_HTTP, type ProviderFailure, type ProviderHttpOptions } from './provider-http.ts';

export interface CampaignSettings {
  /** `MAILCHIMP_API_BASE`: default `https://{dc}.api.mailchimp.com/3.0`. */
  readonly mailchimpBase?: string | undefined;
  /** `ACTIVECAMPAIGN_API_BASE`: when set, used instead of each account's `{account_url}/api/3`. */
  readonly activeCampaignBase?: string | undefined;
  readonly http?: ProviderHttpOptions;
}

export const SUBSCRIBER_SYNC_JOB = 'subscriber-sync';

export interface SyncJob {
  readonly subscriberId: string;
}

export function createCampaignService(
  repo: CampaignRepo,
  /** Without a queue (a store built for a script), nothing is synced. */
  jobs: JobQueue | undefined,
  settings: CampaignSettings = {},
  log?: FastifyBaseLogger,
) {
  const http = settings.http ?? DEFAULT_PROVIDER_HTTP;
  const mailchimp = (apiKey: string) =>
    createMailchimpClient(apiKey, settings.mailchimpBase ?? DEFAULT_MAILCHIMP_BASE, http);
  const activeCampaign = (credentials: Pick<Credentials, 'accountUrl' | 'apiKey'>) =>
    createActiveCampaignClient(credentials.accountUrl, credentials.apiKey, settings.activeCampaignBase, http);

  const upsert = async (credentials: Credentials, target: SyncTarget, who: SubscriberDetails) => {
    if (credentials.provider === 'mailchimp')
      return mailchimp(credentials.apiKey).upsertMember(target.list_id, who, target.tags);
    return activeCampaign(credentials).upsertContact(who, target.list_id, target.tags);
  };

  const sync = async (job: SyncJob, isLastAttempt: boolean) => {
    const row = await repo.subscriberForSync(job.subscriberId);
    if (!row?.syncTarget || row.syncState === 'synced') return;
    const target = row.syncTarget;
    const name = providerName(target.provider);
    const credentials = await repo.credentialsOf(row.projectId, target.provider);
    if (!credentials) return repo.markFailed(row.id, `This project is not connected to ${name}`);
    if (!row.email) return repo.markFailed(row.id, 'The form sent no email address');
    const fields = row.fields as Record<string, string>;
    const [first = '', ...rest] = row.name.split(' ');
    const who = {
      email: row.email,
      firstName: fields.first_name?.trim() || first,
      lastName: fields.last_name?.trim() || rest.join(' '),
    };
    const result = await upsert(credentials, target, who);
    if (result.ok) return repo.markSynced(row.id);
    const reason = failureMessage(target.provider, result);
    if (result.kind === 'auth' || result.kind === 'refused') return repo.markFailed(row.id, reason);
    if (isLastAttempt) return repo.markFailed(row.id, `${reason} (gave up after several tries)`);
    log?.info({ subscriberId: row.id, status: result.status }, 'subscriber sync will be retried');
    throw new Error(reason);
  };

  jobs?.define<SyncJob>(SUBSCRIBER_SYNC_JOB, (data, context) => sync(data, context.isLastAttempt));

  const enqueueSync = async (subscriberId: string, round: number) => {
    if (!jobs) throw new Error('No job queue: subscribers cannot be synced');
    await jobs.send<SyncJob>(SUBSCRIBER_SYNC_JOB, { subscriberId }, `${subscriberId}:${round}`);
  };

  return {
    mailchimp,
    activeCampaign,
    enqueueSync,

    /** The account's name when the provider accepts the key; a failure otherwise. */
    async verify(provider: CampaignProvider, apiKey: string, accountUrl: string) {
      return provider === 'mailchimp'
        ? mailchimp(apiKey).account()
        : activeCampaign({ apiKey, accountUrl }).account();
    },

    /** Queues again the subscribers left pending (a crash between their insert and their job). */
    async resumePending(): Promise<number> {
      const pending = await repo.pendingSubscribers();
      for (const row of pending) await enqueueSync(row.id, row.syncRound);
      return pending.length;
    },
  };
}

/** The owner-facing words of a provider failure (never a key: only the provider's reason). */
export function failureMessage(provider: CampaignProvider, failure: ProviderFailure): string {
  const name = providerName(provider);
  switch (failure.kind) {
    case 'auth':
      return `${name} refused the API key: ${failure.reason}`;
    case 'refused':
      return `${name} refused: ${failure.reason}`;
    case 'rate':
      return `${name} is rate limiting requests: ${failure.reason}`;
    case 'unavailable':
      return `${name} is unavailable: ${failure.reason}`;
  }
}

export type CampaignService = ReturnType<typeof createCampaignService>;
