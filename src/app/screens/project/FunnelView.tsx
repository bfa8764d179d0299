/**
 * The funnel view (spec §3 "Funnel": page_group_detail with page_group_type and page_group_pages_list):
 * each group as its steps in order, reordered with Move up / Move down buttons (keyboard reachable;
 * the list moves at once and the server stores the order); pages without a group show for `inovate`
 * users (spec §1, §6).
 */
import {
  Badge,
  Box,
  Card,
  Link as ChakraLink,
  Flex,
  Heading,
  HStack,
  IconButton,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import type { PageSummary } from '../../../api/page.ts';
import { ChevronDownIcon, FunnelIcon, GlobeIcon } from '../../components/icons.tsx';
import { EmptyState, ErrorState } from '../../components/States.tsx';
import { isInovateUser } from '../../data/customer.ts';
import { pageGroupsQuery } from '../../data/projects.ts';
import { useApi } from '../../session/SessionProvider.tsx';
import { useCustomerKind } from '../../session/use-current-customer.ts';
import { plural } from '../../shell/format.ts';
import { useReorderPages } from './page-mutations.ts';

type Direction = 'up' | 'down';

/** The ids with the page at `index` moved one place up or down. */
export function movedIds(ids: readonly string[], index: number, direction: Direction): string[] {
  const target = direction === 'up' ? index - 1 : index + 1;
  if (target < 0 || target >= ids.length) return [...ids];
  const next = [...ids];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

function Steps({
  projectId,
  pages,
  numbered,
  onMove,
  label,
}: {
  projectId: string;
  pages: readonly PageSummary[];
  numbered: boolean;
  onMove?: (pageIds: string[]) => void;
  label: string;
}) {
  const list = useRef<HTMLDivElement>(null);
  // The moved page's button keeps the focus across the re-render (its row changes place in the DOM);
  // at the top or bottom, where that button turns off, the other one takes it.
  const [focus, setFocus] = useState<{ pageId: string; direction: Direction } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `pages` re-runs it when the new order lands
  useEffect(() => {
    if (!focus || !list.current) return;
    // Runs again when the order changes (the optimistic move lands a moment after the click), but
    // never pulls the focus back from somewhere else the user went.
    const active = document.activeElement;
    if (active && active !== document.body && !list.current.contains(active)) return;
    const button = (direction: Direction) =>
      list.current?.querySelector<HTMLButtonElement>(
        `button[data-page="${focus.pageId}"][data-direction="${direction}"]`,
      );
    const same = button(focus.direction);
    const target = same && !same.disabled ? same : button(focus.direction === 'up' ? 'down' : 'up');
    if (target && target !== active) target.focus();
  }, [focus, pages]);

  const move = (index: number, direction: Direction) => {
    const page = pages[index]!;
    onMove?.(
      movedIds(
        pages.map((item) => item._id),
        index,
        direction,
      ),
    );
    setFocus({ pageId: page._id, direction });
  };

  return (
    <Stack as="ol" gap="0" listStyleType="none" ref={list} aria-label={label}>
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
          {onMove && pages.length > 1 && (
            <HStack gap="0" flexShrink={0}>
              <IconButton
                size="sm"
                variant="ghost"
                colorPalette="gray"
                aria-label={`Move ${page.page_name} up`}
                data-page={page._id}
                data-direction="up"
                disabled={index === 0}
                onClick={() => move(index, 'up')}
              >
                <ChevronDownIcon transform="rotate(180deg)" />
              </IconButton>
              <IconButton
                size="sm"
                variant="ghost"
                colorPalette="gray"
                aria-label={`Move ${page.page_name} down`}
                data-page={page._id}
                data-direction="down"
                disabled={index === pages.length - 1}
                onClick={() => move(index, 'down')}
              >
                <ChevronDownIcon />
              </IconButton>
            </HStack>
          )}
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
  const groups = useQuery(pageGroupsQuery(api, projectId));
  const reorder = useReorderPages(projectId);
  const showUngrouped = isInovateUser(useCustomerKind());

  if (groups.isPending) {
    return (
      <Stack gap="4" aria-busy="true" role="status" aria-label="Loading the funnel">
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
              <Steps
                projectId={projectId}
                pages={group.page_group_pages_list}
                numbered={funnel}
                label={funnel ? 'Funnel steps' : 'Website pages'}
                onMove={(pageIds) => reorder.mutate({ groupId: group._id, pageIds })}
              />
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
            <Steps projectId={projectId} pages={ungrouped} numbered={false} label="Pages without a group" />
          </Card.Body>
        </Card.Root>
      )}
    </Stack>
  );
}
