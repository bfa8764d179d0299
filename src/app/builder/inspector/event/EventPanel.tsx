/**
 * The Event settings panel (issue 23 "Event settings"; CONTRACT `Event settings`): a booking link's
 * label, its booking address (Calendly, Cal.com or any https address) and its event id — with one,
 * the link gets the book-a-call class (spec §5) — and whether it opens in a new tab. The label is
 * `element.setText`; the rest is one `element.setLink` (event-fields.ts).
 */
import { Stack, Text } from '@chakra-ui/react';
import { TextInputField } from '../fields/TextInputField.tsx';
import { ToggleField } from '../fields/ToggleField.tsx';
import { useFieldErrors } from '../fields/use-field-errors.ts';
import { elementTarget } from '../node-values.ts';
import type { InspectorProps } from '../types.ts';
import {
  type EventValues,
  eventLinkCommand,
  labelCommand,
  providerHelp,
  readEventValues,
} from './event-fields.ts';

export default function EventPanel({ selection, node, run }: InspectorProps) {
  const { errorOf, runField, setError } = useFieldErrors(run);
  const target = elementTarget(selection);
  const values = readEventValues(node);
  const apply = (key: string, next: EventValues) => {
    const checked = eventLinkCommand(target, next);
    if (checked.ok) runField(key, checked.command);
    else setError(key, checked.message);
  };
  const booking = values.eventId !== '';

  return (
    <Stack gap="4">
      <TextInputField
        label="Button label"
        value={values.label}
        error={errorOf('label')}
        onChange={(label) => runField('label', labelCommand(target, label))}
      />
      <TextInputField
        label="Booking address"
        value={values.href === '#' ? '' : values.href}
        inputMode="url"
        placeholder="https://calendly.com/you/30min"
        help={providerHelp(values.href)}
        error={errorOf('href')}
        onChange={(href) => apply('href', { ...values, href })}
      />
      <TextInputField
        label="Event id"
        value={values.eventId}
        placeholder="e.g. intro-call"
        help="With an event id the button books a call on the published page."
        error={errorOf('eventId')}
        onChange={(eventId) => apply('eventId', { ...values, eventId })}
      />
      <ToggleField
        label="Open in new tab"
        checked={values.openInNewTab}
        onChange={(openInNewTab) => apply('newTab', { ...values, openInNewTab })}
      />
      <Text fontSize="xs" color={booking ? 'green.700' : 'gray.600'} role="status">
        {booking ? 'Books a call: the link has the book-a-call class.' : 'No event id yet: a plain link.'}
      </Text>
    </Stack>
  );
}
