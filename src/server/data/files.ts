/**
 * Stored user files (spec §3 "User gallery", §7 "Gallery and files"; issue 3 "Uploads"): bytes go to
 * storage under generated names `media/{ownerId}/{fileId}.{ext}` (never a client's name), a row records
 * kind, type, size and whether the file is in the gallery. The per-user quota is checked under a lock
 * on the customer row, so concurrent uploads cannot overshoot it. Gallery totals are computed from
 * the rows, so they are right after every add and delete. Scoped by owner; misses are 404.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { GalleryFile } from '../../api/gallery.ts';
import type { Db } from '../db/connect.ts';
import { customers, pexelsImages, userFiles } from '../db/schema.ts';
import type { SniffedMedia } from '../files/sniff.ts';
import { HttpError, notFound } from '../http/http-error.ts';
import type { Storage } from '../storage/storage.ts';
import { isUniqueViolation } from './db-errors.ts';

export type FileRow = typeof userFiles.$inferSelect;
export type PexelsRow = typeof pexelsImages.$inferSelect;

export interface FileLimits {
  readonly imageMaxBytes: number;
  readonly videoMaxBytes: number;
  readonly quotaBytes: number;
}

export const DEFAULT_FILE_LIMITS: FileLimits = {
  imageMaxBytes: 10 * 1024 * 1024,
  videoMaxBytes: 100 * 1024 * 1024,
  quotaBytes: 1024 * 1024 * 1024,
};

export function toGalleryFile(row: FileRow, hostedBase: string): GalleryFile {
  return {
    _id: row.id,
    url: `${hostedBase}/${row.storageKey}`,
    name: row.name,
    size: row.size,
    mime: row.mime,
    kind: row.kind as GalleryFile['kind'],
    width: row.width,
    height: row.height,
    created_at: row.createdAt.toISOString(),
  };
}

/** A display name from a client's file name: the last path segment, printable, at most 200 characters. */
export function displayName(name: string | undefined, fallback: string): string {
  const base = (name ?? '').split(/[/\\]/).pop() ?? '';
  const clean = base
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 200);
  return clean || fallback;
}

export interface StoreFileInput {
  readonly name?: string | undefined;
  readonly inGallery: boolean;
  readonly source: 'upload' | 'url' | 'asset';
}

export function createFileRepo(db: Db, storage: Storage, limits: FileLimits) {
  const totals = async (ownerId: string) => {
    const [row] = await db
      .select({
        count: sql<number>`count(*)::int`,
        size: sql<number>`coalesce(sum(${userFiles.size}), 0)::bigint`,
      })
      .from(userFiles)
      .where(and(eq(userFiles.ownerId, ownerId), eq(userFiles.inGallery, true)));
    return {
      total_asserts_file_count: Number(row?.count ?? 0),
      total_asserts_file_size: Number(row?.size ?? 0),
    };
  };

  /** Bytes of every file the owner stores (gallery and page assets): what the quota counts. */
  const usedBytes = async (ownerId: string) => {
    const [row] = await db
      .select({ size: sql<number>`coalesce(sum(${userFiles.size}), 0)::bigint` })
      .from(userFiles)
      .where(eq(userFiles.ownerId, ownerId));
    return Number(row?.size ?? 0);
  };

  return {
    limits,
    totals,
    usedBytes,

    /** Stores bytes of a sniffed type for the owner; 413 when the quota would be exceeded. */
    async store(ownerId: string, bytes: Buffer, media: SniffedMedia, input: StoreFileInput) {
      const id = randomUUID();
      const key = `media/${ownerId}/${id}.${media.ext}`;
      return db.transaction(async (tx) => {
        await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, ownerId)).for('update');
        const [used] = await tx
          .select({ size: sql<number>`coalesce(sum(${userFiles.size}), 0)::bigint` })
          .from(userFiles)
          .where(eq(userFiles.ownerId, ownerId));
        if (Number(used?.size ?? 0) + bytes.length > limits.quotaBytes) {
          throw new HttpError(
            413,
            `upload_file: your storage quota of ${Math.round(limits.quotaBytes / 1048576)} MB is used up; delete files first`,
          );
        }
        await storage.write(key, bytes);
        try {
          const [row] = await tx
            .insert(userFiles)
            .values({
              id,
              ownerId,
              kind: media.kind,
              mime: media.mime,
              size: bytes.length,
              storageKey: key,
              name: displayName(input.name, `${media.kind}.${media.ext}`),
              width: media.width,
              height: media.height,
              inGallery: input.inGallery,
              source: input.source,
            })
            .returning();
          return row!;
        } catch (error) {
          await storage.delete(key);
          throw error;
        }
      });
    },

    async gallery(ownerId: string) {
      const rows = await db
        .select()
        .from(userFiles)
        .where(and(eq(userFiles.ownerId, ownerId), eq(userFiles.inGallery, true)))
        .orderBy(asc(userFiles.createdAt));
      return {
        images: rows.filter((row) => row.kind === 'image'),
        videos: rows.filter((row) => row.kind === 'video'),
        ...(await totals(ownerId)),
      };
    },

    async get(ownerId: string, id: string) {
      const [row] = await db
        .select()
        .from(userFiles)
        .where(and(eq(userFiles.id, id), eq(userFiles.ownerId, ownerId)));
      if (!row) throw notFound('File');
      return row;
    },

    /** Deletes a gallery file of `kind` and its bytes. */
    async removeFromGallery(ownerId: string, id: string, kind: 'image' | 'video') {
      const [row] = await db
        .delete(userFiles)
        .where(
          and(
            eq(userFiles.id, id),
            eq(userFiles.ownerId, ownerId),
            eq(userFiles.kind, kind),
            eq(userFiles.inGallery, true),
          ),
        )
        .returning();
      if (!row) throw notFound(kind === 'image' ? 'Picture' : 'Video');
      await storage.delete(row.storageKey);
      return row;
    },

    async listPexels(ownerId: string) {
      const [customer] = await db
        .select({ count: customers.pexelsRequestCount })
        .from(customers)
        .where(eq(customers.id, ownerId));
      const images = await db
        .select()
        .from(pexelsImages)
        .where(eq(pexelsImages.ownerId, ownerId))
        .orderBy(asc(pexelsImages.createdAt));
      return { images, requestCount: customer?.count ?? 0 };
    },

    /** Saves a Pexels picture reference; saving the same URL again answers the saved one. */
    async addPexels(
      ownerId: string,
      input: { url: string; pexelsId: string; alt: string; photographer: string },
    ) {
      try {
        const [row] = await db
          .insert(pexelsImages)
          .values({ id: randomUUID(), ownerId, ...input })
          .returning();
        return row!;
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const [row] = await db
          .select()
          .from(pexelsImages)
          .where(and(eq(pexelsImages.ownerId, ownerId), eq(pexelsImages.url, input.url)));
        return row!;
      }
    },

    async increasePexelsCount(ownerId: string) {
      const [row] = await db
        .update(customers)
        .set({ pexelsRequestCount: sql`${customers.pexelsRequestCount} + 1` })
        .where(eq(customers.id, ownerId))
        .returning({ count: customers.pexelsRequestCount });
      return row?.count ?? 0;
    },
  };
}
