/**
 * The funnel view (spec §3 "Funnel": page_group_detail with page_group_type and page_group_pages_list):
 * each group as its steps in order; pages without a group show for `inovate` users (spec §1, §6).
 */
import {
  Badge,
  Box,
  Card,
  Link as ChakraLink,
  Flex,
  Heading,
  HStack,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { PageSummary } from '../../../api/page.ts';
import { FunnelIcon, GlobeIcon } from '../../components/icons.tsx';
import { EmptyState, ErrorState } from '../../components/States.tsx';
import { pageGroupsQuery } from '../../data/projects.ts';
import { useApi, useSession } from '../../session/SessionProvider.tsx';
import { plural } from '../../shell/format.ts';

function Steps({
  projectId,
  pages,
  numbered,
}: {
  projectId: string;
  pages: readonly PageSummary[];
  numbered: boolean;
}) {
  return (
    <Stack as="ol" gap="0" listStyleType="none">
      {pages.map((page, index) => (
        <Flex
          as="li"
          key={page._id}
          gap="3"
          align="center"
          py="3"
          borderTopWidth={index === 0 ? 0 : '1px'}
          borderColor="gray.100"
        >
          {numbered && (
            <Flex
              boxSize="7"
              flexShrink={0}
              rounded="full"
              bg="purple.100"
              color="purple.800"
              fontSize="sm"
              fontWeight="bold"
              align="center"
              justify="center"
              aria-label={`Step ${index + 1}`}
            >
              {index + 1}
            </Flex>
          )}
          <Stack gap="0" minW="0" flex="1">
            <Text fontWeight="medium" color="gray.900" truncate>
              {page.page_name}
            </Text>
            <Text fontSize="sm" color="gray.600" fontFamily="mono" truncate>
              /{page.page_slug}
            </Text>
          </Stack>
          <ChakraLink asChild fontSize="sm" color="purple.700" fontWeight="medium" flexShrink={0}>
            <Link
              to="/builder/$projectId/$pageId"
              params={{ projectId, pageId: page._id }}
              aria-label={`Edit ${page.page_name} in the builder`}
            >
              Edit
            </Link>
          </ChakraLink>
        </Flex>
      ))}
    </Stack>
  );
}

export function FunnelView({ projectId }: { projectId: string }) {
  const api = useApi();
  const session = useSession();
  const groups = useQuery(pageGroupsQuery(api, projectId));
  const showUngrouped = session?.customer.userType === 'inovate';

  if (groups.isPending) {
    return (
      <Stack gap="4" aria-busy="true" aria-label="Loading the funnel">
        <Skeleton h="40" rounded="xl" />
        <Skeleton h="28" rounded="xl" />
      </Stack>
    );
  }
  if (groups.isError) {
    return (
      <ErrorState
        title="The funnel did not load"
        error={groups.error}
        onRetry={() => void groups.refetch()}
      />
    );
  }
  const { page_group_detail: detail, pages_without_group: ungrouped } = groups.data;
  if (detail.length === 0 && (!showUngrouped || ungrouped.length === 0)) {
    return (
      <EmptyState
        icon={<FunnelIcon />}
        title="No groups yet"
        description="Put pages in the website or in a funnel from each page's menu; funnel steps then show here in order."
      />
    );
  }
  return (
    <Stack gap="5">
      {detail.map((group) => {
        const funnel = group.page_group_type === 'funnel';
        return (
          <Card.Root key={group._id} rounded="xl">
            <Card.Body p={{ base: '4', md: '6' }} gap="3">
              <HStack justify="space-between" gap="3">
                <HStack gap="2.5">
                  <Box color={funnel ? 'orange.500' : 'blue.500'}>
                    {funnel ? <FunnelIcon boxSize="5" /> : <GlobeIcon boxSize="5" />}
                  </Box>
                  <Heading as="h3" size="md">
                    {funnel ? 'Funnel' : 'Website'}
                  </Heading>
                </HStack>
                <Badge variant="subtle" colorPalette={funnel ? 'orange' : 'blue'}>
                  {plural(group.page_group_pages_list.length, funnel ? 'step' : 'page')}
                </Badge>
              </HStack>
              <Steps projectId={projectId} pages={group.page_group_pages_list} numbered={funnel} />
            </Card.Body>
          </Card.Root>
        );
      })}
      {showUngrouped && ungrouped.length > 0 && (
        <Card.Root rounded="xl">
          <Card.Body p={{ base: '4', md: '6' }} gap="3">
            <Heading as="h3" size="md">
              Pages without a group
            </Heading>
            <Steps projectId={projectId} pages={ungrouped} numbered={false} />
          </Card.Body>
        </Card.Root>
      )}
    </Stack>
  );
}
