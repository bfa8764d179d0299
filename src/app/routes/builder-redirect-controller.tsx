// Spec §2 /builder-redirect-controller: opens the builder on `?project_id=&page_id=`, else the projects list.
import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/builder-redirect-controller')({
  validateSearch: (search: Record<string, unknown>): { project_id?: string; page_id?: string } => ({
    ...(typeof search.project_id === 'string' && { project_id: search.project_id }),
    ...(typeof search.page_id === 'string' && { page_id: search.page_id }),
  }),
  beforeLoad: ({ search }) => {
    if (search.project_id && search.page_id) {
      throw redirect({
        to: '/builder/$projectId/$pageId',
        params: { projectId: search.project_id, pageId: search.page_id },
        replace: true,
      });
    }
    throw redirect({ to: '/projects', replace: true });
  },
});
