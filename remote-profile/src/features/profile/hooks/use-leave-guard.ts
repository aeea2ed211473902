import { useEffect } from 'react';

/** A click that would take the page elsewhere in this app: a plain left click on a link. */
function leavingLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self')) {
    return null;
  }
  const to = new URL(link.href, window.location.href);
  const here = window.location;
  return to.origin === here.origin && to.pathname === here.pathname && to.search === here.search
    ? null
    : link;
}

/**
 * While `unsaved` holds, leaving asks first: a link click (the menu, the top bar) asks with
 * `question` and stays when declined; closing or reloading the tab gets the browser's own
 * question. The shell's router is not a data router, so there is no route blocker to use: the
 * click is caught before the router sees it.
 */
export function useLeaveGuard(unsaved: boolean, question: string): void {
  useEffect(() => {
    if (!unsaved) return;
    const onClick = (event: MouseEvent) => {
      if (!leavingLink(event) || window.confirm(question)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    // Capture, on the document: before the router's own click handler on the app's root.
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [unsaved, question]);
}
