-- 0016: a saved page's three files (html, css, js) are written under a name of their own per save and
-- the row points at them (issue 22 "A torn page after a crash"): the files of a save become visible
-- together, in the same commit as the revision they belong to. NULL: the page's files are still at
-- the fixed keys of the layout before this migration (`{project}/{slug}.html`, `css/…`, `js/…`); its
-- next save moves it over.

ALTER TABLE pages ADD COLUMN files_revision integer;
