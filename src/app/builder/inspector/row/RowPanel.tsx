/**
 * The Row settings panel (issue 23 "Layout row"; CONTRACT: `Row settings`, field `Columns`): the
 * number of columns (spec §9: at most one per 8 % of the row's width), each column's span in the
 * 12-grid with add, remove, narrower and wider (a column resizes against its neighbour), gap,
 * vertical and horizontal alignment, and stacking under 768 px. Opened on a row or on one of its
 * columns, which is then highlighted. Each control runs one command (row-fields.ts).
 */
import { Box, Button, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { FieldError } from '../fields/FieldError.tsx';
import { SegmentedField } from '../fields/SegmentedField.tsx';
import { SelectField } from '../fields/SelectField.tsx';
import { ToggleField } from '../fields/ToggleField.tsx';
import { useFieldErrors } from '../fields/use-field-errors.ts';
import type { InspectorProps } from '../types.ts';
import { RowGroup as Group } from './RowGroup.tsx';
import {
  ALIGN_OPTIONS,
  addColumnCommand,
  canNarrow,
  canWiden,
  columnCountOptions,
  GAP_OPTIONS,
  JUSTIFY_OPTIONS,
  layoutCommand,
  readRowView,
  removeColumnCommand,
  resizeColumnCommand,
  setColumnsCommand,
} from './row-fields.ts';

export default function RowPanel({ doc, selection, node, run }: InspectorProps) {
  const fields = useFieldErrors(run);
  const { errorOf, runField } = fields;
  const view = readRowView(doc, selection.sectionId, node);
  if (!view) return <Text fontSize="sm">This column is not in a row.</Text>;
  const { layout, selectedColumn } = view;
  const count = layout.columns.length;
  const used = layout.widths.reduce((sum, w) => sum + w, 0);

  return (
    <Stack gap="4">
      <SelectField
        label="Columns"
        value={String(count)}
        options={columnCountOptions(view)}
        help={`Up to ${view.capacity} here: one per 8 % of the row's width. Fewer removes the last columns (Undo brings them back).`}
        error={errorOf('columns')}
        onChange={(value) => runField('columns', setColumnsCommand(view, Number(value)))}
      />

      <Group title="Column widths">
        {/* The row at a glance: each column's share of the 12-grid, the selected one marked. */}
        <HStack gap="1" aria-hidden="true" data-testid="row-preview">
          {layout.widths.map((width, i) => (
            <Box
              key={layout.columns[i]!.id}
              flex={width}
              minWidth="0"
              height="8"
              borderRadius="sm"
              borderWidth="2px"
              borderColor={i === selectedColumn ? 'blue.500' : 'gray.300'}
              bg={i === selectedColumn ? 'blue.100' : 'gray.100'}
              display="flex"
              alignItems="center"
              justifyContent="center"
              fontSize="xs"
              color="gray.700"
            >
              {width}
            </Box>
          ))}
          {used < 12 && (
            <Box
              flex={12 - used}
              height="8"
              borderRadius="sm"
              borderWidth="1px"
              borderStyle="dashed"
              borderColor="gray.300"
            />
          )}
        </HStack>
        <Stack as="ul" gap="1" listStyleType="none" m="0" p="0" aria-label="Column widths">
          {layout.columns.map((column, i) => {
            const n = i + 1;
            const selected = i === selectedColumn;
            return (
              <HStack
                as="li"
                key={column.id}
                justify="space-between"
                px="2"
                py="1"
                borderRadius="md"
                bg={selected ? 'blue.50' : undefined}
                borderWidth="1px"
                borderColor={selected ? 'blue.300' : 'transparent'}
                aria-current={selected ? 'true' : undefined}
              >
                <Text fontSize="sm" fontWeight={selected ? 'semibold' : 'normal'}>
                  Column {n}
                  {selected && ' (selected)'}
                </Text>
                <HStack gap="1">
                  <IconButton
                    size="xs"
                    variant="outline"
                    aria-label={`Make column ${n} narrower`}
                    disabled={!canNarrow(layout, i)}
                    onClick={() =>
                      runField('widths', resizeColumnCommand(view, column.id, layout.widths[i]! - 1))
                    }
                  >
                    −
                  </IconButton>
                  <Text fontSize="sm" minWidth="10" textAlign="center" aria-label={`Column ${n} width`}>
                    {layout.widths[i]}/12
                  </Text>
                  <IconButton
                    size="xs"
                    variant="outline"
                    aria-label={`Make column ${n} wider`}
                    disabled={!canWiden(layout, i)}
                    onClick={() =>
                      runField('widths', resizeColumnCommand(view, column.id, layout.widths[i]! + 1))
                    }
                  >
                    +
                  </IconButton>
                  <Button
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    aria-label={`Remove column ${n}`}
                    disabled={count < 2}
                    onClick={() => runField('widths', removeColumnCommand(view, column.id))}
                  >
                    Remove
                  </Button>
                </HStack>
              </HStack>
            );
          })}
        </Stack>
        <Button
          size="sm"
          variant="outline"
          alignSelf="start"
          disabled={count >= view.capacity}
          onClick={() =>
            runField(
              'widths',
              addColumnCommand(
                view,
                selectedColumn === null ? undefined : layout.columns[selectedColumn]!.id,
              ),
            )
          }
        >
          Add column
        </Button>
        <Text fontSize="xs" color="gray.600">
          A column grows or shrinks against the next one (the last against the one before).
        </Text>
        <FieldError fields={fields} name="widths" />
      </Group>

      <Group title="Layout">
        <SegmentedField
          label="Gap"
          value={layout.gap}
          options={GAP_OPTIONS}
          error={errorOf('gap')}
          onChange={(gap) => runField('gap', layoutCommand(view, { gap: gap as typeof layout.gap }))}
        />
        <SegmentedField
          label="Vertical alignment"
          value={layout.align}
          options={ALIGN_OPTIONS}
          error={errorOf('align')}
          onChange={(align) =>
            runField('align', layoutCommand(view, { align: align as typeof layout.align }))
          }
        />
        <SelectField
          label="Horizontal alignment"
          value={layout.justify}
          options={JUSTIFY_OPTIONS}
          error={errorOf('justify')}
          onChange={(justify) =>
            runField('justify', layoutCommand(view, { justify: justify as typeof layout.justify }))
          }
        />
        <ToggleField
          label="Stack on phones (under 768 px)"
          checked={layout.stack}
          onChange={(stack) => runField('stack', layoutCommand(view, { stack }))}
        />
      </Group>
    </Stack>
  );
}
