/**
 * The link fields the Link and Button panels share (issue 20 §2): `Link` (typed, checked as the
 * picker checks it), `Open in new tab`, optionally the event id (spec §5 book-a-call), and a
 * button that opens the one link picker. Every change is one `element.setLink` with all three.
 */
import { Button, Stack } from '@chakra-ui/react';
import type { ElementTarget } from '../../../commands/element.ts';
import { TextInputField } from './fields/TextInputField.tsx';
import { ToggleField } from './fields/ToggleField.tsx';
import type { FieldErrors } from './fields/use-field-errors.ts';
import { checkedLinkCommand } from './link-fields.ts';
import type { LinkValue } from './types.ts';

export interface LinkFieldsProps {
  readonly target: ElementTarget;
  readonly link: LinkValue;
  readonly fields: FieldErrors;
  readonly pickLink: (current: LinkValue) => Promise<LinkValue | null>;
  readonly withEventId?: boolean;
}

export function LinkFields({ target, link, fields, pickLink, withEventId = false }: LinkFieldsProps) {
  const apply = (next: LinkValue) => {
    const checked = checkedLinkCommand(target, next);
    if (checked.ok) fields.runField('link', checked.command);
    else fields.setError('link', checked.message);
  };
  const choose = async () => {
    const chosen = await pickLink(link);
    if (chosen) apply({ ...chosen, eventId: link.eventId ?? chosen.eventId ?? '' });
  };
  return (
    <Stack gap="2">
      <TextInputField
        label="Link"
        value={link.href}
        inputMode="url"
        placeholder="https://… or page.html"
        error={fields.errorOf('link')}
        onChange={(href) => apply({ ...link, href })}
      />
      <Button size="xs" variant="outline" alignSelf="flex-start" onClick={() => void choose()}>
        Choose link…
      </Button>
      <ToggleField
        label="Open in new tab"
        checked={link.openInNewTab}
        onChange={(openInNewTab) => apply({ ...link, openInNewTab })}
      />
      {withEventId && (
        <TextInputField
          label="Event id"
          value={link.eventId ?? ''}
          help="Set an event id to make this a book-a-call link."
          onChange={(eventId) => apply({ ...link, eventId })}
        />
      )}
    </Stack>
  );
}
