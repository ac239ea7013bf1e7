/*
 * Runs before the server's prerendered sign-in page is painted (server/http/prerender.ts writes
 * it inline at the end of the page's head, admitted by its hash in the page's CSP):
 * - the copy shows only for the sign-in address (an empty hash or #/home/login, without a query)
 *   and when no other language than English is remembered (localStorage portal.language);
 *   otherwise the page is marked data-prerender="off", which hides it (the page's inline rules,
 *   COPY_RULES of src/app/prerender/loginPage.tsx);
 * - a Sign In pressed before the portal's code has arrived is held back (nothing leaves the
 *   page) and marked, the copy's status region says to wait (its text is the attribute's value),
 *   and the portal presses it again when it takes over (src/app/prerender/takeOver.ts).
 */
(function () {
  var signIn = /^(#\/?(home\/?(login\/?)?)?)?$/.test(window.location.hash);
  var language = null;
  try {
    language = window.localStorage.getItem('portal.language');
  } catch {
    // storage refused: the language is English
  }
  if (!signIn || (language !== null && language !== 'en'))
    document.documentElement.setAttribute('data-prerender', 'off');
  document.addEventListener(
    'submit',
    function (event) {
      var form = event.target;
      if (!form || !form.closest || !form.closest('#prerender')) return;
      event.preventDefault();
      form.setAttribute('data-submitted', '');
      var status = document.querySelector('#prerender [data-held-status]');
      if (status) status.textContent = status.getAttribute('data-held-status');
    },
    true,
  );
})();
