import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { canGoBack } from '@/lib/navigation';

/**
 * A bottom sheet that the phone's back button closes, as a customer expects on Android: opening
 * it adds a history entry (`?sheet=<name>` on the page's address) and closing it goes back,
 * so back closes the sheet and leaves the page and its form as they were. An address that
 * arrives with the sheet open (a reload, a link) shows the page with the sheet closed: the
 * sheet opens only from the page's own button, after its checks (after a reload it goes back
 * to the page's entry the sheet was opened from). Closing twice before the
 * first has landed (a double tap on the mask, Escape then Cancel) goes back once, not off the
 * page; opening twice (a double tap on the page's button) adds one entry.
 */
export function useSheetInHistory(name: string): { open: boolean; show: () => void; hide: () => void } {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const inAddress = params.get('sheet') === name;
  // An address that arrives with the sheet open was not opened here: it is taken out, and the
  // sheet stays closed meanwhile.
  const [arrivedOpen, setArrivedOpen] = useState(inAddress);
  useEffect(() => {
    if (!arrivedOpen) return;
    if (!inAddress) {
      setArrivedOpen(false);
      return;
    }
    // Reloaded with the sheet open, the entry before is most likely the page itself, from
    // which the sheet was opened: back to it, so that the history holds the page once.
    // Opened from outside (a link), the address is put right in place.
    if (canGoBack()) {
      navigate(-1);
      return;
    }
    setParams((p) => {
      p.delete('sheet');
      return p;
    }, { replace: true, preventScrollReset: true });
  }, [arrivedOpen, inAddress, setParams, navigate]);
  const open = inAddress && !arrivedOpen;

  // Opening twice before the first has landed (a double tap on the page's button) adds one
  // history entry, not two: with two, closing would go back to the sheet itself. The address
  // itself says whether the sheet is open (it changes as the navigation is made, before the
  // page renders again); the app's router keeps its query in the hash.
  const show = useCallback(() => {
    if (new URLSearchParams(window.location.hash.split('?')[1] ?? '').get('sheet') === name) return;
    setParams((p) => {
      p.set('sheet', name);
      return p;
    }, { preventScrollReset: true });
  }, [name, setParams]);
  const leaving = useRef(false);
  useEffect(() => {
    leaving.current = false;
  }, [open]);
  const hide = useCallback(() => {
    if (!open || leaving.current) return;
    leaving.current = true;
    navigate(-1);
  }, [open, navigate]);
  return { open, show, hide };
}
