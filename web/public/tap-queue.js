/* global window, document, Event */
/**
 * No lost taps: the page the server drew shows its buttons before the app that makes them
 * work has run. Loaded in <head> before the page's markup, this keeps each tap on a button until
 * then: the button shows it is getting ready (data-getting-ready, aria-busy), the app is asked for at
 * once (web/main.tsx listens for `app-wanted`), and once the app has taken the page over
 * (web/app/start.tsx calls `window.appTakesTaps`) each kept tap is made again, in order, on the
 * button the app now drives. Links need no app: the browser follows them. Plain script, no module,
 * so it runs before anything is drawn; the app's own code never imports it.
 */
(function () {
  var kept = [];
  var buttons = 'button, [role="button"], input[type="submit"], input[type="button"]';

  function keep(event) {
    var target = event.target;
    var button = target && target.closest ? target.closest(buttons) : null;
    if (!button || button.disabled) return;
    var root = document.getElementById('root');
    if (!root || !root.contains(button)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    kept.push({
      button: button,
      index: Array.prototype.indexOf.call(root.querySelectorAll(buttons), button),
    });
    button.setAttribute('data-getting-ready', '');
    button.setAttribute('aria-busy', 'true');
    window.tapsKept = kept.length;
    window.dispatchEvent(new Event('app-wanted'));
  }

  window.addEventListener('click', keep, true);

  window.appTakesTaps = function () {
    if (!kept) return;
    window.removeEventListener('click', keep, true);
    window.appReady = true;
    var taps = kept;
    kept = null;
    var root = document.getElementById('root');
    taps.forEach(function (tap) {
      tap.button.removeAttribute('data-getting-ready');
      tap.button.removeAttribute('aria-busy');
    });
    taps.forEach(function (tap) {
      // Hydration keeps the server's elements; one the app drew anew is found where it was.
      var button = tap.button.isConnected ? tap.button : root && root.querySelectorAll(buttons)[tap.index];
      if (button) button.click();
    });
  };
})();
