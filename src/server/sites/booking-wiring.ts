/**
 * Booking links on published pages (issue 25 "Calendar", issue 23 "Event settings"; spec §5 and §9
 * "Book-a-call calendar draws after 1500 ms"): a Calender Button (`data-pw-calendar`) or a
 * book-a-call link whose address is https opens the booking page in a dialog on the page, the
 * calendar drawn 1500 ms after the click. The loader is ours and inline (under 2 KB), not Calendly's
 * or Cal.com's embed script: it frames the provider's own embed address (Calendly's
 * `embed_type=Inline`, Cal.com's `/embed` page; any other https booking page as it is), so nothing
 * loads from a third party until a visitor asks for the calendar.
 *
 * Without JavaScript, or for a modified click (new tab), the link stays a plain link to the booking
 * page. The dialog is the browser's own modal `<dialog>`: Escape closes it and focus goes back to the
 * link; it keeps an "Open the booking page" link for providers that refuse to be framed.
 */

/** Spec §9. */
export const BOOKING_DRAW_DELAY_MS = 1500;

const SCRIPT_BLOCK = /(<script\b[\s\S]*?<\/script\s*>)/i;
const BOOKING_LINK =
  /<a\b(?:[^>"']|"[^"]*"|'[^']*')*?(?:\sdata-pw-calendar\b|\sclass\s*=\s*(?:"[^"]*\bbook-a-call\b[^"]*"|'[^']*\bbook-a-call\b[^']*'))/i;

// Every rule is scoped to the dialog and sets what a template's own css sets on headings and links
// (a dark template's white h2 would vanish on the white dialog).
const STYLE = `.pw-booking{width:min(960px,calc(100vw - 1rem));height:min(760px,calc(100vh - 2rem));max-width:none;max-height:none;padding:0;border:0;border-radius:12px;box-shadow:0 1rem 3rem rgba(0,0,0,.35);overflow:hidden;background:#fff;color:#1f2937}
.pw-booking::backdrop{background:rgba(15,23,42,.6)}
.pw-booking .pw-booking-inner{display:flex;flex-direction:column;height:100%;font:16px/1.4 system-ui,sans-serif;letter-spacing:normal;text-transform:none;color:#1f2937;background:#fff}
.pw-booking .pw-booking-bar{display:flex;align-items:center;gap:.75rem;padding:.5rem .5rem .5rem 1rem;border-bottom:1px solid #e5e7eb}
.pw-booking .pw-booking-bar h2{flex:1;min-width:0;margin:0;padding:0;font:600 1.125rem/1.3 system-ui,sans-serif;letter-spacing:normal;text-transform:none;color:#111827;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.pw-booking .pw-booking-bar a{flex:none;font-size:.9375rem;color:#1d4ed8;text-decoration:underline}
.pw-booking .pw-booking-close{flex:none;border:0;background:transparent;font-size:1.75rem;line-height:1;width:2.75rem;height:2.75rem;border-radius:8px;cursor:pointer;color:#374151}
.pw-booking .pw-booking-close:hover,.pw-booking .pw-booking-close:focus-visible{background:#f3f4f6}
.pw-booking .pw-booking-body{position:relative;flex:1}
.pw-booking .pw-booking-body iframe{position:absolute;inset:0;width:100%;height:100%;border:0}
.pw-booking .pw-booking-wait{position:absolute;inset:0;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:.75rem;color:#4b5563}
.pw-booking .pw-booking-wait:before{content:"";width:2rem;height:2rem;border:3px solid #d1d5db;border-top-color:#1d4ed8;border-radius:50%;animation:pw-booking-spin 1s linear infinite}
@keyframes pw-booking-spin{to{transform:rotate(360deg)}}
@media (max-width:480px){.pw-booking .pw-booking-bar{gap:.5rem}.pw-booking .pw-booking-bar h2{font-size:1rem}.pw-booking .pw-booking-bar a{font-size:.875rem}}
@media (prefers-reduced-motion:reduce){.pw-booking .pw-booking-wait:before{animation:none}}`;

const source = `(function(){
var links=document.querySelectorAll('a[data-pw-calendar],a.book-a-call');if(!links.length)return;
function embed(href){var u;try{u=new URL(href,location.href);}catch(e){return null;}
if(u.protocol!=='https:'||u.hostname.indexOf('.')<0)return null;
var h=u.hostname.toLowerCase();
if(h==='calendly.com'||/\\.calendly\\.com$/.test(h)){u.searchParams.set('embed_domain',location.hostname);u.searchParams.set('embed_type','Inline');}
else if(h==='cal.com'||/\\.cal\\.com$/.test(h)){u.pathname=u.pathname.replace(/\\/+$/,'')+'/embed';}
return u;}
var dialog,body,away,timer;
function build(){dialog=document.createElement('dialog');dialog.className='pw-booking';dialog.setAttribute('aria-labelledby','pw-booking-title');
dialog.innerHTML='<div class="pw-booking-inner"><div class="pw-booking-bar"><h2 id="pw-booking-title">Book a call</h2><a target="_blank" rel="noopener noreferrer">Open the booking page</a><button type="button" class="pw-booking-close" aria-label="Close">&times;</button></div><div class="pw-booking-body"></div></div>';
body=dialog.querySelector('.pw-booking-body');away=dialog.querySelector('.pw-booking-bar a');
dialog.querySelector('.pw-booking-close').addEventListener('click',function(){dialog.close();});
dialog.addEventListener('click',function(e){if(e.target===dialog)dialog.close();});
dialog.addEventListener('close',function(){clearTimeout(timer);body.textContent='';});
document.body.appendChild(dialog);}
function open(link,url){if(!dialog)build();
away.href=link.href;body.innerHTML='<div class="pw-booking-wait" role="status">Opening the calendar…</div>';
dialog.showModal();
timer=setTimeout(function(){var frame=document.createElement('iframe');frame.title='Booking calendar';frame.src=url.href;frame.allow='payment';
body.textContent='';body.appendChild(frame);},${BOOKING_DRAW_DELAY_MS});}
links.forEach(function(link){var url=embed(link.getAttribute('href')||'');if(!url)return;
link.addEventListener('click',function(e){if(e.button!==0||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)return;e.preventDefault();open(link,url);});});
})();`;

/** One line each: the sources above keep their line breaks for readers only. */
export const BOOKING_SCRIPT = source.replace(/\n/g, '');
export const BOOKING_STYLE = STYLE.replace(/\n/g, '');

/** True when the html (outside its scripts) has a booking link. */
export function hasBookingLink(html: string): boolean {
  return html.split(SCRIPT_BLOCK).some((part, at) => at % 2 === 0 && BOOKING_LINK.test(part));
}

/** The html with the booking loader added before `</body>` (unchanged without a booking link). */
export function wireBookingLinks(html: string): string {
  if (!hasBookingLink(html)) return html;
  const tail = `<style>${BOOKING_STYLE}</style><script>${BOOKING_SCRIPT}</script>`;
  const closing = html.toLowerCase().lastIndexOf('</body>');
  return closing === -1 ? `${html}\n${tail}` : `${html.slice(0, closing)}${tail}\n${html.slice(closing)}`;
}
