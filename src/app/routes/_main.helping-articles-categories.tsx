// Spec §2 /helping-articles-categories.
import { createFileRoute } from '@tanstack/react-router';
import { helpCategoriesQuery } from '../data/help.ts';
import { HelpCategoriesScreen } from '../screens/help/HelpCategoriesScreen.tsx';

export const Route = createFileRoute('/_main/helping-articles-categories')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(helpCategoriesQuery(context.api));
  },
  component: HelpCategoriesScreen,
});
