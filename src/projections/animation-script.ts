/**
 * The page script that plays section entrance animations (issue 23 "entrance animation … played
 * when scrolled into view"). A section with `data-pw-animate="animate__{name}"` waits unseen until
 * a tenth of it (or of the screen) is in view, then gets Animate.css's classes. Nothing waits or
 * moves when the visitor prefers reduced motion or the browser lacks IntersectionObserver.
 * Plain ES5 in an IIFE, like the sections' own scripts: save-payload.ts appends it to the page's js
 * when a section has an animation, so hosted, preview, published and zipped pages all run it.
 */
import type { PageDocument } from '../domain/document.ts';

export const ANIMATION_SCRIPT_MARKER = '/* pw-animations */';

export const ANIMATION_SCRIPT = `${ANIMATION_SCRIPT_MARKER}
(function () {
  var sections = document.querySelectorAll('[data-pw-animate]');
  if (!sections.length || !('IntersectionObserver' in window)) return;
  if (window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  var observer = new IntersectionObserver(function (entries) {
    entries.forEach(function (entry) {
      if (!entry.isIntersecting) return;
      var section = entry.target;
      observer.unobserve(section);
      section.classList.remove('pw-animate-wait');
      section.classList.add('animate__animated', section.getAttribute('data-pw-animate'));
    });
  }, { rootMargin: '0px 0px -10% 0px' });
  Array.prototype.forEach.call(sections, function (section) {
    section.classList.add('pw-animate-wait');
    observer.observe(section);
  });
})();
`;

export function hasAnimations(doc: PageDocument): boolean {
  return doc.sections.some((section) => section.settings.animation !== undefined);
}
