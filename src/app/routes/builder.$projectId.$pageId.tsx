// Spec §2 /builder/{project_id}/{page_id}: the builder (src/app/builder).
import { createFileRoute } from '@tanstack/react-router';
import { BuilderScreen } from '../builder/BuilderScreen.tsx';

export const Route = createFileRoute('/builder/$projectId/$pageId')({
  component: function Builder() {
    const { projectId, pageId } = Route.useParams();
    // A new page is a new editor: remount, so nothing of the previous page (store, draft, actors) carries over.
    return <BuilderScreen key={pageId} projectId={projectId} pageId={pageId} />;
  },
});
