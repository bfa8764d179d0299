/** The help search box and its results (title and excerpt, each a link to the article). */
import { Card, Link as ChakraLink, Input, InputGroup, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { SearchIcon } from '../../components/icons.tsx';
import { EmptyState, ErrorState } from '../../components/States.tsx';
import { helpSearchQuery } from '../../data/help.ts';
import { useApi } from '../../session/SessionProvider.tsx';
import { plural } from '../../shell/format.ts';
import { useDebounced } from './useDebounced.ts';

export function HelpSearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <InputGroup startElement={<SearchIcon color="gray.500" />} maxW={{ base: 'full', md: 'md' }}>
      <Input
        type="search"
        bg="white"
        aria-label="Search help articles"
        placeholder="Search help, e.g. publish or domain"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </InputGroup>
  );
}

/** Results of a search (the caller shows its own content while the box is empty). */
export function HelpSearchResults({ search, onClear }: { search: string; onClear: ReactNode }) {
  const api = useApi();
  const query = useDebounced(search.trim());
  const results = useQuery(helpSearchQuery(api, query));
  if (results.isPending || query !== search.trim())
    return (
      <Stack gap="3" aria-busy="true" aria-label="Searching help articles">
        <Skeleton h="16" rounded="xl" />
        <Skeleton h="16" rounded="xl" />
      </Stack>
    );
  if (results.isError)
    return (
      <ErrorState
        title="The search did not work"
        error={results.error}
        onRetry={() => void results.refetch()}
      />
    );
  if (results.data.length === 0)
    return (
      <EmptyState
        icon={<SearchIcon />}
        title="No articles match"
        description={`Nothing in the help mentions “${query}”. Try another word, or ask our team in Support.`}
        action={onClear}
      />
    );
  return (
    <Stack gap="3">
      <Text fontSize="sm" color="gray.600" role="status">
        {plural(results.data.length, 'article')} found
      </Text>
      <Stack as="ul" listStyleType="none" gap="3" aria-label="Search results">
        {results.data.map((article) => (
          <li key={article._id}>
            <Card.Root rounded="xl">
              <Card.Body p="4" gap="1">
                <ChakraLink asChild fontWeight="semibold" color="purple.700">
                  <Link
                    to="/helping-articles/$categoryId"
                    params={{ categoryId: article.category_id }}
                    search={{ article: article._id }}
                  >
                    {article.title}
                  </Link>
                </ChakraLink>
                <Text fontSize="sm" color="gray.600" lineClamp={2}>
                  {article.excerpt}
                </Text>
              </Card.Body>
            </Card.Root>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
