/**
 * Customer domains and publishing (spec §4 "Publish", §7 domain calls, issue 3 "Publish"). Published
 * page html carries its scripts by mode and the project's SEO fallbacks (sites/page-scripts.ts). A hostname
 * is unique across all users (another user's is a 409 that names only the hostname); a project's
 * attached domain is `projects.domain`. Publishing copies the saved files into a new publish folder
 * and switches the domain to it with one atomic storage write, under the project's row lock so two
 * publishes of one project cannot interleave. Every query is scoped by owner; misses are 404.
 */
import { randomUUID } from 'node:crypto';
import type { Resolver } from 'node:dns/promises';
import { and, desc, eq } from 'drizzle-orm';
import type { ProjectDomain } from '../../api/domain.ts';
import { MESSAGES } from '../../domain/messages.ts';
import type { Db } from '../db/connect.ts';
import { projectDomains, projects, publishes } from '../db/schema.ts';
import { badRequest, conflict, notFound } from '../http/http-error.ts';
import { checkDns, createResolver, type DnsTarget, recordsFor } from '../net/dns-check.ts';
import { precompressFolder } from '../sites/precompress.ts';
import { optimizePublishedPages } from '../sites/publish-css.ts';
import {
  copySavedFiles,
  prunePublishes,
  publishFolder,
  removePointer,
  writePointer,
} from '../sites/published.ts';
import { writeSiteIndex } from '../sites/site-index.ts';
import type { Storage } from '../storage/storage.ts';
import { readSiteFiles } from './page-files.ts';
import { loadSiteTransform } from './project-settings.ts';

type DomainRow = typeof projectDomains.$inferSelect;

/** Where customers' domains point when the settings say nothing (the hosted base's own name). */
const DEFAULT_DNS_TARGET: DnsTarget = { cname: 'localhost' };

