/** One root-value control of a settings form: text, long text, code, or a choice. */
import { NativeSelect } from '@chakra-ui/react';
import { FieldFrame, TextAreaField, TextField } from '../../components/FormField.tsx';
import type { SettingField } from './page-settings-fields.ts';

export function SettingControl({
  field,
  value,
  error,
  onChange,
}: {
  field: SettingField;
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
}) {
  if (field.options) {
    return (
      <FieldFrame label={field.label} error={error} help={field.help}>
        <NativeSelect.Root>
          <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
            {field.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FieldFrame>
    );
  }
  if (field.multiline) {
    return (
      <TextAreaField
        label={field.label}
        value={value}
        error={error}
        help={field.help}
        placeholder={field.placeholder ?? (field.code ? '<script>…</script>' : undefined)}
        fontFamily={field.code ? 'mono' : undefined}
        fontSize={field.code ? 'sm' : undefined}
        rows={field.code ? 4 : 3}
        autoresize={!field.code}
        spellCheck={!field.code}
        onValueChange={onChange}
      />
    );
  }
  return (
    <TextField
      label={field.label}
      value={value}
      error={error}
      help={field.help}
      placeholder={field.placeholder}
      onValueChange={onChange}
    />
  );
}
