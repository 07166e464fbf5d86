import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

/**
 * Overlays (menus, popovers, tooltips, dialogs) share Mantine's floating-ui positioning and
 * focus-trap code: ~45 KB gzipped that no screen needs to draw its first frame. A deferred
 * component renders a light stand-in at once, starts loading its real code in the same render,
 * and swaps in when it arrives (milliseconds later), so a list's first screen does not wait
 * for code only a click uses.
 */
export function deferred<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  StandIn: ComponentType<P>,
): ComponentType<P> {
  const Real = lazy(load);
  function Deferred(props: P) {
    return (
      <Suspense fallback={<StandIn {...props} />}>
        <Real {...props} />
      </Suspense>
    );
  }
  return Deferred;
}

export interface DeferredMenuProps {
  /** opened on arrival: the user clicked the stand-in before the real code was there */
  defaultOpened: boolean;
}

/**
 * A menu or popover behind a trigger button, deferred: the stand-in is the same button, and a
 * click on it before the real code arrives opens the real one as soon as it does.
 */
export function DeferredMenu<P extends object>({
  Real,
  props,
  trigger,
}: {
  Real: ComponentType<P & DeferredMenuProps>;
  props: P;
  /** the stand-in trigger, given the click handler that remembers the click */
  trigger: (onClick: () => void) => ReactNode;
}) {
  const [clicked, setClicked] = useState(false);
  return (
    <Suspense fallback={trigger(() => setClicked(true))}>
      <Real {...props} defaultOpened={clicked} />
    </Suspense>
  );
}
