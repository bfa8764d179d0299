/**
 * A labelled choice among a few options, as a group of toggle buttons (`aria-pressed`): one
 * press is one command, and the pressed button follows the document.
 */
import { Box, Button, HStack } from '@chakra-ui/react';
import { useId } from 'react';
import type { SelectOption } from './SelectField.tsx';
import { stableField } from './stable-field.tsx';

export interface SegmentedFieldProps {
  readonly label: string;
  readonly value: string;
  readonly options: readonly SelectOption[];
  readonly onChange: (value: string) => void;
  readonly error?: string | null | undefined;
}

function SegmentedFieldView({ label, value, options, onChange, error }: SegmentedFieldProps) {
  const labelId = useId();
  return (
    <Box>
      <Box id={labelId} fontSize="sm" fontWeight="medium" mb="1">
        {label}
      </Box>
      <HStack role="group" aria-labelledby={labelId} gap="1" flexWrap="wrap">
        {options.map((option) => (
          <Button
            key={option.value}
            size="xs"
            variant={option.value === value ? 'solid' : 'outline'}
            aria-pressed={option.value === value}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </Button>
        ))}
      </HStack>
      {error && (
        <Box role="alert" color="red.700" fontSize="xs" mt="1">
          {error}
        </Box>
      )}
    </Box>
  );
}

export const SegmentedField = stableField(SegmentedFieldView);
