/**
 * The Form settings panel (issue 23 "Form"; spec §5): the form's fields — added, removed, reordered,
 * each with its type, label, placeholder, options and required flag (spec §5's names locked) — the
 * submit text, the success and failure messages, what follows a submission (a message, a page of the
 * project, or an address) and the list subscribers join. Opened for a form or any input in one. Every
 * control runs one command (form-values.ts); what it writes is what the published page reads.
 */
import { Button, Field, HStack, NativeSelect, Separator, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  DEFAULT_FAILURE_MESSAGE,
  DEFAULT_SUCCESS_MESSAGE,
  type FieldType,
} from '../../../../domain/form-fields.ts';
import { projectQuery } from '../../../data/projects.ts';
import { useApi } from '../../../session/SessionProvider.tsx';
import { FieldError } from '../fields/FieldError.tsx';
import { SegmentedField } from '../fields/SegmentedField.tsx';
import { SelectField } from '../fields/SelectField.tsx';
import { TextInputField } from '../fields/TextInputField.tsx';
import { useFieldErrors } from '../fields/use-field-errors.ts';
import { useMoveFocus } from '../list/ItemControls.tsx';
import type { InspectorProps } from '../types.ts';
import { FieldEditor } from './FieldEditor.tsx';
import {
  AFTER_SUBMIT_OPTIONS,
  addFieldCommand,
  isFieldType,
  moveFieldCommand,
  nextPageOptions,
  readFormValues,
  removeFieldCommand,
  settingsCommand,
  submitTextCommand,
  TYPE_OPTIONS,
} from './form-values.ts';
import { ListChooser } from './ListChooser.tsx';

