import { Table } from '@mantine/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import classes from './scroll-table.module.css';

/** Whether the table goes on past the box's left and right edges. */
interface Edges {
  start: boolean;
  end: boolean;
}

/**
 * A table that scrolls sideways on a narrow screen, with a shade at each edge it continues past
 * (`data-more-start` / `data-more-end` on the wrapper say which). By default the scrolling box
 * is a named region in the tab order, so a keyboard user can scroll a table that has no link
 * or button of its own (WCAG 2.1.1; axe's scrollable-region-focusable); a list whose rows have
 * their own links and buttons passes `focusable={false}`, as focus on those scrolls the table.
 */
export function ScrollTable({
  label,
  minWidth,
  focusable = true,
  pinnedEnd = false,
  children,
}: {
  label: string;
  minWidth: number;
  focusable?: boolean;
  /**
   * The table's last column is pinned to the right edge (a list's actions,
   * `list-table.module.css`): that column draws the end's shade on its own left edge, where the
   * hidden columns are, instead of the frame drawing it over the buttons.
   */
  pinnedEnd?: boolean;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState<Edges>({ start: false, end: false });
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const update = () => {
      const start = element.scrollLeft > 0;
      // a pixel of slack: zoomed pages report fractional widths
      const end = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setEdges((was) => (was.start === start && was.end === end ? was : { start, end }));
    };
    update();
    element.addEventListener('scroll', update, { passive: true });
    // the box's width (a window resize, the navbar) and the table's (rows arriving) both count
    const resized = new ResizeObserver(update);
    resized.observe(element);
    if (element.firstElementChild) resized.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('scroll', update);
      resized.disconnect();
    };
  }, []);
  return (
    <div
      className={classes.wrap}
      data-more-start={edges.start || undefined}
      data-more-end={edges.end || undefined}
    >
      <Table.ScrollContainer
        ref={box}
        minWidth={minWidth}
        type="native"
        {...(focusable ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {})}
      >
        {children}
      </Table.ScrollContainer>
      {edges.start ? <div className={`${classes.edge} ${classes.start}`} aria-hidden /> : null}
      {edges.end && !pinnedEnd ? (
        <div className={`${classes.edge} ${classes.end}`} aria-hidden />
      ) : null}
    </div>
  );
}
