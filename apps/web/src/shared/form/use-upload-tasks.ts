import type { StoredFile, UploadKind } from '@backoffice/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { uploadFile } from '../api/upload';

/** One upload in flight, as a field draws it: its name, its progress and its cancel. */
export interface UploadTask {
  key: string;
  /** The name the file is stored under (a duplicate already has its suffix). */
  name: string;
  percent: number;
  cancel: () => void;
}

let nextKey = 0;

/**
 * The uploads a field has in flight, each with its own progress and cancel. Leaving the page
 * cancels whatever is still running: nobody would see where it ended.
 */
export function useUploadTasks() {
  const [tasks, setTasks] = useState<UploadTask[]>([]);
  const controllers = useRef(new Map<string, AbortController>());

  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      running.clear();
    };
  }, []);

  /**
   * Uploads `file`; rejects as `uploadFile` does (an `AbortError` once cancelled, by its
   * cancel button or by `signal`).
   */
  const start = useCallback(
    async (
      kind: UploadKind,
      file: File,
      name: string = file.name,
      signal?: AbortSignal,
    ): Promise<StoredFile> => {
      nextKey += 1;
      const key = `upload-${nextKey}`;
      const controller = new AbortController();
      if (signal?.aborted) controller.abort();
      signal?.addEventListener('abort', () => controller.abort(), { once: true });
      controllers.current.set(key, controller);
      const setPercent = (percent: number) =>
        setTasks((current) =>
          current.map((task) => (task.key === key ? { ...task, percent } : task)),
        );
      setTasks((current) => [
        ...current,
        { key, name, percent: 0, cancel: () => controller.abort() },
      ]);
      try {
        return await uploadFile(kind, file, {
          fileName: name,
          signal: controller.signal,
          onProgress: (progress) => setPercent(progress.percent),
        });
      } finally {
        controllers.current.delete(key);
        setTasks((current) => current.filter((task) => task.key !== key));
      }
    },
    [],
  );

  return { tasks, start };
}
