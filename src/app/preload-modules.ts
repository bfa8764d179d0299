/**
 * Downloading the app's code without running it (issue 28): the build lists, in index.html, every
 * module the boot entry imports later (vite.config.ts `bootCodeList`), and a builder address asks for
 * them as module preloads while its first look is painted (builder/early-open.ts). A preloaded module
 * is fetched and parsed, not evaluated; the `import()` that follows finds it in the module map. The
 * list is absent under the dev server, which serves modules one by one as they are imported.
 */

/** The id of the `<script type="application/json">` holding the list of module addresses. */
export const BOOT_CODE_LIST_ID = 'pw-boot-code';

/** The module addresses listed in `documentRef` (none when the list is missing or unreadable). */
export function listedModules(documentRef: Document): string[] {
  const text = documentRef.getElementById(BOOT_CODE_LIST_ID)?.textContent;
  if (!text) return [];
  try {
    const list: unknown = JSON.parse(text);
    return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** Adds a module preload for each listed module not already asked for. */
export function preloadModules(documentRef: Document): void {
  for (const href of listedModules(documentRef)) {
    if (documentRef.head.querySelector(`link[rel="modulepreload"][href="${CSS.escape(href)}"]`)) continue;
    const link = documentRef.createElement('link');
    link.rel = 'modulepreload';
    // As the build's own preloads and entry script: the same request mode, so the import reuses it.
    link.crossOrigin = '';
    link.href = href;
    documentRef.head.append(link);
  }
}
