/**
 * The script a published page with forms carries (inline, about 1.5 KB: one request fewer on a phone).
 * For each wired form it checks the fields in the page first (always-required fields of spec §5
 * become `required`, then the browser's own validation shows what is missing), sends the form by
 * fetch with the time spent filling it and a key that makes a resend store one subscriber, and shows
 * the answer in place: the success message, the server's error, or a network failure. When the
 * answer names a next address (a funnel's next page, the form's redirect), it goes there.
 * Without JavaScript none of this runs and the form is an ordinary POST (form-submit.ts answers 303).
 */
import { ALWAYS_REQUIRED_FIELDS } from '../../domain/rules/forms.ts';

const source = `(function(){
var started=Date.now(),required=${JSON.stringify(ALWAYS_REQUIRED_FIELDS)};
function key(){return window.crypto&&crypto.randomUUID?crypto.randomUUID():String(Math.random()).slice(2)+Date.now();}
function note(form,kind,text){
var box=form.querySelector('[data-pw-note]');
if(!box){box=document.createElement('div');box.setAttribute('data-pw-note','');box.className='mt-3';form.appendChild(box);}
box.setAttribute('role',kind==='error'?'alert':'status');
box.className='mt-3 alert '+(kind==='error'?'alert-danger':'alert-success');
box.textContent=text;return box;}
document.querySelectorAll('form[data-pw-form]').forEach(function(form){
form.elements._pw_key.value=key();
Array.prototype.forEach.call(form.elements,function(field){
if(field.name&&required.indexOf(field.name.trim().toLowerCase())>=0)field.required=true;});
form.addEventListener('submit',function(event){
event.preventDefault();
if(form.getAttribute('aria-busy')==='true')return;
if(!form.checkValidity()){form.reportValidity();return;}
form.elements._pw_elapsed.value=String(Date.now()-started);
var buttons=form.querySelectorAll('button,[type=submit]');
form.setAttribute('aria-busy','true');
buttons.forEach(function(b){b.disabled=true;});
var done=function(){form.removeAttribute('aria-busy');buttons.forEach(function(b){b.disabled=false;});};
fetch(form.action,{method:'POST',headers:{accept:'application/json'},body:new URLSearchParams(new FormData(form))})
.then(function(r){return r.json().catch(function(){return{code:r.status};});})
.then(function(answer){
done();
if(answer.code===200){
if(answer.redirect){location.assign(answer.redirect);return;}
form.reset();form.elements._pw_key.value=key();
note(form,'success',answer.message);return;}
note(form,'error',answer.message||form.getAttribute('data-failure-message')||'Sorry, your details could not be sent. Please try again.');})
.catch(function(){done();note(form,'error','Could not send: check your connection and try again.');});
});});})();`;

/** One line: the source above keeps its line breaks for readers only. */
export const FORM_SCRIPT = source.replace(/\n/g, '');
