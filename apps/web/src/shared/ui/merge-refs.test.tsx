import { act, render } from '@testing-library/react';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useMergeRefs } from './merge-refs';

describe('useMergeRefs (ScrollArea’s copy)', () => {
  it('gives one element to object and callback refs, and releases both on unmount', () => {
    const objectRef = createRef<HTMLDivElement>();
    const cleanup = vi.fn();
    const callbackRef = vi.fn(() => cleanup);
    function Box() {
      return <div ref={useMergeRefs([objectRef, callbackRef, undefined])} data-testid="box" />;
    }
    const { getByTestId, unmount } = render(<Box />);
    expect(objectRef.current).toBe(getByTestId('box'));
    expect(callbackRef).toHaveBeenCalledWith(getByTestId('box'));
    unmount();
    expect(objectRef.current).toBeNull();
    expect(cleanup).toHaveBeenCalledTimes(1);
  });

  it('stays the same callback across renders while the refs do, so nothing re-attaches', () => {
    const callbackRef = vi.fn();
    const seen = new Set<unknown>();
    let rerender: (n: number) => void = () => {};
    function Box() {
      const [count, setCount] = useState(0);
      rerender = setCount;
      const merged = useMergeRefs([callbackRef]);
      seen.add(merged);
      return <div ref={merged}>{count}</div>;
    }
    const { getByText } = render(<Box />);
    act(() => rerender(1));
    expect(getByText('1')).toBeInTheDocument();
    expect(seen.size).toBe(1);
    expect(callbackRef).toHaveBeenCalledTimes(1);
  });
});
