/**
 * Email-tool connections per project (migration 0020): the API key sealed with SECRET_KEY like the
 * Stripe secret (crypto/secret-box.ts), answered only masked; the owner's project or a 404. And the
 * subscriber side of a sync: the target and state each subscriber row keeps (pending → synced, or
 * failed with the provider's reason), and the manual retry that starts a new round.
 */
import { and, eq } from 'drizzle-orm';
import type { CampaignConnection, CampaignProvider, SyncTarget } from '../../api/campaign.ts';
import type { SecretBox } from '../crypto/secret-box.ts';
import type { Db } from '../db/connect.ts';
import { campaignConnections, projects, subscribers } from '../db/schema.ts';
import { badRequest, notFound } from '../http/http-error.ts';

type ConnectionRow = typeof campaignConnections.$inferSelect;

/** What a client needs: the key in clear (server side only, never answered or logged). */
export interface Credentials {
  readonly provider: CampaignProvider;
  readonly apiKey: string;
  readonly accountUrl: string;
}

const mask = (last4: string) => (last4 ? `••••••••${last4}` : '');

function connectionOf(
  projectId: string,
  provider: CampaignProvider,
  row?: ConnectionRow,
): CampaignConnection {
  return {
    project_id: projectId,
    provider,
    connected: row !== undefined,
    account_name: row?.accountName ?? '',
    account_url: row?.accountUrl ?? '',
    api_key_masked: row ? mask(row.apiKeyLast4) : '',
    updated_at: row ? row.updatedAt.toISOString() : null,
  };
}

export function createCampaignRepo(db: Db, box: SecretBox) {
  const ownProject = async (ownerId: string, projectId: string) => {
    const [row] = await db
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.id, projectId), eq(projects.ownerId, ownerId)));
    if (!row) throw notFound('Project');
  };

  const row = async (projectId: string, provider: CampaignProvider) => {
    const [found] = await db
      .select()
      .from(campaignConnections)
      .where(and(eq(campaignConnections.projectId, projectId), eq(campaignConnections.provider, provider)));
    return found;
  };

  return {
    async save(
      ownerId: string,
      input: {
        projectId: string;
        provider: CampaignProvider;
        apiKey: string;
        accountUrl: string;
        accountName: string;
      },
    ): Promise<CampaignConnection> {
      await ownProject(ownerId, input.projectId);
      const values = {
        accountUrl: input.accountUrl,
        apiKeySealed: box.encrypt(input.apiKey),
        apiKeyLast4: input.apiKey.slice(-4),
        accountName: input.accountName,
      };
      const [saved] = await db
        .insert(campaignConnections)
        .values({ projectId: input.projectId, provider: input.provider, ownerId, ...values })
        .onConflictDoUpdate({
          target: [campaignConnections.projectId, campaignConnections.provider],
          set: { ...values, updatedAt: new Date() },
        })
        .returning();
      return connectionOf(input.projectId, input.provider, saved);
    },

    async status(ownerId: string, projectId: string, provider: CampaignProvider) {
      await ownProject(ownerId, projectId);
      return connectionOf(projectId, provider, await row(projectId, provider));
    },

    async remove(ownerId: string, projectId: string, provider: CampaignProvider) {
      await ownProject(ownerId, projectId);
      await db
        .delete(campaignConnections)
        .where(and(eq(campaignConnections.projectId, projectId), eq(campaignConnections.provider, provider)));
      return connectionOf(projectId, provider);
    },

    /** The owner's connection in clear, or a 400 saying the project is not connected. */
    async credentials(ownerId: string, projectId: string, provider: CampaignProvider): Promise<Credentials> {
      await ownProject(ownerId, projectId);
      const found = await this.credentialsOf(projectId, provider);
      if (!found) throw badRequest(`This project is not connected to ${providerName(provider)}`);
      return found;
    },

    /** For the sync job, which acts for the project (not a request's owner). */
    async credentialsOf(projectId: string, provider: CampaignProvider): Promise<Credentials | undefined> {
      const found = await row(projectId, provider);
      return found
        ? { provider, apiKey: box.decrypt(found.apiKeySealed), accountUrl: found.accountUrl }
        : undefined;
    },

    async subscriberForSync(subscriberId: string) {
      const [found] = await db.select().from(subscribers).where(eq(subscribers.id, subscriberId));
      return found;
    },

    /** Subscribers whose sync was queued but not finished (at most 1000 per start). */
    async pendingSubscribers() {
      return db
        .select({ id: subscribers.id, syncRound: subscribers.syncRound })
        .from(subscribers)
        .where(eq(subscribers.syncState, 'pending'))
        .limit(1000);
    },

    async markSynced(subscriberId: string) {
      await db
        .update(subscribers)
        .set({ syncState: 'synced', syncError: '', syncedAt: new Date() })
        .where(eq(subscribers.id, subscriberId));
    },

    async markFailed(subscriberId: string, reason: string) {
      await db
        .update(subscribers)
        .set({ syncState: 'failed', syncError: reason })
        .where(eq(subscribers.id, subscriberId));
    },

    /** A failed subscriber of the owner goes back to pending with a new round; answers that round. */
    async startRetry(ownerId: string, subscriberId: string): Promise<{ round: number; target: SyncTarget }> {
      const [found] = await db
        .select()
        .from(subscribers)
        .where(and(eq(subscribers.id, subscriberId), eq(subscribers.ownerId, ownerId)));
      if (!found) throw notFound('Subscriber');
      if (!found.syncTarget || found.syncState !== 'failed')
        throw badRequest('Only a subscriber whose sync failed can be sent again');
      const round = found.syncRound + 1;
      await db
        .update(subscribers)
        .set({ syncState: 'pending', syncError: '', syncRound: round })
        .where(eq(subscribers.id, subscriberId));
      return { round, target: found.syncTarget };
    },
  };
}

export const providerName = (provider: CampaignProvider) =>
  provider === 'mailchimp' ? 'Mailchimp' : 'ActiveCampaign';

export type CampaignRepo = ReturnType<typeof createCampaignRepo>;
