(function () {
  if (window.pwsCounters) return;
  window.pwsCounters = true;
  var reduce = window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  function run(el) {
    var text = el.getAttribute('data-count') || el.textContent;
    var match = /^(\D*)([\d.,]+)(.*)$/.exec(text);
    if (!match || reduce) return;
    var target = parseFloat(match[2].replace(/,/g, ''));
    var decimals = (match[2].split('.')[1] || '').length;
    var start = null;
    function step(t) {
      if (start === null) start = t;
      var p = Math.min(1, (t - start) / 1200);
      var v = (target * (1 - Math.pow(1 - p, 3))).toFixed(decimals);
      el.textContent = match[1] + (match[2].indexOf(',') >= 0 ? Number(v).toLocaleString('en-US') : v) + match[3];
      if (p < 1) requestAnimationFrame(step);
    }
    requestAnimationFrame(step);
  }
  function init() {
    var items = document.querySelectorAll('[data-count]');
    if (!('IntersectionObserver' in window)) return;
    var io = new IntersectionObserver(function (entries) {
      entries.forEach(function (e) { if (e.isIntersecting) { io.unobserve(e.target); run(e.target); } });
    }, { threshold: 0.4 });
    items.forEach(function (el) { io.observe(el); });
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', init); else init();
})();
