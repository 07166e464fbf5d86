import { lazy, Suspense, useEffect, useState } from 'react';

// The dialogs are their own chunk, loaded on the first shortcut: most sessions never open them.
const CommandPalette = lazy(() =>
  import('./command-palette').then((m) => ({ default: m.CommandPalette })),
);
const ShortcutsHelp = lazy(() =>
  import('./command-palette').then((m) => ({ default: m.ShortcutsHelp })),
);

/** Typing in a field: `?` and `/` are characters there, not shortcuts. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement)
    return !['checkbox', 'radio', 'button', 'submit', 'reset'].includes(target.type);
  return target.getAttribute('role') === 'combobox' || target.getAttribute('role') === 'textbox';
}

export type ShellDialog = 'palette' | 'shortcuts' | null;

/**
 * The shell's shortcuts (`?` lists them all): Ctrl+K / Cmd+K opens the command palette
 * anywhere, even from a field; `?` opens the list of shortcuts outside fields. `/` (a list's
 * search) and Ctrl+Enter (save) belong to the list and form toolkits.
 */
export function KeyboardShortcuts({
  open,
  onOpen,
}: {
  open: ShellDialog;
  onOpen: (dialog: ShellDialog) => void;
}) {
  const [used, setUsed] = useState<ShellDialog[]>([]);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const mod = event.ctrlKey || event.metaKey;
      if (mod && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        onOpen('palette');
      } else if (event.key === '?' && !mod && !event.altKey && !isTypingTarget(event.target)) {
        // another dialog open (a delete confirmation): `?` is not for the page behind it
        if (document.querySelector('[role="dialog"][aria-modal="true"]')) return;
        event.preventDefault();
        onOpen('shortcuts');
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onOpen]);

  // keep a dialog mounted once used, so closing it plays its transition and returns focus
  if (open && !used.includes(open)) setUsed([...used, open]);
  const close = () => onOpen(null);
  return (
    <Suspense fallback={null}>
      {used.includes('palette') ? (
        <CommandPalette opened={open === 'palette'} onClose={close} />
      ) : null}
      {used.includes('shortcuts') ? (
        <ShortcutsHelp opened={open === 'shortcuts'} onClose={close} />
      ) : null}
    </Suspense>
  );
}
