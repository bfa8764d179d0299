/**
 * Where published sites live in storage (issue 3 "Publish"): each publish is a frozen copy of the
 * project's saved site under `published/{projectId}/{publishId}/`, and a domain's switch is the
 * small file `domains/{hostname}.json` naming the publish it serves. Storage writes are atomic
 * (temp + rename), so switching a domain is one atomic write and a reader sees the old or the new
 * site, never a mix. The sites origin needs nothing but storage to serve a domain.
 */
import type { SiteFile } from '../data/page-files.ts';
import type { Storage } from '../storage/storage.ts';
import { type FileTransform, identityTransform } from './site-render.ts';

export interface DomainPointer {
  readonly project_id: string;
  readonly publish_id: string;
}

export const PUBLISHED_ROOT = 'published';
export const pointerKey = (hostname: string) => `domains/${hostname}.json`;
export const publishedProjectPrefix = (projectId: string) => `${PUBLISHED_ROOT}/${projectId}`;
export const publishFolder = (projectId: string, publishId: string) =>
  `${PUBLISHED_ROOT}/${projectId}/${publishId}`;

export async function readPointer(storage: Storage, hostname: string): Promise<DomainPointer | undefined> {
  const bytes = await storage.read(pointerKey(hostname), { within: 'domains' }).catch(() => undefined);
  if (!bytes) return undefined;
  try {
    const value = JSON.parse(bytes.toString('utf8')) as DomainPointer;
    return typeof value.project_id === 'string' && typeof value.publish_id === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

export function writePointer(storage: Storage, hostname: string, pointer: DomainPointer): Promise<void> {
  return storage.write(pointerKey(hostname), JSON.stringify(pointer));
}

export function removePointer(storage: Storage, hostname: string): Promise<void> {
  return storage.delete(pointerKey(hostname));
}

/**
 * Writes a project's saved site (`readSiteFiles`: each page's files of one revision, and the project
 * folder's other files) into a new publish folder, through `transform` (page html gains its scripts
 * and SEO fallbacks); answers the count.
 */
export async function copySavedFiles(
  storage: Storage,
  files: readonly SiteFile[],
  projectId: string,
  publishId: string,
  transform: FileTransform = identityTransform,
): Promise<number> {
  const target = publishFolder(projectId, publishId);
  for (const file of files) await storage.write(`${target}/${file.path}`, transform(file.path, file.bytes));
  return files.length;
}

/** Removes publish folders of the project other than `keep`. */
export async function prunePublishes(storage: Storage, projectId: string, keep: ReadonlySet<string>) {
  const prefix = publishedProjectPrefix(projectId);
  const folders = new Set(
    (await storage.list(prefix)).map((key) => key.slice(prefix.length + 1).split('/')[0]!),
  );
  for (const folder of folders) if (!keep.has(folder)) await storage.deletePrefix(`${prefix}/${folder}`);
}
