/**
 * The data layer the routes call (issue 3 "one query layer"): one object grouping every repository,
 * built from a Drizzle database and a Storage. Repositories scope tenant data by owner and throw the
 * 404/409 HttpErrors of spec §8; routes stay thin.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Revocation } from '../auth/revocations.ts';
import { type CampaignSettings, createCampaignService } from '../campaign/campaign-service.ts';
import { createSecretBox, type SecretBox } from '../crypto/secret-box.ts';
import type { Db } from '../db/connect.ts';
import type { JobQueue } from '../jobs/queue.ts';
import type { Mailer } from '../mail/mailer.ts';
import { createStripeEventJobs } from '../payments/stripe-events.ts';
import { createStripeGateway, type StripeSettings } from '../payments/stripe-gateway.ts';
import type { Storage } from '../storage/storage.ts';
import { createBusinessInfoRepo } from './business-info.ts';
import { createCampaignRepo } from './campaign.ts';
import { createCustomerRepo } from './customers.ts';
import { createDomainRepo, type DomainDns } from './domains.ts';
import { createFileRepo, DEFAULT_FILE_LIMITS, type FileLimits } from './files.ts';
import { createHelpRepo } from './help.ts';
import { createIdempotencyRepo } from './idempotency.ts';
import { createLoginLinkRepo } from './login-links.ts';
import { DEFAULT_PAGE_CACHE_OPTIONS, type PageCacheOptions } from './page-cache.ts';
import { createPageRepo } from './pages.ts';
import { createPasswordResetRepo } from './password-resets.ts';
import { createPaymentRepo } from './payments.ts';
import { createPlanRepo } from './plans.ts';
import { createProjectSettingsRepo } from './project-settings.ts';
import { createProjectRepo } from './projects.ts';
import { createSessionCache, createSessionRepo } from './sessions.ts';
import { createSubscriberRepo } from './subscribers.ts';
import { createSupportRepo } from './support.ts';
import { createTemplateRepo } from './templates.ts';
import { createVersionRepo } from './versions.ts';

export interface StoreOptions {
  readonly sessionTtlMs: number;
  readonly resetTtlMs: number;
  readonly loginLinkTtlMs: number;
  /** How long a token lookup is remembered in this process (0 = every request asks the database). */
  readonly sessionCacheMs: number;
  /** The page detail cache (page-cache.ts); `validate` is on unless only this process writes the database. */
  readonly pageCache?: Partial<PageCacheOptions>;
}

/** What some repositories need beyond the database and storage. */
export interface StoreExtras {
  readonly fileLimits?: FileLimits;
  /** Seals secrets at rest (Stripe secret keys). */
  readonly secrets?: SecretBox;
  /** Where stored files are served (attachment URLs). */
  readonly hostedBase?: string;
  /** Projects' free addresses are `{slug}.{sitesDomain}`. */
  readonly sitesDomain?: string;
  /** Where customers' domains should point, and how "Check DNS" resolves them. */
  readonly domainDns?: DomainDns;
  /** Stripe's address (tests: a fake) and the fallback webhook signing secret. */
  readonly stripe?: StripeSettings;
  /** The job queue (jobs/queue.ts) and the email tools' addresses (tests: fakes). */
  readonly jobs?: JobQueue;
  readonly campaign?: CampaignSettings;
  readonly log?: FastifyBaseLogger;
  /** Tells the other instances what the token cache forgot (auth/revocations.ts; PostgreSQL only). */
  readonly announceRevocation?: (revocation: Revocation) => Promise<void>;
}

export const DEFAULT_STORE_OPTIONS: StoreOptions = {
  sessionTtlMs: 7 * 24 * 60 * 60 * 1000,
  resetTtlMs: 60 * 60 * 1000,
  loginLinkTtlMs: 10 * 60 * 1000,
  sessionCacheMs: 5_000,
};

export function createStore(
  db: Db,
  storage: Storage,
  mailer: Mailer,
  options: StoreOptions = DEFAULT_STORE_OPTIONS,
  extras: StoreExtras = {},
) {
  const {
    fileLimits = DEFAULT_FILE_LIMITS,
    secrets = createSecretBox(undefined),
    hostedBase = '',
    sitesDomain,
    domainDns,
    stripe,
  } = extras;
  const campaign = createCampaignService(
    createCampaignRepo(db, secrets),
    extras.jobs,
    extras.campaign,
    extras.log,
  );
  const paymentRepo = createPaymentRepo(db, secrets);
  const pageRepo = createPageRepo(db, storage, { ...DEFAULT_PAGE_CACHE_OPTIONS, ...options.pageCache });
  const projectRepo = createProjectRepo(db, storage, pageRepo, sitesDomain);
  const sessionCache = createSessionCache(
    options.sessionCacheMs ?? DEFAULT_STORE_OPTIONS.sessionCacheMs,
    extras.announceRevocation,
  );
  return {
    db,
    storage,
    mailer,
    customers: createCustomerRepo(db, (id) => void sessionCache.forgetCustomer(id)),
    /** The token cache, for the revocation listener (auth/revocations.ts). */
    sessionCache,
    sessions: createSessionRepo(db, options.sessionTtlMs, sessionCache),
    passwordResets: createPasswordResetRepo(db, options.resetTtlMs),
    loginLinks: createLoginLinkRepo(db, options.loginLinkTtlMs),
    pages: pageRepo,
    projects: projectRepo,
    projectSettings: createProjectSettingsRepo(db),
    versions: forgettingRestores(createVersionRepo(db, storage, pageRepo), pageRepo),
    domains: createDomainRepo(db, storage, domainDns),
    files: createFileRepo(db, storage, fileLimits),
    businessInfo: createBusinessInfoRepo(db),
    plans: createPlanRepo(db, secrets),
    payments: paymentRepo,
    stripe: createStripeGateway(stripe),
    stripeEvents: createStripeEventJobs(paymentRepo, extras.jobs, extras.log),
    support: createSupportRepo(db, () => hostedBase),
    help: createHelpRepo(db),
    subscribers: createSubscriberRepo(db, extras.jobs && campaign.enqueueSync),
    campaignConnections: createCampaignRepo(db, secrets),
    campaign,
    idempotency: createIdempotencyRepo(db),
    templates: createTemplateRepo(db, storage, projectRepo, pageRepo),
  };
}

export type Store = ReturnType<typeof createStore>;

/**
 * Version restores write pages rows themselves (versions.ts), so the page cache forgets what they may
 * have written: the restored page or project once done, and every page of the owner (a restore only
 * writes the owner's pages) when it failed, perhaps partway.
 */
function forgettingRestores(
  versions: ReturnType<typeof createVersionRepo>,
  pageRepo: ReturnType<typeof createPageRepo>,
): ReturnType<typeof createVersionRepo> {
  const forgetting =
    <T>(restore: (ownerId: string, versionId: string) => Promise<T>, forget: (restored: T) => void) =>
    async (ownerId: string, versionId: string) => {
      let restored: T;
      try {
        restored = await restore(ownerId, versionId);
      } catch (error) {
        pageRepo.forgetOwner(ownerId);
        throw error;
      }
      forget(restored);
      return restored;
    };
  return {
    ...versions,
    useProject: forgetting(versions.useProject, pageRepo.forgetProject),
    usePage: forgetting(versions.usePage, pageRepo.forgetPage),
  };
}
