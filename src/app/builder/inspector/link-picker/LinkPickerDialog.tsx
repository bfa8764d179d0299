/**
 * The one link picker's dialog (issue 20 §2): an external address (checked), a page of this
 * project, or a section of this page by anchor, and `Open in new tab`. It lives in the app
 * document — the canvas is sandboxed and blocks form submission — as a Chakra dialog (focus
 * trapped inside, returned on close). Enter applies, Escape cancels.
 */
import { Box, Button, Dialog, Input, NativeSelect, Portal, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useId, useState } from 'react';
import { FieldFrame } from '../fields/FieldFrame.tsx';
import { ToggleField } from '../fields/ToggleField.tsx';
import type { LinkValue } from '../types.ts';
import {
  hrefOfChoice,
  type LinkChoice,
  type LinkMode,
  readLinkChoice,
  type SectionChoice,
} from './link-target.ts';

export interface PageChoice {
  readonly slug: string;
  readonly name: string;
}

export interface LinkPickerDialogProps {
  readonly current: LinkValue;
  /** The project's pages (none when they could not be loaded). */
  readonly pages: readonly PageChoice[];
  readonly sections: readonly SectionChoice[];
  /**
   * Gives a section without an anchor the suggested one (`section.setAnchor`) before the link to it
   * is applied; answers the message to show when it could not.
   */
  readonly onAddAnchor: (sectionId: string, anchor: string) => string | null;
  readonly onApply: (link: LinkValue) => void;
  readonly onCancel: () => void;
}

const MODES: readonly { value: LinkMode; label: string }[] = [
  { value: 'external', label: 'Web address' },
  { value: 'page', label: 'Page of this site' },
  { value: 'section', label: 'Section of this page' },
];

export function LinkPickerDialog({
  current,
  pages,
  sections,
  onAddAnchor,
  onApply,
  onCancel,
}: LinkPickerDialogProps) {
  const formId = useId();
  const modeName = useId();
  const [choice, setChoice] = useState<LinkChoice>(() =>
    readLinkChoice(
      current.href,
      pages.map((page) => page.slug),
      sections.flatMap((section) => (section.anchor ? [section.anchor] : [])),
    ),
  );
  const [openInNewTab, setOpenInNewTab] = useState(current.openInNewTab);
  const [problem, setProblem] = useState<string | null>(null);
  const update = (patch: Partial<LinkChoice>) => {
    setChoice((before) => ({ ...before, ...patch }));
    setProblem(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const href = hrefOfChoice(choice);
    if (!href.ok) {
      setProblem(href.message);
      return;
    }
    const unanchored =
      choice.mode === 'section' ? sections.find((section) => section.suggested === choice.anchor) : undefined;
    if (unanchored) {
      const failed = onAddAnchor(unanchored.sectionId, choice.anchor);
      if (failed) {
        setProblem(failed);
        return;
      }
    }
    onApply({
      href: href.href,
      openInNewTab,
      ...(current.eventId !== undefined && { eventId: current.eventId }),
    });
  };

  return (
    <Dialog.Root
      open
      onOpenChange={(details) => {
        if (!details.open) onCancel();
      }}
      placement="center"
      // The builder never scrolls; the lock would restyle the whole screen (ConfirmDialog.tsx).
      preventScroll={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Choose a link</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <form id={formId} noValidate onSubmit={submit}>
                <Stack gap="4">
                  <Box as="fieldset">
                    <Text as="legend" fontSize="sm" fontWeight="medium" mb="1">
                      Link to
                    </Text>
                    <Stack gap="1" fontSize="sm">
                      {MODES.map((mode) => (
                        <label key={mode.value}>
                          <input
                            type="radio"
                            name={modeName}
                            value={mode.value}
                            checked={choice.mode === mode.value}
                            onChange={() => update({ mode: mode.value })}
                          />{' '}
                          {mode.label}
                        </label>
                      ))}
                    </Stack>
                  </Box>
                  {choice.mode === 'external' && (
                    <FieldFrame label="Address" error={problem} help="http://, https://, mailto: or tel:">
                      <Input
                        size="sm"
                        value={choice.address}
                        inputMode="url"
                        placeholder="https://example.com"
                        onChange={(event) => update({ address: event.target.value })}
                      />
                    </FieldFrame>
                  )}
                  {choice.mode === 'page' && (
                    <FieldFrame label="Page" error={problem}>
                      <NativeSelect.Root size="sm">
                        <NativeSelect.Field
                          value={choice.pageSlug}
                          onChange={(event) => update({ pageSlug: event.target.value })}
                        >
                          <option value="">
                            {pages.length === 0 ? 'No pages could be loaded' : 'Choose a page'}
                          </option>
                          {pages.map((page) => (
                            <option key={page.slug} value={page.slug}>
                              {page.name}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </FieldFrame>
                  )}
                  {choice.mode === 'section' && (
                    <FieldFrame
                      label="Section"
                      error={problem}
                      help="A section without an anchor gets one when you apply the link."
                    >
                      <NativeSelect.Root size="sm">
                        <NativeSelect.Field
                          value={choice.anchor}
                          onChange={(event) => update({ anchor: event.target.value })}
                        >
                          <option value="">Choose a section</option>
                          {sections.map((section) => (
                            <option key={section.sectionId} value={section.anchor ?? section.suggested}>
                              {section.anchor
                                ? `${section.label} (#${section.anchor})`
                                : `${section.label} (adds #${section.suggested})`}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </FieldFrame>
                  )}
                  <ToggleField label="Open in new tab" checked={openInNewTab} onChange={setOpenInNewTab} />
                </Stack>
              </form>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel}>
                Cancel
              </Button>
              <Button type="submit" form={formId} colorPalette="purple">
                Apply
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
