import { useCspNonce } from '../security/csp-nonce';

/** The local-storage flag PRODUCT §1 names; a display preference, not a credential (PRODUCT §10). */
export const popupShownKey = 'popupShown';

const dialogId = 'first-visit';

/**
 * Runs while the page is still being parsed, before its first paint: a first-time visitor sees
 * the notice in that paint (so it never arrives late as the page's largest element), and closing
 * it (the button, or Escape) remembers it. Plain script, no React: it works before hydration.
 */
const openOnFirstVisit = `(function(){var d=document.getElementById(${JSON.stringify(dialogId)}),k=${JSON.stringify(popupShownKey)};try{if(!d||typeof d.showModal!=="function"||localStorage.getItem(k)!==null)return;d.addEventListener("close",function(){try{localStorage.setItem(k,"true")}catch(e){}});d.showModal()}catch(e){}})();`;

/**
 * PRODUCT §1: on a first visit, say the business is fake and ask for no personal information. A
 * native modal <dialog> in the server's HTML (decision 024): focus moves into it, the page behind
 * is inert, and its button closes it through `method="dialog"`, all without the page's scripts.
 * The server cannot see local storage, so every page carries it closed; the script beside it
 * opens it for a first visit.
 */
export function FirstVisitPopup() {
  const nonce = useCspNonce();
  return (
    <>
      {/* The script opens it before hydration; React must not mind the `open` it finds. */}
      <dialog
        id={dialogId}
        className="first-visit"
        aria-labelledby="first-visit-title"
        suppressHydrationWarning
      >
        <form method="dialog">
          <h2 className="first-visit-title h5" id="first-visit-title">
            Welcome! Please note
          </h2>
          <div className="first-visit-body">
            <p>
              This website belongs to a fake business made as a portfolio project. Nothing here can be booked,
              bought or delivered.
            </p>
            <p className="mb-0 fw-semibold">Please do not enter any personal information on this site.</p>
          </div>
          <div className="first-visit-footer">
            <button type="submit" className="btn btn-primary">
              I understand
            </button>
          </div>
        </form>
      </dialog>
      <script
        nonce={nonce}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of this module, no user input
        dangerouslySetInnerHTML={{ __html: openOnFirstVisit }}
        suppressHydrationWarning
      />
    </>
  );
}
