/**
 * "Download zip" in the builder (issue 5; spec §8 "zip download failure" shows its message): fetches
 * the saved site, zips it with fflate and saves `{project name}.zip`. `progress` runs 0..1 while it
 * works (fetching is most of the time, then zipping) and is null otherwise; a failure is a toast
 * with the server's or the browser's message, and stays in `error` until the next start.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { appConfigQuery } from '../../data/app-config.ts';
import { useApi } from '../../session/SessionProvider.tsx';
import { failureMessage, toaster, toastSuccess } from '../../shell/toaster.tsx';

/** Share of the bar the fetching takes; the rest is zipping. */
export const FETCH_SHARE = 0.85;

export interface SiteZipDownload {
  /** Starts a download; does nothing while one runs. */
  start(): void;
  /** 0..1 while downloading, null when idle. */
  readonly progress: number | null;
  readonly error: string | null;
}

export function useSiteZipDownload(projectId: string, projectName: string): SiteZipDownload {
  const api = useApi();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(() => {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setError(null);
    setProgress(0);
    void (async () => {
      try {
        // The site's file list and fflate load with the first download, not with the builder.
        const [config, { fetchSiteFiles }, { buildSiteZip, zipFileName }] = await Promise.all([
          queryClient.fetchQuery(appConfigQuery(api)),
          import('./site-files.ts'),
          import('./site-zip.ts'),
        ]);
        const files = await fetchSiteFiles(
          { api, fetch: (input, init) => fetch(input, init), hostedBase: config.hosted_base, projectId },
          ({ done, total }) => setProgress((FETCH_SHARE * done) / Math.max(total, 1)),
          controller.signal,
        );
        // Let the bar paint before the (synchronous) zipping.
        await new Promise((resolve) => setTimeout(resolve, 0));
        const zip = buildSiteZip(files, ({ done, total }) =>
          setProgress(FETCH_SHARE + ((1 - FETCH_SHARE) * done) / total),
        );
        saveFile(
          zipFileName(projectName),
          new Blob([zip as Uint8Array<ArrayBuffer>], { type: 'application/zip' }),
        );
        toastSuccess('Zip downloaded', `${files.length} files. Unzip it and open a page from the folder.`);
      } catch (failure) {
        if (controller.signal.aborted) return;
        const message = failureMessage(failure);
        setError(message);
        toaster.create({
          type: 'error',
          title: 'Could not download the zip',
          description: message,
          closable: true,
        });
      } finally {
        if (running.current === controller) running.current = null;
        if (!controller.signal.aborted) setProgress(null);
      }
    })();
  }, [api, queryClient, projectId, projectName]);

  return { start, progress, error };
}

function saveFile(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
