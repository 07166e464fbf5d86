import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The sign-in screens' calls, without TanStack Query: the public pages are the /login payload
 * path, and a signed-out user has no server state to cache (`docs/performance.md`). The shape
 * follows `useMutation`'s, so a screen reads the same way as a signed-in one.
 */
export interface AsyncActionState<Result> {
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
  error: unknown;
  data: Result | undefined;
}

const IDLE = { isPending: false, isSuccess: false, isError: false, error: null, data: undefined };

export function useAsyncAction<Input, Result>(action: (input: Input) => Promise<Result>) {
  const [state, setState] = useState<AsyncActionState<Result>>(IDLE);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const mutate = useCallback(
    (
      input: Input,
      callbacks: { onSuccess?: (result: Result) => void; onError?: (error: unknown) => void } = {},
    ) => {
      setState({ ...IDLE, isPending: true });
      action(input).then(
        (result) => {
          if (mounted.current) setState({ ...IDLE, isSuccess: true, data: result });
          callbacks.onSuccess?.(result);
        },
        (error: unknown) => {
          if (mounted.current) setState({ ...IDLE, isError: true, error });
          callbacks.onError?.(error);
        },
      );
    },
    [action],
  );
  return { ...state, mutate };
}

/** A value loaded once per `key` (a reset token's validity), with the same state shape. */
export function useAsyncValue<Result>(
  key: string,
  load: (signal: AbortSignal) => Promise<Result>,
): AsyncActionState<Result> {
  const [state, setState] = useState<AsyncActionState<Result> & { key: string | null }>({
    ...IDLE,
    key: null,
  });
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => setState({ ...IDLE, isSuccess: true, data, key }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ ...IDLE, isError: true, error, key });
      },
    );
    return () => controller.abort();
    // `load` is a module function of the caller; the key decides when to load again
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  // until this key's answer arrives, it is pending (no state is set during render)
  return state.key === key ? state : { ...IDLE, isPending: true };
}
