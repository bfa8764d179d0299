/**
 * One field of the Form settings panel (issue 23 "Form"): a summary line that opens it, then its
 * type, label, placeholder (text-like fields), options (drop-down lists) and required flag, and Move
 * up / Move down / Remove. A field spec §5 always requires shows a lock, says why, and its Required
 * box is checked and disabled. Each control runs one command (form-values.ts).
 */
import { Box, Field, HStack, Text, Textarea } from '@chakra-ui/react';
import { useId } from 'react';
import type { FormTarget } from '../../../../commands/form.ts';
import type { FormField } from '../../../../domain/form-fields.ts';
import { ChevronDownIcon } from '../../../components/icons.tsx';
import { FieldError } from '../fields/FieldError.tsx';
import { SelectField } from '../fields/SelectField.tsx';
import { TextInputField } from '../fields/TextInputField.tsx';
import { useDraft } from '../fields/use-draft.ts';
import type { FieldErrors } from '../fields/use-field-errors.ts';
import { type ItemAction, ItemControls } from '../list/ItemControls.tsx';
import { fieldCommand, fieldSummary, isFieldType, optionsCommand, TYPE_OPTIONS } from './form-values.ts';

export interface FieldEditorProps {
  readonly field: FormField;
  readonly n: number;
  readonly first: boolean;
  readonly last: boolean;
  readonly open: boolean;
  readonly target: FormTarget;
  readonly fields: FieldErrors;
  readonly onToggle: (open: boolean) => void;
  readonly onAction: (action: ItemAction) => void;
}

export function LockIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="14"
      height="14"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
    >
      <rect x="4" y="11" width="16" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </svg>
  );
}

export function FieldEditor({
  field,
  n,
  first,
  last,
  open,
  target,
  fields,
  onToggle,
  onAction,
}: FieldEditorProps) {
  const key = (name: string) => `${name}:${field.id}`;
  const run = (name: string, changes: Parameters<typeof fieldCommand>[2]) =>
    fields.runField(key(name), fieldCommand(target, field.id, changes));
  const textLike = field.type !== 'select' && field.type !== 'checkbox';
  return (
    <Box
      role="group"
      aria-label={`Field ${n}: ${field.label || field.name}`}
      borderWidth="1px"
      borderColor={open ? 'blue.300' : 'gray.200'}
      rounded="md"
      bg={open ? 'white' : 'gray.50'}
    >
      <details open={open} onToggle={(event) => onToggle((event.target as HTMLDetailsElement).open)}>
        <Box
          as="summary"
          cursor="pointer"
          px="3"
          py="2"
          fontSize="sm"
          display="flex"
          alignItems="center"
          gap="2"
          listStyleType="none"
          css={{ '&::-webkit-details-marker': { display: 'none' } }}
          _focusVisible={{ outline: '2px solid', outlineColor: 'blue.500', rounded: 'md' }}
        >
          <Text as="span" flex="1" minWidth="0" truncate fontWeight="medium">
            {fieldSummary(field)}
          </Text>
          {field.locked && (
            <Box as="span" color="gray.600" title="Always required" display="inline-flex">
              <LockIcon />
            </Box>
          )}
          <ChevronDownIcon
            color="gray.600"
            transform={open ? 'rotate(180deg)' : undefined}
            transition="transform 0.15s"
          />
        </Box>
        {open && (
          <Box px="3" pb="3" pt="1" display="flex" flexDirection="column" gap="3">
            <SelectField
              label="Type"
              value={field.type}
              options={TYPE_OPTIONS}
              error={fields.errorOf(key('type'))}
              onChange={(type) => isFieldType(type) && run('type', { type })}
            />
            <TextInputField
              label="Label"
              value={field.label}
              error={fields.errorOf(key('label'))}
              onChange={(label) => run('label', { label })}
            />
            {textLike && (
              <TextInputField
                label="Placeholder"
                value={field.placeholder}
                placeholder="Shown in the empty field"
                error={fields.errorOf(key('placeholder'))}
                onChange={(placeholder) => run('placeholder', { placeholder })}
              />
            )}
            {field.type === 'select' && (
              <OptionsField
                value={field.options.join('\n')}
                error={fields.errorOf(key('options'))}
                onChange={(text) => fields.runField(key('options'), optionsCommand(target, field.id, text))}
              />
            )}
            <RequiredField field={field} onChange={(required) => run('required', { required })} />
            <FieldError fields={fields} name={key('required')} />
            <Text fontSize="xs" color="gray.600">
              Saved in Subscribers as <code>{field.name || '(no name)'}</code>
            </Text>
            <ItemControls itemId={field.id} first={first} last={last} onAction={onAction} />
            <FieldError fields={fields} name={`controls:${field.id}`} />
          </Box>
        )}
      </details>
    </Box>
  );
}

function RequiredField({ field, onChange }: { field: FormField; onChange: (required: boolean) => void }) {
  const id = useId();
  const noteId = useId();
  return (
    <Box>
      <HStack gap="2" fontSize="sm">
        <input
          id={id}
          type="checkbox"
          checked={field.required}
          disabled={field.locked}
          aria-describedby={field.locked ? noteId : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={id}>Required</label>
        {field.locked && (
          <HStack as="span" gap="1" color="gray.700" fontSize="xs" fontWeight="medium">
            <LockIcon /> Locked
          </HStack>
        )}
      </HStack>
      {field.locked && (
        <Text id={noteId} fontSize="xs" color="gray.600" mt="1">
          Always required: first name, last name, email, name and full name identify the subscriber.
        </Text>
      )}
    </Box>
  );
}

function OptionsField({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | null;
  onChange: (text: string) => void;
}) {
  const draft = useDraft(value);
  return (
    <Field.Root invalid={Boolean(error)} gap="1">
      <Field.Label fontSize="sm" fontWeight="medium">
        Options
      </Field.Label>
      <Textarea
        size="sm"
        rows={4}
        value={draft.shown}
        onFocus={draft.onFocus}
        onBlur={draft.onBlur}
        onChange={(event) => {
          draft.type(event.target.value);
          onChange(event.target.value);
        }}
      />
      {error ? (
        <Field.ErrorText role="alert" color="red.700" fontSize="xs">
          {error}
        </Field.ErrorText>
      ) : (
        <Field.HelperText fontSize="xs">One option a line.</Field.HelperText>
      )}
    </Field.Root>
  );
}