export default function FormPanel({ doc, selection, node, run, projectId, pageId }: InspectorProps) {
  const fields = useFieldErrors(run);
  const values = readFormValues(doc, selection, node);
  const ids = values?.fields.map((field) => field.id) ?? [];
  const focus = useMoveFocus(ids);
  const [openId, setOpenId] = useState<string | null>(values?.selectedFieldId ?? null);
  const [newType, setNewType] = useState<FieldType>('text');
  // After "Add field" the new field opens: the one id the form did not have before.
  const before = useRef<readonly string[] | null>(null);
  const key = ids.join(' ');
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the fields (key) change.
  useEffect(() => {
    if (!before.current) return;
    const added = ids.find((id) => !before.current!.includes(id));
    before.current = null;
    if (added) setOpenId(added);
  }, [key]);

  if (!values) return <Text fontSize="sm">This field is not inside a form, so it sends nothing.</Text>;
  const { target, settings } = values;

  const add = () => {
    before.current = ids;
    if (!fields.runField('add', addFieldCommand(target, newType))) before.current = null;
  };

  return (
    <Stack gap="5">
      <Stack gap="2" ref={focus.container}>
        <Text as="h3" fontSize="sm" fontWeight="semibold">
          Fields
        </Text>
        {values.fields.length === 0 && (
          <Text fontSize="sm" color="gray.600">
            This form has no fields yet. Add one below.
          </Text>
        )}
        {values.fields.map((field, i) => (
          <FieldEditor
            key={field.id}
            field={field}
            n={i + 1}
            first={i === 0}
            last={i === values.fields.length - 1}
            open={openId === field.id}
            target={target}
            fields={fields}
            onToggle={(open) => setOpenId(open ? field.id : openId === field.id ? null : openId)}
            onAction={(action) => {
              const command =
                action === 'remove'
                  ? removeFieldCommand(target, field.id)
                  : moveFieldCommand(target, field.id, action);
              if (fields.runField(`controls:${field.id}`, command) && action !== 'remove')
                focus.moved(field.id, action);
            }}
          />
        ))}
        <HStack gap="2" align="flex-end" pt="1">
          <Field.Root flex="1" gap="1">
            <Field.Label fontSize="sm" fontWeight="medium">
              New field type
            </Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                value={newType}
                onChange={(event) => isFieldType(event.target.value) && setNewType(event.target.value)}
              >
                {TYPE_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Button size="sm" onClick={add}>
            Add field
          </Button>
        </HStack>
        <FieldError fields={fields} name="add" />
      </Stack>

      <Separator borderColor="gray.200" />
      <TextInputField
        label="Submit button text"
        value={settings.submitText}
        error={fields.errorOf('submit')}
        onChange={(text) => fields.runField('submit', submitTextCommand(target, text))}
      />
      <TextInputField
        label="Success message"
        value={settings.successMessage}
        placeholder={DEFAULT_SUCCESS_MESSAGE}
        help="What a visitor reads after sending. Empty: a standard thank-you line."
        error={fields.errorOf('success')}
        onChange={(successMessage) => fields.runField('success', settingsCommand(target, { successMessage }))}
      />
      <TextInputField
        label="Failure message"
        value={settings.failureMessage}
        placeholder={DEFAULT_FAILURE_MESSAGE}
        help="What a visitor reads when sending fails. Empty: a standard line."
        error={fields.errorOf('failure')}
        onChange={(failureMessage) => fields.runField('failure', settingsCommand(target, { failureMessage }))}
      />
      <Separator borderColor="gray.200" />
      <AfterSubmitFields
        values={values}
        projectId={projectId}
        pageId={pageId}
        onChange={(name, changes) => fields.runField(name, settingsCommand(target, changes))}
        errorOf={fields.errorOf}
      />
      <Separator borderColor="gray.200" />
      <ListChooser
        projectId={projectId}
        settings={settings}
        onChange={(name, changes) => fields.runField(name, settingsCommand(target, changes))}
        errorOf={fields.errorOf}
      />
    </Stack>
  );
}

interface AfterSubmitProps {
  readonly values: NonNullable<ReturnType<typeof readFormValues>>;
  readonly projectId: string;
  readonly pageId: string;
  readonly onChange: (name: string, changes: Parameters<typeof settingsCommand>[1]) => boolean;
  readonly errorOf: (name: string) => string | null;
}

function AfterSubmitFields({ values, projectId, pageId, onChange, errorOf }: AfterSubmitProps) {
  const api = useApi();
  const project = useQuery(projectQuery(api, projectId));
  const { settings } = values;
  const pages = (project.data?.page_list ?? []).map((page) => ({
    id: page._id,
    slug: page.page_slug,
    name: page.page_name,
  }));
  return (
    <Stack gap="3">
      <SegmentedField
        label="After a submission"
        value={settings.afterSubmit}
        options={AFTER_SUBMIT_OPTIONS}
        error={errorOf('after')}
        onChange={(after) =>
          onChange('after', { afterSubmit: after as (typeof AFTER_SUBMIT_OPTIONS)[number]['value'] })
        }
      />
      {settings.afterSubmit === 'message' && (
        <Text fontSize="xs" color="gray.600">
          The visitor stays on the page and reads the success message.
        </Text>
      )}
      {settings.afterSubmit === 'next_page' && (
        <SelectField
          label="Next page"
          value={settings.nextPage}
          options={nextPageOptions(pages, pageId)}
          help={
            project.isPending
              ? 'Loading the pages…'
              : settings.nextPage === ''
                ? 'A funnel step goes on to the step after it; elsewhere the success message shows.'
                : undefined
          }
          error={errorOf('next')}
          onChange={(nextPage) => onChange('next', { nextPage })}
        />
      )}
      {settings.afterSubmit === 'url' && (
        <TextInputField
          label="Address"
          value={settings.redirectUrl}
          placeholder="https://example.com/thank-you"
          inputMode="url"
          help="The visitor is sent to this address."
          error={errorOf('url')}
          onChange={(redirectUrl) => onChange('url', { redirectUrl })}
        />
      )}
    </Stack>
  );
}
