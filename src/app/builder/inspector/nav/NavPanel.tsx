/**
 * The Navigation settings panel's body (issue 20 §2 Nav list): the menu items (label, link through
 * the one link picker, Move up / Move down / Remove, "Add menu item"), the header's logo (replaced
 * from the gallery, 60 px high: spec §9), the theme's menu colours, and where the menu folds into
 * the mobile menu button. Each control runs the command nav-values.ts maps it to. A menu inside a
 * page header ends with "Header settings…", which opens the header dialog (header/HeaderDialog.tsx).
 */
import { Box, Button, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { ColorField } from '../fields/ColorField.tsx';
import { FieldError } from '../fields/FieldError.tsx';
import { SelectField } from '../fields/SelectField.tsx';
import { TextInputField } from '../fields/TextInputField.tsx';
import { themeSwatches } from '../fields/theme-swatches.ts';
import { type FieldErrors, useFieldErrors } from '../fields/use-field-errors.ts';
import { HeaderDialog } from '../header/HeaderDialog.tsx';
import { pageHeader } from '../header/header-values.ts';
import { ItemList } from '../list/ItemList.tsx';
import { itemTextCommand } from '../list/list-items.ts';
import type { InspectorProps } from '../types.ts';
import {
  COLLAPSE_OPTIONS,
  type Collapse,
  collapseCommand,
  collapseOf,
  logoCommands,
  logoValues,
  MENU_COLOURS,
  menuColourCommand,
  type NavItem,
  navHeader,
  navItems,
  navLinkCommand,
} from './nav-values.ts';

export default function NavPanel(props: InspectorProps) {
  const { doc, selection, node, run, pickLink, pickImage } = props;
  const fields = useFieldErrors(run);
  // The pickers answer later: their result is applied to the document as it is then.
  const latest = useRef(props);
  latest.current = props;
  const items = navItems(node);
  const header = navHeader(doc, selection);
  const { sectionId } = selection;
  // The dialog loads with this panel (it is in the panel's chunk) and opens over it.
  const [headerOpen, setHeaderOpen] = useState(false);
  const inHeader = pageHeader(doc, selection) !== null;

  const chooseLink = async (item: NavItem) => {
    const link = await pickLink(item.link);
    if (!link) return;
    const command = navLinkCommand(sectionId, item, link);
    if (command) fields.runField(`link:${item.id}`, command);
  };

  const replaceLogo = async () => {
    const src = await pickImage();
    if (!src) return;
    const now = navHeader(latest.current.doc, latest.current.selection);
    if (!now) return;
    fields.runAll('logo', logoCommands(now, src));
  };

  const logo = header ? logoValues(header) : null;

  return (
    <Stack gap="5">
      <ItemList
        selection={selection}
        list={node}
        items={items}
        fields={fields}
        heading="Menu items"
        itemName="Menu item"
        addLabel="Add menu item"
        renderItem={(item, n) => (
          <ItemFields item={item} n={n} sectionId={sectionId} fields={fields} onChooseLink={chooseLink} />
        )}
      />

      {header && header.brands.length > 0 && logo && (
        <Stack gap="2" role="group" aria-label="Logo">
          <Text fontSize="sm" fontWeight="semibold">
            Logo
          </Text>
          {logo.src !== '' ? (
            <Image
              src={logo.src}
              alt="Current logo"
              height="60px"
              width="auto"
              objectFit="contain"
              alignSelf="flex-start"
            />
          ) : (
            <Text fontSize="sm">The header shows an icon and the name.</Text>
          )}
          <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => void replaceLogo()}>
            {logo.src !== '' ? 'Replace logo' : 'Add logo image'}
          </Button>
          <Text fontSize="xs" color="gray.600">
            The logo shows 60 px high.
          </Text>
          <FieldError fields={fields} name="logo" />
        </Stack>
      )}

      {MENU_COLOURS.map(({ key, label }) => (
        <ColorField
          key={key}
          label={label}
          value={doc.root[key]}
          swatches={themeSwatches(doc.root)}
          error={fields.errorOf(key)}
          onChange={(value) => fields.runField(key, menuColourCommand(key, value))}
        />
      ))}

      {header?.navbar && header.hasToggler && (
        <SelectField
          label="Mobile menu"
          help="Below this width the menu folds into the menu button."
          value={collapseOf(header.navbar)}
          options={COLLAPSE_OPTIONS}
          error={fields.errorOf('collapse')}
          onChange={(value) => {
            const command = header.navbar && collapseCommand(sectionId, header.navbar, value as Collapse);
            if (command) fields.runField('collapse', command);
          }}
        />
      )}

      {inHeader && (
        <>
          <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => setHeaderOpen(true)}>
            Header settings…
          </Button>
          <HeaderDialog
            open={headerOpen}
            doc={doc}
            selection={selection}
            run={run}
            onClose={() => setHeaderOpen(false)}
          />
        </>
      )}
    </Stack>
  );
}

interface ItemFieldsProps {
  readonly item: NavItem;
  readonly n: number;
  readonly sectionId: string;
  readonly fields: FieldErrors;
  readonly onChooseLink: (item: NavItem) => void;
}

function ItemFields({ item, n, sectionId, fields, onChooseLink }: ItemFieldsProps) {
  const textKey = `text:${item.id}`;
  return (
    <Stack gap="2">
      {item.text.mode === 'rich' ? (
        <Text fontSize="sm">
          Menu item {n}: {item.text.text || 'no text'} (double-click it in the page to edit it)
        </Text>
      ) : (
        <TextInputField
          label={`Menu item ${n} label`}
          value={item.text.text}
          error={fields.errorOf(textKey)}
          onChange={(words) => {
            const command = itemTextCommand(sectionId, item, words);
            if (command) fields.runField(textKey, command);
          }}
        />
      )}
      {item.linkId && (
        <Box>
          <HStack gap="2" justifyContent="space-between">
            <Text fontSize="sm" truncate title={item.link.href}>
              Links to: {item.link.href || 'nothing yet'}
              {item.link.openInNewTab ? ' (new tab)' : ''}
            </Text>
            <Button size="xs" variant="outline" flexShrink="0" onClick={() => onChooseLink(item)}>
              Choose link
            </Button>
          </HStack>
          <FieldError fields={fields} name={`link:${item.id}`} />
        </Box>
      )}
    </Stack>
  );
}
