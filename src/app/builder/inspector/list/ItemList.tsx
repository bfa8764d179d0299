/**
 * The items editor the list and navigation panels share (issue 20 §2: items add, remove, reorder):
 * a group per item (its own fields, then Move up / Move down / Remove), and the add button. The
 * moves, removals and the added copy of the last item are list-items.ts commands; the focus stays
 * on a moved item's button; each error shows beside its control.
 */
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { ElementNode } from '../../../../domain/html-tree.ts';
import type { Selection } from '../../canvas/selection.ts';
import { FieldError } from '../fields/FieldError.tsx';
import type { FieldErrors } from '../fields/use-field-errors.ts';
import { type ItemAction, ItemControls, useMoveFocus } from './ItemControls.tsx';
import { addItemCommand, moveItemCommand, removeItemCommand } from './list-items.ts';

export interface ItemListProps<Item extends { readonly id: string }> {
  readonly selection: Selection;
  /** The list element the items belong to. */
  readonly list: ElementNode;
  readonly items: readonly Item[];
  readonly fields: FieldErrors;
  /** The heading above the items ("Items"). */
  readonly heading: string;
  /** Names each item's group: `${itemName} ${n}`. */
  readonly itemName: string;
  readonly addLabel: string;
  /** Shown when there are no items. */
  readonly empty?: ReactNode;
  readonly renderItem: (item: Item, n: number) => ReactNode;
}

export function ItemList<Item extends { readonly id: string }>({
  selection,
  list,
  items,
  fields,
  heading,
  itemName,
  addLabel,
  empty,
  renderItem,
}: ItemListProps<Item>) {
  const focus = useMoveFocus(items.map((item) => item.id));
  const { sectionId } = selection;

  const act = (item: Item, action: ItemAction) => {
    const command =
      action === 'remove'
        ? removeItemCommand(sectionId, item.id)
        : moveItemCommand(sectionId, item.id, action);
    if (fields.runField(`controls:${item.id}`, command) && action !== 'remove') focus.moved(item.id, action);
  };

  return (
    <Stack gap="3" ref={focus.container}>
      <Text fontSize="sm" fontWeight="semibold">
        {heading}
      </Text>
      {items.length === 0 && empty}
      {items.map((item, i) => (
        <Box
          key={item.id}
          role="group"
          aria-label={`${itemName} ${i + 1}`}
          borderWidth="1px"
          borderColor="gray.200"
          rounded="md"
          padding="2"
        >
          {renderItem(item, i + 1)}
          <Box marginTop="2">
            <ItemControls
              itemId={item.id}
              first={i === 0}
              last={i === items.length - 1}
              onAction={(action) => act(item, action)}
            />
          </Box>
          <FieldError fields={fields} name={`controls:${item.id}`} />
        </Box>
      ))}
      <Button
        size="sm"
        alignSelf="flex-start"
        onClick={() => fields.runField('add', addItemCommand(selection, list))}
      >
        {addLabel}
      </Button>
      <FieldError fields={fields} name="add" />
    </Stack>
  );
}
