import { createContext, useContext, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

// The call's controls (mute, camera, hang up) belong to the video provider, which owns the
// media, but they are shown in a bar of the lesson's own: when the video shrinks to a
// picture-in-picture over the mushaf, the controls stay full size and on screen.

const ControlsSlotContext = createContext<HTMLElement | null>(null);

/** Gives the video the element its controls render into. */
export const ControlsSlotProvider = ControlsSlotContext.Provider;

/** Renders the controls into the lesson's bar where there is one, in place otherwise. */
export function InControlsSlot({ children }: { children: ReactNode }) {
  const slot = useContext(ControlsSlotContext);
  return slot ? createPortal(children, slot) : children;
}
