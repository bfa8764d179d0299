/**
 * The Header settings dialog (issue 20 §2 "Header dialog"; CONTRACT: named `Header settings`),
 * opened from the Navigation panel: the page header around the selected nav list — sticking to
 * the top, the bar's background colour and shadow, and how wide its content runs. Each control
 * runs the one command header-values.ts maps it to, at once, and shows that command's error
 * beside itself.
 *
 * A Chakra dialog (focus trapped inside, returned to the opener on close). Keys pressed in it stay
 * its own: Escape closes the dialog, not the inspector around the Navigation panel, and Delete or
 * Ctrl+Z never reach the builder's shortcuts.
 */
import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import type { Command } from '../../../../commands/registry.ts';
import type { PageDocument } from '../../../../domain/document.ts';
import type { Selection } from '../../canvas/selection.ts';
import { ColorField } from '../fields/ColorField.tsx';
import { FieldError } from '../fields/FieldError.tsx';
import { SegmentedField } from '../fields/SegmentedField.tsx';
import { ToggleField } from '../fields/ToggleField.tsx';
import { themeSwatches } from '../fields/theme-swatches.ts';
import { useFieldErrors } from '../fields/use-field-errors.ts';
import type { InspectorProps } from '../types.ts';
import {
  backgroundCommand,
  headerValues,
  pageHeader,
  SHADOW_OPTIONS,
  type Shadow,
  shadowCommand,
  stickyCommand,
  WIDTH_OPTIONS,
  type Width,
  widthCommand,
} from './header-values.ts';

export interface HeaderDialogProps {
  readonly open: boolean;
  readonly doc: PageDocument;
  /** The nav list whose header the dialog edits. */
  readonly selection: Selection;
  readonly run: InspectorProps['run'];
  readonly onClose: () => void;
}

export function HeaderDialog({ open, doc, selection, run, onClose }: HeaderDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="center"
      // The builder never scrolls; the lock would restyle the whole screen (ConfirmDialog.tsx).
      preventScroll={false}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content onKeyDown={(event) => event.stopPropagation()}>
            <Dialog.Header>
              <Dialog.Title>Header settings</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <HeaderFields doc={doc} selection={selection} run={run} />
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Close
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function HeaderFields({ doc, selection, run }: Omit<HeaderDialogProps, 'open' | 'onClose'>) {
  const fields = useFieldErrors(run);
  const header = pageHeader(doc, selection);
  if (!header) return <Text fontSize="sm">This menu is not in a page header.</Text>;
  const values = headerValues(header);
  const runField = (key: string, command: Command | null) => {
    if (command) fields.runField(key, command);
  };

  return (
    <Stack gap="5">
      <Stack gap="1">
        <ToggleField
          label="Stick to the top while scrolling"
          checked={values.sticky}
          onChange={(on) => runField('sticky', stickyCommand(header, on))}
        />
        <Text fontSize="xs" color="gray.600">
          The whole header stays at the top of the window as the page scrolls.
        </Text>
        <FieldError fields={fields} name="sticky" />
      </Stack>

      <ColorField
        label="Background colour"
        value={values.background}
        swatches={themeSwatches(doc.root)}
        error={fields.errorOf('background')}
        help={
          values.backgroundClass
            ? `The header's ${values.backgroundClass} class sets its colour and wins over this one.`
            : 'Empty keeps the page background.'
        }
        onChange={(value) => runField('background', backgroundCommand(header, value))}
      />

      <SegmentedField
        label="Shadow"
        value={values.shadow}
        options={SHADOW_OPTIONS}
        error={fields.errorOf('shadow')}
        onChange={(value) => runField('shadow', shadowCommand(header, value as Shadow))}
      />

      {values.width && (
        <SegmentedField
          label="Content width"
          value={values.width}
          options={WIDTH_OPTIONS}
          error={fields.errorOf('width')}
          onChange={(value) => runField('width', widthCommand(header, value as Width))}
        />
      )}
    </Stack>
  );
}
