// Spec §2 /subscribers/{project_id} (the subscriber calls have not reached the server yet).
import { createFileRoute } from '@tanstack/react-router';
import { MailIcon } from '../components/icons.tsx';
import { ComingSoonScreen } from '../screens/ComingSoonScreen.tsx';

export const Route = createFileRoute('/_main/subscribers/$projectId')({
  component: function Subscribers() {
    const { projectId } = Route.useParams();
    return (
      <ComingSoonScreen
        title="Subscribers"
        description="People who filled in the forms of this project's pages."
        icon={<MailIcon />}
        what="Subscriber lists"
        back={{ label: 'Project', link: { to: '/projects/$projectId', params: { projectId } } }}
      />
    );
  },
});
