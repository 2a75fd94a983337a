import { useState } from "react";

/** How far a file sent after a form's record has gone up (0..1), while it is sent. */
export function useUploadProgress() {
  const [progress, setProgress] = useState<number | null>(null);
  /** Runs one upload, following its progress until it ends either way. */
  async function track<T>(send: (onProgress: (fraction: number | null) => void) => Promise<T>): Promise<T> {
    setProgress(0);
    try {
      return await send((fraction) => setProgress(fraction ?? 1));
    } finally {
      setProgress(null);
    }
  }
  return { progress, track };
}
