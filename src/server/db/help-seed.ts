/**
 * The help articles shipped with Pagewright (markdown), seeded at start with fixed ids so the seed is
 * idempotent and staff edits survive restarts (existing rows are never overwritten).
 */

export interface SeedCategory {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly articles: readonly { readonly id: string; readonly title: string; readonly body: string }[];
}

export const HELP_SEED: readonly SeedCategory[] = [
  {
    id: '6c1f4a2e-0001-4000-8000-000000000001',
    name: 'Getting started',
    description: 'Create your first project and find your way around the builder.',
    articles: [
      {
        id: '6c1f4a2e-0001-4000-8000-000000000101',
        title: 'Create your first website',
        body: `# Create your first website

1. Open **Projects** and choose **Add project**.
2. Pick a template on **Choose template**, or start from a blank project. Every project starts with a
   **Home** page (its address is \`index.html\`).
3. Give the project a name. You can rename it later from the project card.
4. Open the page in the builder with **Edit**.

Your work is saved on the server each time you press **Save** (and once automatically about a second
after the builder opens). Use **Preview** to open the saved page in a new tab.
`,
      },
      {
        id: '6c1f4a2e-0001-4000-8000-000000000102',
        title: 'A tour of the builder',
        body: `# A tour of the builder

The canvas in the middle shows your page. The drawer on the left has four items:

- **Theme Setting** — colours, fonts, heading sizes and the light/dark switch. A named theme applies a
  whole colour set at once.
- **Gallery** — your uploaded pictures and videos, stock images and saved Pexels pictures. Drag a
  picture onto an image on the page to replace it.
- **Elements** — text, headings, buttons, images, icons, lists, maps and layouts you can drag onto
  the page.
- **Funnel and sections** — ready-made sections to add, and the pages of your funnel.

The top bar has **Undo**, **Redo**, **Save**, **Publish**, **Preview**, **Mobile view**,
**Tablet view** and **Download zip**.

## Keyboard shortcuts

| keys | action |
|---|---|
| Ctrl/Cmd + Z | undo (up to 15 steps) |
| Ctrl/Cmd + Shift + Z or Ctrl + Y | redo |
| Delete | remove the selected element |
`,
      },
    ],
  },
  {
    id: '6c1f4a2e-0001-4000-8000-000000000002',
    name: 'Editing pages',
    description: 'Sections, text, images, forms and versions.',
    articles: [
      {
        id: '6c1f4a2e-0001-4000-8000-000000000201',
        title: 'Work with sections',
        body: `# Work with sections

A page is a list of sections. Hover a section to see its buttons:

- **Move up / Move down** changes its place; you can also drag sections to reorder them.
- **Duplicate** inserts a copy right after it.
- **Remove** deletes it (undo brings it back).

Add a new section from **Funnel and sections**, either at the end of the page or at a position you
choose. Right-click an element to add something above or below it.
`,
      },
      {
        id: '6c1f4a2e-0001-4000-8000-000000000202',
        title: 'Forms and subscribers',
        body: `# Forms and subscribers

Forms on a published page send their answers to Pagewright, and you find them under
**Subscribers** for the project, where you can search them and download a CSV file.

Fields named \`first_name\`, \`last_name\`, \`email\`, \`name\` and \`full_name\` are always required,
even if the form does not mark them so: a visitor cannot send the form with one of them empty.
`,
      },
      {
        id: '6c1f4a2e-0001-4000-8000-000000000203',
        title: 'Keep versions of a page or a project',
        body: `# Keep versions of a page or a project

Before a big change, save a version: open the project (or a page) and choose **Versions**, then
**Save version** and give it a name.

**Use** a version to bring every page of it back as it was. Your current state is replaced, so save a
version of it first if you may want it again. Versions can be renamed and deleted.
`,
      },
    ],
  },
  {
    id: '6c1f4a2e-0001-4000-8000-000000000003',
    name: 'Publishing',
    description: 'Domains, publishing and downloads.',
    articles: [
      {
        id: '6c1f4a2e-0001-4000-8000-000000000301',
        title: 'Connect your domain and publish',
        body: `# Connect your domain and publish

1. Open **Website settings** for the project and add your domain, for example \`www.example.com\`.
   International names are fine (\`bücher.example\` is stored as \`xn--bcher-kva.example\`).
2. At your domain provider, point the domain's DNS record at the address shown in the settings.
3. Request SSL for the domain so visitors get \`https://\`.
4. In the builder press **Publish**. Without a domain you will see
   *Please add your domain from your Project settings*.

Publishing copies the saved pages at that moment; later saves go live with the next **Publish**.
A domain can belong to one project only.
`,
      },
      {
        id: '6c1f4a2e-0001-4000-8000-000000000302',
        title: 'Download your site as a zip',
        body: `# Download your site as a zip

**Download zip** in the builder's top bar saves every page of the project with its CSS, scripts and
the shared libraries (Bootstrap, Font Awesome, Animate.css). Unzip it and open \`index.html\`: the site
works offline exactly as hosted.
`,
      },
    ],
  },
];
