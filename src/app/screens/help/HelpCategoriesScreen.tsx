/**
 * /helping-articles-categories: the help categories as cards (name, description, article count) and a
 * search over every article.
 */
import { Box, Button, Card, Link as ChakraLink, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { HelpCategory } from '../../../api/help.ts';
import { BookIcon } from '../../components/icons.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { EmptyState, ErrorState } from '../../components/States.tsx';
import { helpCategoriesQuery } from '../../data/help.ts';
import { useApi } from '../../session/SessionProvider.tsx';
import { plural } from '../../shell/format.ts';
import { usePageTitle } from '../../shell/page-title.ts';
import { HelpSearchBox, HelpSearchResults } from './HelpSearch.tsx';

export function HelpCategoriesScreen() {
  usePageTitle('Help');
  const api = useApi();
  const categories = useQuery(helpCategoriesQuery(api));
  const [search, setSearch] = useState('');

  return (
    <>
      <PageHeader title="Help" description="Guides and answers about building with Pagewright." />
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
        ) : categories.isPending ? (
          <SimpleGrid
            columns={{ base: 1, md: 2, lg: 3 }}
            gap="5"
            aria-busy="true"
            role="status"
            aria-label="Loading help"
          >
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} h="32" rounded="xl" />
            ))}
          </SimpleGrid>
        ) : categories.isError ? (
          <ErrorState
            title="The help did not load"
            error={categories.error}
            onRetry={() => void categories.refetch()}
          />
        ) : categories.data.length === 0 ? (
          <EmptyState
            icon={<BookIcon />}
            title="No help articles yet"
            description="Our team has not written any articles yet. Ask us anything in Support."
            action={
              <Button asChild variant="outline">
                <Link to="/support-tickets">Go to Support</Link>
              </Button>
            }
          />
        ) : (
          <SimpleGrid
            as="ul"
            listStyleType="none"
            columns={{ base: 1, md: 2, lg: 3 }}
            gap="5"
            aria-label="Help categories"
          >
            {categories.data.map((category) => (
              <li key={category._id}>
                <CategoryCard category={category} />
              </li>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </>
  );
}

function CategoryCard({ category }: { category: HelpCategory }) {
  return (
    <Card.Root rounded="xl" h="full" position="relative" _hover={{ borderColor: 'purple.300' }}>
      <Card.Body p="5" gap="2">
        <BookIcon color="purple.600" boxSize="5" />
        <ChakraLink asChild fontWeight="semibold" fontSize="lg" color="gray.900">
          <Link to="/helping-articles/$categoryId" params={{ categoryId: category._id }}>
            {/* The whole card is the link's target area. */}
            <Box as="span" position="absolute" inset="0" aria-hidden="true" />
            {category.name}
          </Link>
        </ChakraLink>
        <Text color="gray.600" fontSize="sm">
          {category.description}
        </Text>
        <Text color="gray.600" fontSize="xs" mt="auto">
          {plural(category.articles_count, 'article')}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
