/**
 * The List settings panel's body (issue 20 §2 List): each item's words with Move up, Move down and
 * Remove, "Add item", and the bullet — the list's markers, or the icon every item leads with,
 * chosen in the icon picker (loaded only when "Change bullet icon" opens it). Every control runs
 * the command list-items.ts / list-bullets.ts maps it to; an error shows beside its control.
 */
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { SelectField } from '../fields/SelectField.tsx';
import { TextInputField } from '../fields/TextInputField.tsx';
import { useFieldErrors } from '../fields/use-field-errors.ts';
import type { IconRef } from '../icon/icon-classes.ts';
import type { InspectorProps } from '../types.ts';
import { type ItemAction, ItemControls, useMoveFocus } from './ItemControls.tsx';
import { bulletIconCommands, bulletOf, MARKER_OPTIONS, markerCommand } from './list-bullets.ts';
import {
  addItemCommand,
  itemTextCommand,
  type ListItem,
  listItems,
  moveItemCommand,
  removeItemCommand,
} from './list-items.ts';

const IconPicker = lazy(() =>
  import('../icon/IconPicker.tsx').then((module) => ({ default: module.IconPicker })),
);

export default function ListPanel({ selection, node, run }: InspectorProps) {
  const fields = useFieldErrors(run);
  const items = listItems(node);
  const bullet = bulletOf(node);
  const focus = useMoveFocus(items.map((item) => item.id));
  const [picking, setPicking] = useState(false);
  const { sectionId } = selection;

  const act = (item: ListItem, action: ItemAction) => {
    const command =
      action === 'remove'
        ? removeItemCommand(sectionId, item.id)
        : moveItemCommand(sectionId, item.id, action);
    if (fields.runField(`controls:${item.id}`, command) && action !== 'remove') focus.moved(item.id, action);
  };

  const pickBullet = (icon: IconRef) => {
    for (const command of bulletIconCommands(selection, node, icon)) {
      if (!fields.runField('bullet', command)) break;
    }
  };

  return (
    <Stack gap="5">
      <Stack gap="3" ref={focus.container}>
        <Text fontSize="sm" fontWeight="semibold">
          Items
        </Text>
        {items.length === 0 && <Text fontSize="sm">This list has no items yet.</Text>}
        {items.map((item, i) => (
          <Box
            key={item.id}
            role="group"
            aria-label={`Item ${i + 1}`}
            borderWidth="1px"
            borderColor="gray.200"
            rounded="md"
            padding="2"
          >
            <ItemWords item={item} n={i + 1} sectionId={sectionId} fields={fields} />
            <Box marginTop="2">
              <ItemControls
                itemId={item.id}
                first={i === 0}
                last={i === items.length - 1}
                onAction={(action) => act(item, action)}
              />
            </Box>
            {fields.errorOf(`controls:${item.id}`) && (
              <Text role="alert" color="red.700" fontSize="xs" marginTop="1">
                {fields.errorOf(`controls:${item.id}`)}
              </Text>
            )}
          </Box>
        ))}
        <Button
          size="sm"
          alignSelf="flex-start"
          onClick={() => fields.runField('add', addItemCommand(selection, node))}
        >
          Add item
        </Button>
        {fields.errorOf('add') && (
          <Text role="alert" color="red.700" fontSize="xs">
            {fields.errorOf('add')}
          </Text>
        )}
      </Stack>
      {bullet.kind === 'marker' ? (
        <SelectField
          label="Bullet"
          value={bullet.type}
          options={MARKER_OPTIONS}
          error={fields.errorOf('bullet')}
          onChange={(type) => fields.runField('bullet', markerCommand(selection, type))}
        />
      ) : (
        <Stack gap="2">
          <Text fontSize="sm" fontWeight="medium">
            Bullet icon: {bullet.icon ? `${bullet.icon.name} (${bullet.icon.style})` : 'none'}
          </Text>
          <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => setPicking(!picking)}>
            {picking ? 'Close icon picker' : 'Change bullet icon'}
          </Button>
          {fields.errorOf('bullet') && (
            <Text role="alert" color="red.700" fontSize="xs">
              {fields.errorOf('bullet')}
            </Text>
          )}
          {picking && (
            <Suspense fallback={<Text fontSize="xs">Loading icons…</Text>}>
              <IconPicker current={bullet.icon} label="Bullet icons" onPick={pickBullet} />
            </Suspense>
          )}
        </Stack>
      )}
    </Stack>
  );
}

interface ItemWordsProps {
  readonly item: ListItem;
  readonly n: number;
  readonly sectionId: string;
  readonly fields: ReturnType<typeof useFieldErrors>;
}

function ItemWords({ item, n, sectionId, fields }: ItemWordsProps) {
  if (item.text.mode === 'rich') {
    return (
      <Box>
        <Text fontSize="sm" fontWeight="medium">
          Item {n}
        </Text>
        <Text fontSize="sm" lineClamp={2}>
          {item.text.text || 'No text'}
        </Text>
        <Text fontSize="xs" color="gray.600">
          Formatted text: double-click it in the page to edit it.
        </Text>
      </Box>
    );
  }
  const key = `text:${item.id}`;
  return (
    <TextInputField
      label={`Item ${n} text`}
      value={item.text.text}
      error={fields.errorOf(key)}
      onChange={(words) => {
        const command = itemTextCommand(sectionId, item, words);
        if (command) fields.runField(key, command);
      }}
    />
  );
}
