import { useCallback, useMemo, useRef, type Ref, type RefCallback } from 'react';

/**
 * `useMergeRefs` of @floating-ui/react (MIT), the one thing Mantine's ScrollArea imports from
 * it. Every Mantine `Table` pulls ScrollArea in, and the bundler keeps a module whole in one
 * chunk, so that single import made every list screen fetch all of floating-ui (15 KB
 * gzipped) before its first frame. `vite.config.ts` points ScrollArea's import here instead;
 * menus, popovers and tooltips still use the real library, loaded with them.
 */
export function useMergeRefs<T>(refs: (Ref<T> | undefined)[]): RefCallback<T> | null {
  const cleanupRef = useRef<(() => void) | undefined>(undefined);
  // the refs themselves are the dependencies, as in the original: a stable merged ref as long
  // as the given refs are stable (ScrollArea passes stable ones)
  const refEffect = useCallback(
    (instance: T) => {
      const cleanups = refs.map((ref) => {
        if (ref == null) return undefined;
        if (typeof ref === 'function') {
          const cleanup = ref(instance);
          return typeof cleanup === 'function' ? cleanup : () => ref(null);
        }
        ref.current = instance;
        return () => {
          ref.current = null;
        };
      });
      return () => cleanups.forEach((cleanup) => cleanup?.());
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps, react-hooks/use-memo
    refs,
  );
  return useMemo(
    () => {
      if (refs.every((ref) => ref == null)) return null;
      return (value: T | null) => {
        cleanupRef.current?.();
        cleanupRef.current = undefined;
        if (value != null) cleanupRef.current = refEffect(value);
      };
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps, react-hooks/use-memo
    refs,
  );
}
