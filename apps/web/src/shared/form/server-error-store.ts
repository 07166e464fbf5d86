import { useSyncExternalStore } from 'react';

/**
 * The server's field errors of one form (REQ-FORM-4), by field path (`question`, `position`),
 * kept apart from the schema's own errors: the schema re-validates as the user types, the
 * server's verdict stands until that field is edited or the form is sent again. Each field
 * subscribes to its own entry, so showing or clearing one re-renders that field only.
 */
export class ServerErrorStore {
  private errors = new Map<string, string>();
  private readonly listeners = new Set<() => void>();

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  get(path: string): string | undefined {
    return this.errors.get(path);
  }

  /** Whether a field or anything under it (`slug`, `slug.en`) has an error. */
  hasUnder(field: string): boolean {
    for (const path of this.errors.keys()) {
      if (path === field || path.startsWith(`${field}.`)) return true;
    }
    return false;
  }

  /** Replaces every error (an empty map clears them). */
  replace(errors: ReadonlyMap<string, string>): void {
    this.errors = new Map(errors);
    this.emit();
  }

  clear(path: string): void {
    if (!this.errors.has(path)) return;
    this.errors = new Map(this.errors);
    this.errors.delete(path);
    this.emit();
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}

/** The server's error (a code or a message) on `path`, re-rendering only when it changes. */
export function useServerError(store: ServerErrorStore, path: string): string | undefined {
  return useSyncExternalStore(
    store.subscribe,
    () => store.get(path),
    () => store.get(path),
  );
}
