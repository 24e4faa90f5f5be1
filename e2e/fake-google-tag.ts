/**
 * A stand-in for Google's tag (gtag.js), served by Playwright routing so that no test reaches
 * Google. Like the real tag it reads the `dataLayer` queue the page built before it arrived
 * and every later push: `config` sends a page_view, `event` sends that event, consent updates
 * are carried in each hit (`gcs`), a granted analytics_storage gets the `_ga` cookie, and the
 * documented `ga-disable-<ID>` switch stops all sending. Hits go to Google's collection
 * endpoint, which the same routing answers and records.
 */
export const FAKE_GOOGLE_TAG = `(function () {
  var id = new URL(document.currentScript.src).searchParams.get('id');
  var consent = {};
  function send(name, params) {
    if (window['ga-disable-' + id] === true) return;
    var query = new URLSearchParams({ v: '2', tid: id, en: name, gcs: consent.analytics_storage || 'unset', dl: location.href });
    for (var key in params || {}) query.set('ep.' + key, String(params[key]));
    fetch('https://region1.google-analytics.com/g/collect?' + query, { method: 'POST', mode: 'no-cors' });
  }
  function handle(args) {
    var a = Array.prototype.slice.call(args);
    if (a[0] === 'consent') {
      for (var signal in a[2]) consent[signal] = a[2][signal];
      if (consent.analytics_storage === 'granted') document.cookie = '_ga=GA1.1.42.42; path=/; max-age=63072000';
    } else if (a[0] === 'config' && a[1] === id && !(a[2] && a[2].send_page_view === false)) {
      send('page_view', {});
    } else if (a[0] === 'event') {
      send(a[1], a[2]);
    }
  }
  var queue = (window.dataLayer = window.dataLayer || []);
  queue.forEach(handle);
  var push = queue.push.bind(queue);
  queue.push = function () {
    for (var i = 0; i < arguments.length; i++) handle(arguments[i]);
    return push.apply(null, arguments);
  };
})();`;
