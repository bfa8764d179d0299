/**
 * Add a page: name, optional slug (made from the name when empty, like the server does) and the group
 * it belongs to (website, funnel, or none). A taken slug (409) shows on the slug field.
 */
import { Button, Dialog, NativeSelect, Portal, Stack } from '@chakra-ui/react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { isApiError } from '../../../api/client.ts';
import { SLUG_MAX, SLUG_PATTERN } from '../../../api/common.ts';
import type { AddPageBody, PageGroupType } from '../../../api/page.ts';
import { FormAlert } from '../../components/FormAlert.tsx';
import { FieldFrame, TextField } from '../../components/FormField.tsx';
import { checkRequired, splitServerErrors } from '../../shell/form-errors.ts';

export function checkSlug(slug: string): string | undefined {
  if (slug.length > SLUG_MAX) return `Use at most ${SLUG_MAX} characters`;
  return SLUG_PATTERN.test(slug)
    ? undefined
    : 'Use lowercase letters, digits and single hyphens, like about-us';
}

export const GROUP_LABELS: Record<PageGroupType | 'none', string> = {
  generic_website: 'Website',
  funnel: 'Funnel',
  none: 'No group',
};

export interface AddPageDialogProps {
  readonly open: boolean;
  readonly pending: boolean;
  readonly error: unknown;
  readonly onSubmit: (body: Omit<AddPageBody, 'project_id'>) => void;
  readonly onClose: () => void;
}

export function AddPageDialog({ open, pending, error, onSubmit, onClose }: AddPageDialogProps) {
  const formId = useId();
  const [name, setName] = useState('');
  const [slug, setSlug] = useState('');
  const [group, setGroup] = useState<PageGroupType | 'none'>('generic_website');
  const [problems, setProblems] = useState<{ name?: string | undefined; slug?: string | undefined }>({});

  useEffect(() => {
    if (open) {
      setName('');
      setSlug('');
      setGroup('generic_website');
      setProblems({});
    }
  }, [open]);

  useEffect(() => {
    if (!error) return;
    if (isApiError(error) && error.code === 409) {
      setProblems({ slug: 'Another page of this project already uses this slug' });
      return;
    }
    const split = splitServerErrors(error, ['page_name', 'page_slug'] as const);
    setProblems({ name: split.fields.page_name, slug: split.fields.page_slug });
  }, [error]);

  const formError =
    error && !(isApiError(error) && error.code === 409)
      ? splitServerErrors(error, ['page_name', 'page_slug'] as const).form
      : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      name: checkRequired(name, 'Enter a page name'),
      slug: slug.trim() === '' ? undefined : checkSlug(slug.trim()),
    };
    setProblems(next);
    if (next.name || next.slug) return;
    onSubmit({
      page_name: name.trim(),
      ...(slug.trim() !== '' && { page_slug: slug.trim() }),
      ...(group !== 'none' && { page_group_type: group }),
    });
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && !pending && onClose()}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Add a page</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <form id={formId} noValidate onSubmit={submit}>
                <Stack gap="4">
                  {formError && <FormAlert title="Could not add the page">{formError}</FormAlert>}
                  <TextField
                    label="Page name"
                    required
                    value={name}
                    error={problems.name}
                    placeholder="e.g. About us"
                    onValueChange={(value) => {
                      setName(value);
                      setProblems((current) => ({ ...current, name: undefined }));
                    }}
                  />
                  <TextField
                    label="Slug"
                    value={slug}
                    error={problems.slug}
                    placeholder="about-us"
                    help="The page's address. Leave empty to make one from the name."
                    onValueChange={(value) => {
                      setSlug(value.toLowerCase());
                      setProblems((current) => ({ ...current, slug: undefined }));
                    }}
                  />
                  <FieldFrame
                    label="Group"
                    help="Funnel pages are steps of a funnel; website pages form the site."
                  >
                    <NativeSelect.Root>
                      <NativeSelect.Field
                        value={group}
                        onChange={(event) => setGroup(event.target.value as PageGroupType | 'none')}
                      >
                        <option value="generic_website">{GROUP_LABELS.generic_website}</option>
                        <option value="funnel">{GROUP_LABELS.funnel}</option>
                        <option value="none">{GROUP_LABELS.none}</option>
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </FieldFrame>
                </Stack>
              </form>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={pending}>
                Cancel
              </Button>
              <Button type="submit" form={formId} colorPalette="purple" loading={pending}>
                Add page
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
