// Spec §2 /add-project; `?template_id=&template_name=` carries the choice of /choose-template.
import { createFileRoute } from '@tanstack/react-router';
import { AddProjectScreen } from '../screens/projects/AddProjectScreen.tsx';

export const Route = createFileRoute('/_main/add-project')({
  validateSearch: (search: Record<string, unknown>): { template_id?: string; template_name?: string } => ({
    ...(typeof search.template_id === 'string' &&
      search.template_id !== '' && { template_id: search.template_id }),
    ...(typeof search.template_name === 'string' && { template_name: search.template_name }),
  }),
  component: function AddProject() {
    const { template_id, template_name } = Route.useSearch();
    return (
      <AddProjectScreen
        template={template_id ? { id: template_id, name: template_name || 'Chosen template' } : undefined}
      />
    );
  },
});
