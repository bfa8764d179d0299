/**
 * The script a published page with buy buttons carries (inline, well under 1 KB). A click sends the
 * button's form by fetch and goes to the checkout address the answer names; while it waits the button
 * is busy (a second click starts no second checkout), and an error is shown beside the button in words
 * a visitor understands; coming back from Stripe with the browser's Back button (a page from the
 * back-forward cache) frees the button again. Without JavaScript the form is a plain POST
 * (checkout-routes.ts answers 303).
 */
const source = `(function(){
window.addEventListener('pageshow',function(event){if(!event.persisted)return;
document.querySelectorAll('form[data-pw-buy]').forEach(function(form){form.removeAttribute('aria-busy');
var button=document.querySelector('[form="'+form.id+'"]');if(button){button.disabled=false;button.removeAttribute('aria-busy');}});});
document.querySelectorAll('form[data-pw-buy]').forEach(function(form){
form.addEventListener('submit',function(event){
event.preventDefault();
var button=document.querySelector('[form="'+form.id+'"]');
if(form.getAttribute('aria-busy')==='true')return;
form.setAttribute('aria-busy','true');
if(button){button.disabled=true;button.setAttribute('aria-busy','true');}
var done=function(){form.removeAttribute('aria-busy');if(button){button.disabled=false;button.removeAttribute('aria-busy');}};
var note=function(text){
var box=document.getElementById(form.id+'-note');
if(!box){box=document.createElement('div');box.id=form.id+'-note';box.setAttribute('role','alert');box.className='alert alert-danger mt-2 small';
if(button&&button.parentNode)button.parentNode.insertBefore(box,button.nextSibling);else form.parentNode.insertBefore(box,form);}
box.textContent=text;};
fetch(form.action,{method:'POST',headers:{accept:'application/json'},body:new URLSearchParams(new FormData(form))})
.then(function(r){return r.json().catch(function(){return{code:r.status};});})
.then(function(answer){
if(answer.code===200&&answer.redirect){location.assign(answer.redirect);return;}
done();note(answer.message||'Sorry, the payment could not be started. Please try again.');})
.catch(function(){done();note('Could not reach the site: check your connection and try again.');});
});});})();`;

/** One line: the source above keeps its line breaks for readers only. */
export const CHECKOUT_SCRIPT = source.replace(/\n/g, '');
