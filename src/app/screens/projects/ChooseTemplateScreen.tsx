/**
 * /choose-template: the template gallery (spec §2; issue 4) — categories, search, a grid of
 * templates with their thumbnails, and "Use template", which hands the choice to /add-project
 * as `?template_id=&template_name=`.
 */
import {
  Badge,
  Box,
  Button,
  Card,
  HStack,
  Image,
  Input,
  InputGroup,
  SimpleGrid,
  Skeleton,
  SkeletonText,
  Stack,
  Text,
  Wrap,
} from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { TemplateSummary } from '../../../api/template.ts';
import { categoryLabel, TEMPLATE_USAGE_SHOWN_FROM } from '../../../domain/categories.ts';
import { DEBOUNCE_MS } from '../../../domain/limits.ts';
import { abbreviateNumber } from '../../../domain/rules/display.ts';
import { LayersIcon, SearchIcon } from '../../components/icons.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { EmptyState, ErrorState } from '../../components/States.tsx';
import { appConfigQuery } from '../../data/app-config.ts';
import { templateCategoriesQuery, templateListQuery } from '../../data/templates.ts';
import { useApi } from '../../session/SessionProvider.tsx';
import { plural } from '../../shell/format.ts';
import { usePageTitle } from '../../shell/page-title.ts';

/** Waits DEBOUNCE_MS (spec §9) after the last keystroke before searching. */
function useDebounced(value: string): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return debounced;
}

export function ChooseTemplateScreen() {
  usePageTitle('Choose a template');
  const api = useApi();
  const [category, setCategory] = useState('');
  const [search, setSearch] = useState('');
  const query = useDebounced(search.trim());
  const categories = useQuery(templateCategoriesQuery(api));
  const templates = useQuery(templateListQuery(api, category, query));

  return (
    <>
      <PageHeader
        title="Choose a template"
        description="Start from a finished website or funnel and make it yours in the builder."
        back={{ label: 'New project', link: { to: '/add-project' } }}
      />
      <Stack gap="5">
        <InputGroup startElement={<SearchIcon color="gray.500" />} maxW={{ base: 'full', md: 'sm' }}>
          <Input
            type="search"
            bg="white"
            aria-label="Search templates"
            placeholder="Search by business or name"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </InputGroup>
        {/* One row that scrolls sideways on a phone (18 chips would fill its screen), wrapping from md. */}
        <Wrap
          gap="2"
          role="group"
          aria-label="Template categories"
          flexWrap={{ base: 'nowrap', md: 'wrap' }}
          overflowX={{ base: 'auto', md: 'visible' }}
          pb={{ base: '1', md: '0' }}
          mx={{ base: '-4', md: '0' }}
          px={{ base: '4', md: '0' }}
          css={{ scrollbarWidth: 'thin', '& > *': { flexShrink: 0 } }}
        >
          <CategoryChip label="All" selected={category === ''} onSelect={() => setCategory('')} />
          {(categories.data ?? []).map((item) => (
            <CategoryChip
              key={item._id}
              label={`${categoryLabel(item.name)} (${item.template_count})`}
              selected={category === item.name}
              onSelect={() => setCategory(item.name)}
            />
          ))}
        </Wrap>

        {templates.isPending ? (
          <TemplateGridSkeleton />
        ) : templates.isError ? (
          <ErrorState
            title="Templates did not load"
            error={templates.error}
            onRetry={() => void templates.refetch()}
          />
        ) : templates.data.templates.length === 0 ? (
          <EmptyState
            icon={<SearchIcon />}
            title="No templates match"
            description="Try another word or category, or start with a blank project."
            action={
              <Button asChild variant="outline">
                <Link to="/add-project">Start blank</Link>
              </Button>
            }
          />
        ) : (
          <SimpleGrid
            as="ul"
            listStyleType="none"
            columns={{ base: 1, sm: 2, lg: 3 }}
            gap="5"
            aria-label="Templates"
            aria-busy={templates.isFetching}
          >
            {templates.data.templates.map((template) => (
              <li key={template._id}>
                <TemplateCard template={template} />
              </li>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </>
  );
}

function CategoryChip({
  label,
  selected,
  onSelect,
}: {
  label: string;
  selected: boolean;
  onSelect: () => void;
}) {
  return (
    <Button
      size="sm"
      rounded="full"
      variant={selected ? 'solid' : 'outline'}
      colorPalette="purple"
      aria-pressed={selected}
      onClick={onSelect}
    >
      {label}
    </Button>
  );
}

function TemplateCard({ template }: { template: TemplateSummary }) {
  const api = useApi();
  const hostedBase = useQuery(appConfigQuery(api)).data?.hosted_base;
  return (
    <Card.Root rounded="xl" overflow="hidden" h="full">
      <Box bg="gray.100" aspectRatio={4 / 3} overflow="hidden" borderBottomWidth="1px">
        <Image
          src={template.thumbnail}
          alt={`Preview of the ${template.template_name} template`}
          w="full"
          h="full"
          objectFit="cover"
          objectPosition="top"
          loading="lazy"
        />
      </Box>
      <Card.Body gap="2" p="4">
        <HStack justify="space-between" align="start">
          <Text fontWeight="semibold" fontSize="md">
            {template.template_name}
          </Text>
          <Badge colorPalette={template.kind === 'funnel' ? 'orange' : 'purple'} variant="subtle">
            {template.kind === 'funnel' ? 'Funnel' : categoryLabel(template.category)}
          </Badge>
        </HStack>
        <Text color="gray.600" fontSize="sm" lineClamp={2}>
          {template.description}
        </Text>
        <Text color="gray.600" fontSize="xs">
          {plural(template.pages.length, 'page', 'pages')}
          {template.usage_count >= TEMPLATE_USAGE_SHOWN_FROM &&
            ` · used ${abbreviateNumber(template.usage_count)} times`}
        </Text>
      </Card.Body>
      <Card.Footer p="4" pt="0" gap="2">
        {/* The template's pages as a project from it would save them, on the sites origin (sandboxed). */}
        {hostedBase && (
          <Button asChild variant="outline" size="sm" flex="1">
            <a
              href={`${hostedBase}/templates/${encodeURIComponent(template._id)}/`}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Preview template: ${template.template_name} (opens in a new tab)`}
            >
              Preview
            </a>
          </Button>
        )}
        <Button asChild colorPalette="purple" size="sm" flex="1">
          <Link
            to="/add-project"
            search={{ template_id: template._id, template_name: template.template_name }}
            aria-label={`Use template: ${template.template_name}`}
          >
            <LayersIcon />
            Use template
          </Link>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

function TemplateGridSkeleton() {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="5" role="status" aria-label="Loading templates">
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <Card.Root key={i} rounded="xl" overflow="hidden">
          <Skeleton aspectRatio={4 / 3} />
          <Card.Body gap="3" p="4">
            <SkeletonText noOfLines={3} />
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
