/**
 * The List settings panel's body (issue 20 §2 List): each item's words with Move up, Move down and
 * Remove, "Add item", and the bullet — the list's markers, or the icon every item leads with,
 * chosen in the icon picker (loaded only when "Change bullet icon" opens it). Every control runs
 * the command list-items.ts / list-bullets.ts maps it to; an error shows beside its control.
 */
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { FieldError } from '../fields/FieldError.tsx';
import { SelectField } from '../fields/SelectField.tsx';
import { TextInputField } from '../fields/TextInputField.tsx';
import { useFieldErrors } from '../fields/use-field-errors.ts';
import type { IconRef } from '../icon/icon-classes.ts';
import type { InspectorProps } from '../types.ts';
import { ItemList } from './ItemList.tsx';
import { bulletIconCommands, bulletOf, MARKER_OPTIONS, markerCommand } from './list-bullets.ts';
import { itemTextCommand, type ListItem, listItems } from './list-items.ts';

const IconPicker = lazy(() =>
  import('../icon/IconPicker.tsx').then((module) => ({ default: module.IconPicker })),
);

export default function ListPanel({ selection, node, run }: InspectorProps) {
  const fields = useFieldErrors(run);
  const items = listItems(node);
  const bullet = bulletOf(node);
  const [picking, setPicking] = useState(false);

  const pickBullet = (icon: IconRef) => {
    fields.runAll('bullet', bulletIconCommands(selection, node, icon));
  };

  return (
    <Stack gap="5">
      <ItemList
        selection={selection}
        list={node}
        items={items}
        fields={fields}
        heading="Items"
        itemName="Item"
        addLabel="Add item"
        empty={<Text fontSize="sm">This list has no items yet.</Text>}
        renderItem={(item, n) => (
          <ItemWords item={item} n={n} sectionId={selection.sectionId} fields={fields} />
        )}
      />
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
          <FieldError fields={fields} name="bullet" />
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
