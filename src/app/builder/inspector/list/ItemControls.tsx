/**
 * The per-item buttons the list and navigation panels share (issue 20 §2: items add, remove,
 * reorder): "Move up", "Move down" and "Remove", native buttons in the item's group, so the
 * keyboard reaches them. After a move the same button keeps the focus in the item's new place
 * (or its partner, when the item reached an end), so pressing "Move up" again moves it again.
 */
import { Button, HStack } from '@chakra-ui/react';
import { type RefObject, useLayoutEffect, useRef, useState } from 'react';

export type ItemAction = 'up' | 'down' | 'remove';

export interface ItemControlsProps {
  readonly itemId: string;
  readonly first: boolean;
  readonly last: boolean;
  readonly onAction: (action: ItemAction) => void;
}

export function ItemControls({ itemId, first, last, onAction }: ItemControlsProps) {
  return (
    <HStack gap="1" data-item-controls={itemId}>
      <Button size="xs" variant="outline" data-action="up" disabled={first} onClick={() => onAction('up')}>
        Move up
      </Button>
      <Button size="xs" variant="outline" data-action="down" disabled={last} onClick={() => onAction('down')}>
        Move down
      </Button>
      <Button size="xs" variant="outline" colorPalette="red" onClick={() => onAction('remove')}>
        Remove
      </Button>
    </HStack>
  );
}

/**
 * Keeps the focus on a moved item's button: call `moved(id, direction)` after running the move;
 * `order` is the items' ids, so the focus follows once the document has them in their new order.
 */
export function useMoveFocus(order: readonly string[]): {
  readonly container: RefObject<HTMLDivElement | null>;
  readonly moved: (itemId: string, direction: 'up' | 'down') => void;
} {
  const container = useRef<HTMLDivElement>(null);
  const [pending, setPending] = useState<{ id: string; direction: 'up' | 'down' } | null>(null);
  const key = order.join(' ');
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the order (key) changes.
  useLayoutEffect(() => {
    if (!pending) return;
    const controls = container.current?.querySelector(`[data-item-controls="${pending.id}"]`);
    const wanted = controls?.querySelector<HTMLButtonElement>(`[data-action="${pending.direction}"]`);
    const other = controls?.querySelector<HTMLButtonElement>(
      `[data-action="${pending.direction === 'up' ? 'down' : 'up'}"]`,
    );
    (wanted && !wanted.disabled ? wanted : other)?.focus();
    setPending(null);
  }, [key]);
  return { container, moved: (id, direction) => setPending({ id, direction }) };
}
