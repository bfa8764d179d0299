/**
 * Which pages offer a payment plan (spec §7 `assign_payment_plan_to_pages`): one checkbox per page of
 * the project; saving replaces the plan's page set on the server.
 */
import { Button, chakra, Dialog, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import type { PageSummary } from '../../../api/page.ts';
import type { PaymentPlan } from '../../../api/plan.ts';

export function PlanPagesDialog({
  plan,
  pages,
  pending,
  onSubmit,
  onClose,
}: {
  plan: PaymentPlan | null;
  pages: readonly PageSummary[];
  pending: boolean;
  onSubmit: (pageIds: string[]) => void;
  onClose: () => void;
}) {
  const formId = useId();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => setChosen(new Set(plan?.page_ids ?? [])), [plan]);

  const toggle = (pageId: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(pageId);
      else next.delete(pageId);
      return next;
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // In the project's page order, so the answer and the list read the same way.
    onSubmit(pages.filter((page) => chosen.has(page._id)).map((page) => page._id));
  };

  return (
    <Dialog.Root
      open={plan !== null}
      onOpenChange={(details) => {
        if (!details.open && !pending) onClose();
      }}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Pages offering “{plan?.plan_title ?? ''}”</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <form id={formId} noValidate onSubmit={submit}>
                <Stack as="fieldset" gap="3">
                  <Text as="legend" color="gray.700" mb="2">
                    Choose the pages whose payment buttons and plan cards sell this plan.
                  </Text>
                  {pages.map((page) => (
                    // Native checkboxes: the browser gives them their keyboard and screen reader behaviour.
                    <HStack as="label" key={page._id} gap="3" cursor="pointer">
                      <chakra.input
                        type="checkbox"
                        boxSize="4"
                        accentColor="purple.600"
                        checked={chosen.has(page._id)}
                        onChange={(event) => toggle(page._id, event.target.checked)}
                      />
                      <span>
                        {page.page_name}{' '}
                        <Text as="span" color="gray.600" fontFamily="mono" fontSize="sm">
                          /{page.page_slug}
                        </Text>
                      </span>
                    </HStack>
                  ))}
                </Stack>
              </form>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={pending}>
                Cancel
              </Button>
              <Button type="submit" form={formId} colorPalette="purple" loading={pending}>
                Save pages
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