function toDomain(row: DomainRow, attached: string, target: DnsTarget): ProjectDomain {
  return {
    _id: row.id,
    project_id: row.projectId,
    domain: row.hostname,
    is_attached: row.hostname === attached,
    ssl_status: row.sslStatus as ProjectDomain['ssl_status'],
    ssl_requested_at: row.sslRequestedAt?.toISOString() ?? null,
    dns_status: row.dnsStatus as ProjectDomain['dns_status'],
    dns_found: row.dnsFound === '' ? [] : row.dnsFound.split(' '),
    dns_checked_at: row.dnsCheckedAt?.toISOString() ?? null,
    dns_records: recordsFor(row.hostname, target),
    published_at: row.publishedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

const taken = (hostname: string) => conflict(`domain: ${hostname} is already used by another project`);

export interface DomainDns {
  readonly target: DnsTarget;
  readonly resolver: () => Resolver;
}

export function createDomainRepo(
  db: Db,
  storage: Storage,
  dns: DomainDns = { target: DEFAULT_DNS_TARGET, resolver: () => createResolver() },
) {
  const lockProject = async (tx: Db, ownerId: string, projectId: string) => {
    const [row] = await tx
      .select()
      .from(projects)
      .where(and(eq(projects.id, projectId), eq(projects.ownerId, ownerId)))
      .for('update');
    if (!row) throw notFound('Project');
    return row;
  };

  /** Inserts the hostname for the project, or answers the existing row; another project's is a 409. */
  const claim = async (tx: Db, ownerId: string, projectId: string, hostname: string, move: boolean) => {
    await tx
      .insert(projectDomains)
      .values({ id: randomUUID(), ownerId, projectId, hostname })
      .onConflictDoNothing({ target: projectDomains.hostname });
    const [row] = await tx
      .select()
      .from(projectDomains)
      .where(eq(projectDomains.hostname, hostname))
      .for('update');
    if (!row) throw taken(hostname);
    if (row.projectId === projectId) return { row, movedFrom: undefined };
    if (!move || row.ownerId !== ownerId) throw taken(hostname);
    const [moved] = await tx
      .update(projectDomains)
      .set({ projectId, publishId: null, publishedAt: null })
      .where(eq(projectDomains.id, row.id))
      .returning();
    await tx
      .update(projects)
      .set({ domain: '', updatedAt: new Date() })
      .where(and(eq(projects.id, row.projectId), eq(projects.domain, hostname)));
    return { row: moved!, movedFrom: row.projectId };
  };

  /** One of the owner's project's domains (its attached one by default): the row filter, and the attached name. */
  const domainOf = async (ownerId: string, projectId: string, hostname: string | undefined) => {
    const [project] = await db
      .select({ domain: projects.domain })
      .from(projects)
      .where(and(eq(projects.id, projectId), eq(projects.ownerId, ownerId)));
    if (!project) throw notFound('Project');
    const host = hostname ?? project.domain;
    if (!host) throw badRequest(MESSAGES.domainRequired);
    const match = and(
      eq(projectDomains.hostname, host),
      eq(projectDomains.projectId, projectId),
      eq(projectDomains.ownerId, ownerId),
    );
    return { attached: project.domain, host, match };
  };

  const latestPublish = async (tx: Db, projectId: string) => {
    const [row] = await tx
      .select()
      .from(publishes)
      .where(eq(publishes.projectId, projectId))
      .orderBy(desc(publishes.createdAt))
      .limit(1);
    return row;
  };

  return {
    async add(ownerId: string, projectId: string, hostname: string) {
      return db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const project = await lockProject(tx, ownerId, projectId);
        const { row } = await claim(tx, ownerId, projectId, hostname, false);
        return toDomain(row, project.domain, dns.target);
      });
    },

    /**
     * Makes `hostname` the project's domain (adding it when new, moving it from another project of the
     * same owner). The previous domain stops serving; a project already published serves its latest
     * publish on the new domain at once.
     */
    async attach(ownerId: string, projectId: string, hostname: string) {
      return db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const project = await lockProject(tx, ownerId, projectId);
        const { row, movedFrom } = await claim(tx, ownerId, projectId, hostname, true);
        await tx
          .update(projects)
          .set({ domain: hostname, updatedAt: new Date() })
          .where(eq(projects.id, projectId));
        if (project.domain && project.domain !== hostname) {
          await tx
            .update(projectDomains)
            .set({ publishId: null, publishedAt: null })
            .where(eq(projectDomains.hostname, project.domain));
          await removePointer(storage, project.domain);
        }
        if (movedFrom) await removePointer(storage, hostname);
        const publish = project.isPublished ? await latestPublish(tx, projectId) : undefined;
        if (!publish) return toDomain(row, hostname, dns.target);
        const [switched] = await tx
          .update(projectDomains)
          .set({ publishId: publish.id, publishedAt: publish.createdAt })
          .where(eq(projectDomains.id, row.id))
          .returning();
        await writePointer(storage, hostname, { project_id: projectId, publish_id: publish.id });
        return toDomain(switched!, hostname, dns.target);
      });
    },

    /** Records an SSL certificate request for one of the project's domains (its attached one by default). */
    async requestSsl(ownerId: string, projectId: string, hostname: string | undefined) {
      const { attached, match } = await domainOf(ownerId, projectId, hostname);
      const [row] = await db
        .update(projectDomains)
        .set({ sslStatus: 'requested', sslRequestedAt: new Date() })
        .where(match)
        .returning();
      if (!row) throw notFound('Domain');
      return toDomain(row, attached, dns.target);
    },

    /** Resolves the domain (the attached one by default) and records what it points at. */
    async checkDns(ownerId: string, projectId: string, hostname: string | undefined) {
      const { attached, host, match } = await domainOf(ownerId, projectId, hostname);
      const [known] = await db.select({ id: projectDomains.id }).from(projectDomains).where(match);
      if (!known) throw notFound('Domain');
      const result = await checkDns(host, dns.target, dns.resolver());
      const [row] = await db
        .update(projectDomains)
        .set({ dnsStatus: result.status, dnsFound: result.found.join(' '), dnsCheckedAt: new Date() })
        .where(match)
        .returning();
      if (!row) throw notFound('Domain');
      return toDomain(row, attached, dns.target);
    },

    /**
     * Whether a certificate may be issued for `hostname` (Caddy's on-demand TLS "ask"): a domain attached
     * to its project whose DNS was verified to point here. Public: answers nothing else.
     */
    async mayIssueCertificate(hostname: string): Promise<boolean> {
      const [row] = await db
        .select({ id: projectDomains.id })
        .from(projectDomains)
        .innerJoin(projects, eq(projects.id, projectDomains.projectId))
        .where(
          and(
            eq(projectDomains.hostname, hostname),
            eq(projectDomains.dnsStatus, 'verified'),
            eq(projects.domain, hostname),
          ),
        );
      return row !== undefined;
    },

    async listByProject(ownerId: string, projectId: string) {
      const [project] = await db
        .select({ domain: projects.domain })
        .from(projects)
        .where(and(eq(projects.id, projectId), eq(projects.ownerId, ownerId)));
      if (!project) throw notFound('Project');
      const rows = await db
        .select()
        .from(projectDomains)
        .where(and(eq(projectDomains.projectId, projectId), eq(projectDomains.ownerId, ownerId)))
        .orderBy(projectDomains.createdAt);
      return rows.map((row) => toDomain(row, project.domain, dns.target));
    },

    /**
     * Publishes the project's saved files to its attached domain: a new publish folder, then the
     * domain switched to it; the previous publish stays (a request that read the old switch can still
     * finish), older ones are removed.
     */
    async publish(ownerId: string, projectId: string) {
      return db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const project = await lockProject(tx, ownerId, projectId);
        if (!project.domain) throw badRequest(MESSAGES.domainRequired);
        const publishId = randomUUID();
        const previous = await latestPublish(tx, projectId);
        const filesCount = await copySavedFiles(
          storage,
          await readSiteFiles(tx, storage, projectId),
          projectId,
          publishId,
          await loadSiteTransform(tx, projectId, { forms: true, origin: `https://${project.domain}` }),
        );
        // Each page made fast (hero image first, icons inline, css cut to what it uses) before anything
        // points at the folder.
        await optimizePublishedPages(storage, publishFolder(projectId, publishId));
        const now = new Date();
        await writeSiteIndex(storage, publishFolder(projectId, publishId), project.domain, now);
        await precompressFolder(storage, publishFolder(projectId, publishId));
        await tx.insert(publishes).values({
          id: publishId,
          projectId,
          ownerId,
          hostname: project.domain,
          filesCount,
          createdAt: now,
        });
        await tx
          .update(projectDomains)
          .set({ publishId, publishedAt: now })
          .where(and(eq(projectDomains.hostname, project.domain), eq(projectDomains.projectId, projectId)));
        await tx
          .update(projects)
          .set({ isPublished: true, updatedAt: now })
          .where(eq(projects.id, projectId));
        await writePointer(storage, project.domain, { project_id: projectId, publish_id: publishId });
        await prunePublishes(storage, projectId, new Set([publishId, ...(previous ? [previous.id] : [])]));
        return {
          publishId,
          hostname: project.domain,
          filesCount,
          publishedAt: now,
          folder: publishFolder(projectId, publishId),
        };
      });
    },

    /**
     * Switches the project's domain back to the publish before the live one (kept by every
     * publish), atomically; restoring again switches forward. Its sitemap names the domain as it is now.
     */
    async restorePrevious(ownerId: string, projectId: string) {
      return db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const project = await lockProject(tx, ownerId, projectId);
        if (!project.domain) throw badRequest(MESSAGES.domainRequired);
        const [, previous] = await tx
          .select()
          .from(publishes)
          .where(eq(publishes.projectId, projectId))
          .orderBy(desc(publishes.createdAt))
          .limit(2);
        const folder = previous && publishFolder(projectId, previous.id);
        if (!previous || !folder || (await storage.list(folder)).length === 0)
          throw badRequest(NO_EARLIER_PUBLISH);
        const now = new Date();
        await writeSiteIndex(storage, folder, project.domain, now);
        await precompressFolder(storage, folder);
        await tx.update(publishes).set({ createdAt: now }).where(eq(publishes.id, previous.id));
        await tx
          .update(projectDomains)
          .set({ publishId: previous.id, publishedAt: now })
          .where(and(eq(projectDomains.hostname, project.domain), eq(projectDomains.projectId, projectId)));
        await writePointer(storage, project.domain, { project_id: projectId, publish_id: previous.id });
        return {
          publishId: previous.id,
          hostname: project.domain,
          filesCount: previous.filesCount,
          publishedAt: now,
        };
      });
    },
  };
}

export const NO_EARLIER_PUBLISH = 'There is no earlier publish to restore: publish again to keep one.';
