/**
 * The "Elements" drawer (spec §2 drawer items, width 275; block palette; §4 Drag and drop): the
 * palette's blocks, each dragged into the canvas (dropped where the pointer is, canvas-drop.ts) or,
 * from the keyboard, inserted after the element selected in the canvas — the same `element.insert`
 * with the same column measure a drop there would get.
 */
import { Box, Button, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { Command } from '../../commands/registry.ts';
import { planListQuery } from '../data/payments.ts';
import { useApi } from '../session/SessionProvider.tsx';
import { toaster } from '../shell/toaster.tsx';
import { type Block, type PaletteOptions, paletteBlocks } from './elements/blocks.ts';
import { columnsAt } from './elements/canvas-drop.ts';
import { setBlockDragData } from './elements/drag-data.ts';

export interface ElementsPanelProps {
  readonly run: (command: Command) => void;
  /** The element selected in the canvas, or null. */
  readonly selection: { sectionId: string; elementId: string } | null;
  /** The canvas document, to measure the insert's columns (optional: without it nothing is wrapped). */
  readonly canvasDocument?: Document | null;
  /** Which optional blocks the palette shows (Payment Button, Calender Button). */
  readonly palette?: PaletteOptions;
  /** With it, the Payment Button shows when the project has a payment plan, and sells its first one. */
  readonly projectId?: string;
}

export function ElementsPanel({ run, selection, canvasDocument, palette, projectId }: ElementsPanelProps) {
  const helpId = useId();
  const api = useApi();
  const plans = useQuery({ ...planListQuery(api, projectId ?? ''), enabled: projectId !== undefined });
  const firstPlan = plans.data?.[0]?._id;
  const blocks = paletteBlocks({
    ...palette,
    ...(firstPlan && { payment: true, paymentPlanId: firstPlan }),
  });
  const insertAfter = (block: Block) => {
    if (!selection) {
      toaster.create({ type: 'info', title: 'Select an element in the page first', closable: true });
      return;
    }
    const columns = columnsAt(canvasDocument, selection.elementId, 'after');
    run({
      kind: 'element.insert',
      sectionId: selection.sectionId,
      targetId: selection.elementId,
      position: 'after',
      html: block.html,
      ...(columns !== undefined && { columns }),
    });
  };
  return (
    <Stack gap="3">
      <Text fontSize="sm" color="gray.600" id={helpId}>
        {selection
          ? 'Drag a block into the page, or insert it after the selected element.'
          : 'Drag a block into the page. To use the keyboard, select an element in the page first.'}
      </Text>
      <Stack as="ul" gap="1.5" listStyleType="none" aria-label="Blocks" aria-describedby={helpId}>
        {blocks.map((block) => (
          <HStack
            as="li"
            key={block.name}
            gap="2"
            borderWidth="1px"
            rounded="md"
            px="2"
            py="1.5"
            bg="white"
            draggable
            cursor="grab"
            _hover={{ borderColor: 'purple.400', bg: 'purple.50' }}
            title={`Drag ${block.name} into the page`}
            onDragStart={(event) => setBlockDragData(event.dataTransfer, block.payload ?? block.name)}
          >
            <BlockIcon path={block.icon} />
            <Text flex="1" fontSize="sm" fontWeight="medium">
              {block.name}
            </Text>
            <Button
              size="2xs"
              variant="outline"
              colorPalette="purple"
              // Focusable while unavailable, so keyboard users reach it and learn why (the help text).
              aria-disabled={!selection}
              aria-label={`Insert ${block.name} after selection`}
              onClick={() => insertAfter(block)}
            >
              Insert
            </Button>
          </HStack>
        ))}
      </Stack>
    </Stack>
  );
}

function BlockIcon({ path }: { path: string | undefined }) {
  return (
    <Box
      color="purple.600"
      flexShrink="0"
      w="5"
      h="5"
      display="flex"
      alignItems="center"
      justifyContent="center"
    >
      {path && (
        <Icon boxSize="5">
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
            focusable="false"
          >
            <path d={path} />
          </svg>
        </Icon>
      )}
    </Box>
  );
}
