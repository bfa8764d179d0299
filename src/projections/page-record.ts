/**
 * The page record a save sends with `edit_page` (spec §4 save step 5, "update the project and page
 * records"): the root values and the page's section list, so the record names the sections the saved
 * html holds (issue 27: the list stayed empty). Names are cut to the record's limits (src/api/page.ts).
 */
import type { EditPageBody, PageSection } from '../api/page.ts';
import type { PageDocument } from '../domain/document.ts';

const NAME_MAX = 200;
const TYPE_MAX = 100;

export function pageSections(doc: PageDocument): PageSection[] {
  return doc.sections.map((section) => ({
    section_id: section.section_id,
    section_name: section.section_name.slice(0, NAME_MAX),
    section_title: section.section_title.slice(0, NAME_MAX),
    section_type: section.section_type.slice(0, TYPE_MAX),
  }));
}

export function pageRecord(doc: PageDocument): EditPageBody {
  return { ...doc.root, sections: pageSections(doc) };
}
