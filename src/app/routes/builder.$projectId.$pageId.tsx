// Spec §2 /builder/{project_id}/{page_id}: the builder (src/app/builder).
import { createFileRoute } from '@tanstack/react-router';
import { BuilderScreen } from '../builder/BuilderScreen.tsx';
import { appConfigQuery } from '../data/app-config.ts';
import { pageQuery } from '../data/pages.ts';
import { projectQuery } from '../data/projects.ts';

export const Route = createFileRoute('/builder/$projectId/$pageId')({
  // Issue 28 (cold open): the page record, the project and the configuration are asked for as soon as
  // the address is matched, while the builder's code downloads, instead of once it has mounted. The
  // loader stays in the entry chunk (only the component is split off), so no request waits for a chunk.
  codeSplitGroupings: [['component']],
  loader: ({ context, params }) => {
    const { queryClient, api } = context;
    void queryClient.prefetchQuery(appConfigQuery(api));
    void queryClient.prefetchQuery(pageQuery(api, params.pageId));
    void queryClient.prefetchQuery(projectQuery(api, params.projectId));
  },
  component: function Builder() {
    const { projectId, pageId } = Route.useParams();
    // A new page is a new editor: remount, so nothing of the previous page (store, draft, actors) carries over.
    return <BuilderScreen key={pageId} projectId={projectId} pageId={pageId} />;
  },
});
