/** Renders an article's markdown (see markdown.ts) with Chakra typography; no HTML is injected. */
import { Box, Code, Heading, Link, List, Table, Text } from '@chakra-ui/react';
import { Fragment, type ReactNode, useMemo } from 'react';
import { type Block, type Inline, parseBlocks, parseInline } from './markdown.ts';

function inline(nodes: Inline[]): ReactNode {
  return nodes.map((node, index) => {
    const key = `${node.kind}-${index}`;
    switch (node.kind) {
      case 'text':
        return <Fragment key={key}>{node.text}</Fragment>;
      case 'strong':
        return <strong key={key}>{inline(node.children)}</strong>;
      case 'em':
        return <em key={key}>{inline(node.children)}</em>;
      case 'code':
        return (
          <Code key={key} size="sm">
            {node.text}
          </Code>
        );
      default:
        return (
          <Link
            key={key}
            href={node.href}
            color="purple.700"
            textDecoration="underline"
            {...(/^https?:/i.test(node.href) && { target: '_blank', rel: 'noreferrer' })}
          >
            {inline(node.children)}
          </Link>
        );
    }
  });
}

const text = (value: string) => inline(parseInline(value));

/** Article headings sit below the page's h1 and the article's h2 title ("#" is shown as h2, "##" as h3). */
const HEADING_SIZES = ['xl', 'lg', 'md', 'md', 'sm', 'sm'] as const;

function renderBlock(block: Block, index: number): ReactNode {
  switch (block.kind) {
    case 'heading': {
      const level = Math.min(block.level + 1, 6);
      return (
        <Heading key={index} as={`h${level}` as 'h3'} size={HEADING_SIZES[block.level - 1] ?? 'md'} mt="2">
          {text(block.text)}
        </Heading>
      );
    }
    case 'paragraph':
      return (
        <Text key={index} lineHeight="tall">
          {text(block.text)}
        </Text>
      );
    case 'list':
      return (
        <List.Root key={index} as={block.ordered ? 'ol' : 'ul'} ps="6" gap="1.5" lineHeight="tall">
          {block.items.map((item, itemIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: items are static article text
            <List.Item key={itemIndex}>{text(item)}</List.Item>
          ))}
        </List.Root>
      );
    case 'code':
      return (
        <Box key={index} as="pre" bg="gray.100" p="3" rounded="md" overflowX="auto" fontSize="sm">
          <code>{block.text}</code>
        </Box>
      );
    case 'table':
      return (
        // Focusable so a table wider than a phone can be scrolled with the keyboard.
        <Table.ScrollArea
          key={index}
          borderWidth="1px"
          rounded="md"
          tabIndex={0}
          role="region"
          aria-label="Table"
        >
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                {block.head.map((cell, cellIndex) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: columns are static article text
                  <Table.ColumnHeader key={cellIndex}>{text(cell)}</Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {block.rows.map((row, rowIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are static article text
                <Table.Row key={rowIndex}>
                  {row.map((cell, cellIndex) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells are static article text
                    <Table.Cell key={cellIndex}>{text(cell)}</Table.Cell>
                  ))}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      );
  }
}

export function Markdown({ source, skipTitle }: { source: string; skipTitle?: string }) {
  const blocks = useMemo(() => {
    const parsed = parseBlocks(source);
    // The article's own "# Title" repeats the title the screen already shows.
    const first = parsed[0];
    return first?.kind === 'heading' && first.level === 1 && first.text === skipTitle
      ? parsed.slice(1)
      : parsed;
  }, [source, skipTitle]);
  return (
    <Box display="flex" flexDirection="column" gap="4" color="gray.800">
      {blocks.map(renderBlock)}
    </Box>
  );
}
