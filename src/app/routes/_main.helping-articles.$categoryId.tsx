// Spec §2 /helping-articles/{category_id} (the help calls have not reached the server yet).
import { createFileRoute } from '@tanstack/react-router';
import { BookIcon } from '../components/icons.tsx';
import { ComingSoonScreen } from '../screens/ComingSoonScreen.tsx';

export const Route = createFileRoute('/_main/helping-articles/$categoryId')({
  component: () => (
    <ComingSoonScreen
      title="Help articles"
      description="Articles of one help category."
      icon={<BookIcon />}
      what="Help articles"
      back={{ label: 'Help', link: { to: '/helping-articles-categories' } }}
    />
  ),
});
