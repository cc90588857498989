/* Runs before the app bundle (both deferred: in document order, after parsing, never holding up
   the first paint), in ES5 only, so that browsers too old for the app still see why.
   Rule: the app needs ES2020 (optional chaining, Promise.allSettled, globalThis) and fetch.
   `?legacy-notice=force` shows the notice anywhere, for checking it.
   The notice is in the page's language: the BFF writes its text into the page as a JSON data block
   (PAGE_DATA_ELEMENT_IDS.legacyNotice), as this script can load no catalogue; English without it. */
(function (root) {
  var NOTICE_ELEMENT_ID = 'app-legacy-notice';
  var ENGLISH = 'Your browser is no longer supported. Please update it to the latest version to sign in and book your attractions.';

  function isUnsupportedBrowser(w) {
    if (/[?&]legacy-notice=force(&|$)/.test(w.location.search)) return true;
    return (
      typeof w.fetch !== 'function' ||
      typeof w.Promise !== 'function' ||
      typeof w.Promise.allSettled !== 'function' ||
      typeof w.globalThis !== 'object' ||
      typeof w.Object.fromEntries !== 'function'
    );
  }

  function noticeText(doc) {
    var block = doc.getElementById(NOTICE_ELEMENT_ID);
    if (!block || typeof JSON !== 'object') return ENGLISH;
    try {
      var notice = JSON.parse(block.text);
      return notice && typeof notice.text === 'string' && notice.text ? notice.text : ENGLISH;
      // eslint-disable-next-line @typescript-eslint/no-unused-vars -- ES5 has no catch without a binding
    } catch (unreadable) {
      return ENGLISH;
    }
  }

  function showNotice(doc) {
    var notice = doc.createElement('div');
    notice.setAttribute('role', 'alert');
    notice.id = 'legacy-browser-notice';
    notice.style.cssText =
      'padding:16px;background:#fff4e5;color:#4a2c00;border-bottom:2px solid #b35c00;font:16px/1.5 sans-serif;text-align:center';
    notice.appendChild(doc.createTextNode(noticeText(doc)));
    doc.body.insertBefore(notice, doc.body.firstChild);
  }

  if (typeof module === 'object' && module.exports) {
    module.exports = { isUnsupportedBrowser: isUnsupportedBrowser, showNotice: showNotice };
    return;
  }
  if (isUnsupportedBrowser(root)) {
    if (root.document.body) showNotice(root.document);
    else root.document.addEventListener('DOMContentLoaded', function () { showNotice(root.document); });
  }
})(this);
