/**
 * /helping-articles/{category_id}?article=: the articles of one category beside (desktop) or above
 * (phone) the chosen article, rendered from markdown without injecting HTML; the first article is
 * shown until another is chosen. The help search works here too.
 */
import {
  Box,
  Button,
  Card,
  Link as ChakraLink,
  Grid,
  Heading,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { BookIcon } from '../../components/icons.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { EmptyState, ErrorState } from '../../components/States.tsx';
import { helpArticleQuery, helpCategoryQuery } from '../../data/help.ts';
import { useApi } from '../../session/SessionProvider.tsx';
import { formatDate } from '../../shell/format.ts';
import { usePageTitle } from '../../shell/page-title.ts';
import { HelpSearchBox, HelpSearchResults } from './HelpSearch.tsx';
import { Markdown } from './Markdown.tsx';

export function HelpArticlesScreen({ categoryId, articleId }: { categoryId: string; articleId?: string }) {
  const api = useApi();
  const category = useQuery(helpCategoryQuery(api, categoryId));
  const [search, setSearch] = useState('');
  const chosen = articleId ?? category.data?.articles[0]?._id;
  usePageTitle(category.data ? `${category.data.category.name} · Help` : 'Help articles');

  return (
    <>
      <PageHeader
        back={{ label: 'Help', link: { to: '/helping-articles-categories' } }}
        title={category.data?.category.name ?? 'Help articles'}
        description={category.data?.category.description ?? 'Articles of one help category.'}
      />
      <Stack gap="6">
        <HelpSearchBox value={search} onChange={setSearch} />
        {search.trim() !== '' ? (
          <HelpSearchResults
            search={search}
            onClear={
              <Button variant="outline" onClick={() => setSearch('')}>
                Clear search
              </Button>
            }
          />
        ) : category.isPending ? (
          <Grid
            templateColumns={{ base: '1fr', lg: '18rem 1fr' }}
            gap="6"
            aria-busy="true"
            role="status"
            aria-label="Loading articles"
          >
            <Skeleton h="40" rounded="xl" />
            <Skeleton h="80" rounded="xl" />
          </Grid>
        ) : category.isError ? (
          <ErrorState
            title="These articles did not load"
            error={category.error}
            onRetry={() => void category.refetch()}
          />
        ) : category.data.articles.length === 0 || !chosen ? (
          <EmptyState
            icon={<BookIcon />}
            title="No articles in this category yet"
            description="Look in another category, or ask our team in Support."
            action={
              <Button asChild variant="outline">
                <Link to="/helping-articles-categories">All help categories</Link>
              </Button>
            }
          />
        ) : (
          <Grid templateColumns={{ base: '1fr', lg: '18rem 1fr' }} gap="6" alignItems="start">
            <Box as="nav" aria-label="Articles in this category">
              <Stack as="ul" listStyleType="none" gap="1">
                {category.data.articles.map((article) => {
                  const current = article._id === chosen;
                  return (
                    <li key={article._id}>
                      <ChakraLink
                        asChild
                        display="block"
                        px="3"
                        py="2"
                        rounded="md"
                        fontWeight={current ? 'semibold' : 'normal'}
                        bg={current ? 'purple.100' : undefined}
                        color={current ? 'purple.900' : 'gray.800'}
                        _hover={{ bg: current ? 'purple.100' : 'gray.100', textDecoration: 'none' }}
                      >
                        <Link
                          to="/helping-articles/$categoryId"
                          params={{ categoryId }}
                          search={{ article: article._id }}
                          aria-current={current ? 'page' : undefined}
                        >
                          {article.title}
                        </Link>
                      </ChakraLink>
                    </li>
                  );
                })}
              </Stack>
            </Box>
            <ArticleView articleId={chosen} />
          </Grid>
        )}
      </Stack>
    </>
  );
}

function ArticleView({ articleId }: { articleId: string }) {
  const api = useApi();
  const article = useQuery(helpArticleQuery(api, articleId));
  return (
    <Card.Root as="article" rounded="xl" aria-labelledby="help-article-title" minW="0">
      <Card.Body p={{ base: '4', md: '8' }} gap="4">
        {article.isPending ? (
          <Stack gap="3" aria-busy="true" role="status" aria-label="Loading the article">
            <Skeleton h="8" w="60%" />
            <Skeleton h="40" />
          </Stack>
        ) : article.isError ? (
          <ErrorState
            title="This article did not load"
            error={article.error}
            onRetry={() => void article.refetch()}
          />
        ) : (
          <>
            <Stack gap="1">
              <Heading as="h2" id="help-article-title" size="2xl" color="gray.900">
                {article.data.title}
              </Heading>
              <Text fontSize="sm" color="gray.600">
                Updated {formatDate(article.data.updated_at)}
              </Text>
            </Stack>
            <Markdown source={article.data.body} skipTitle={article.data.title} />
          </>
        )}
      </Card.Body>
    </Card.Root>
  );
}
