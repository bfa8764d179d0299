// Spec §2 /helping-articles-categories (the help calls have not reached the server yet).
import { createFileRoute } from '@tanstack/react-router';
import { BookIcon } from '../components/icons.tsx';
import { ComingSoonScreen } from '../screens/ComingSoonScreen.tsx';

export const Route = createFileRoute('/_main/helping-articles-categories')({
  component: () => (
    <ComingSoonScreen
      title="Help"
      description="Guides and answers about building with Pagewright."
      icon={<BookIcon />}
      what="Help articles"
    />
  ),
});
