(function () {
  if (window.pwsCountdowns) return;
  window.pwsCountdowns = true;
  function pad(n) { return (n < 10 ? '0' : '') + n; }
  function init() {
    document.querySelectorAll('[data-countdown-days], [data-countdown-until]').forEach(function (box) {
      var until = box.getAttribute('data-countdown-until');
      var end = until ? Date.parse(until) : Date.now() + parseFloat(box.getAttribute('data-countdown-days') || '3') * 864e5;
      function tick() {
        var left = Math.max(0, end - Date.now());
        var parts = { days: Math.floor(left / 864e5), hours: Math.floor(left / 36e5) % 24, minutes: Math.floor(left / 6e4) % 60, seconds: Math.floor(left / 1e3) % 60 };
        Object.keys(parts).forEach(function (unit) {
          var el = box.querySelector('[data-unit="' + unit + '"]');
          if (el) el.textContent = pad(parts[unit]);
        });
        if (left > 0) setTimeout(tick, 1000);
      }
      tick();
    });
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', init); else init();
})();
