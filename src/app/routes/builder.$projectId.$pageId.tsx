// Spec §2 /builder/{project_id}/{page_id}: the builder (src/app/builder).
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { appConfigQuery } from '../data/app-config.ts';
import { pageQuery } from '../data/pages.ts';
import { projectQuery } from '../data/projects.ts';

/**
 * The builder's code, which boot.ts has usually asked for already on a cold open (the same module, so
 * no second request). This route is not code-split (`codeSplitGroupings: []`): split, its few lines
 * were a chunk of their own that the router asked for only once the app had started, one more round
 * trip before the builder could mount (issue 28).
 */
const BuilderScreen = lazyRouteComponent(() => import('../builder/BuilderScreen.tsx'), 'BuilderScreen');

export const Route = createFileRoute('/builder/$projectId/$pageId')({
  codeSplitGroupings: [],
  // Issue 28 (cold open): the page record, the project and the configuration are asked for as soon as
  // the address is matched, with the builder's code, instead of once it has mounted.
  // The builder's code is awaited, the data not (Query owns it): a first render of the lazy component
  // before its import settled would suspend, and React shows what a suspended render held back no
  // sooner than 300 ms after the fallback (its fallback throttle), idle time a trace showed before the
  // builder mounted.
  loader: async ({ context, params }) => {
    const { queryClient, api } = context;
    void queryClient.prefetchQuery(appConfigQuery(api));
    void queryClient.prefetchQuery(pageQuery(api, params.pageId));
    void queryClient.prefetchQuery(projectQuery(api, params.projectId));
    await BuilderScreen.preload?.();
  },
  component: function Builder() {
    const { projectId, pageId } = Route.useParams();
    // A new page is a new editor: remount, so nothing of the previous page (store, draft, actors) carries over.
    return <BuilderScreen key={pageId} projectId={projectId} pageId={pageId} />;
  },
});
