// Spec §2 /helping-articles/{category_id}; `?article=` picks the article shown (the first otherwise).
import { createFileRoute } from '@tanstack/react-router';
import { helpCategoryQuery } from '../data/help.ts';
import { HelpArticlesScreen } from '../screens/help/HelpArticlesScreen.tsx';

export const Route = createFileRoute('/_main/helping-articles/$categoryId')({
  validateSearch: (search: Record<string, unknown>): { article?: string } => ({
    ...(typeof search.article === 'string' && search.article !== '' && { article: search.article }),
  }),
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(helpCategoryQuery(context.api, params.categoryId));
  },
  component: function HelpArticles() {
    const { categoryId } = Route.useParams();
    const { article } = Route.useSearch();
    return <HelpArticlesScreen categoryId={categoryId} {...(article && { articleId: article })} />;
  },
});
