import { useEffect, useState } from 'react';

interface Preview {
  file: File;
  url: string;
}

/**
 * A data URL showing a chosen local picture, or null until it is read. A data URL needs no
 * revoking, so nothing leaks when the choice changes or the page goes.
 */
export function useFilePreview(file: File | null): string | null {
  const [preview, setPreview] = useState<Preview | null>(null);
  useEffect(() => {
    if (!file) return undefined;
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') setPreview({ file, url: reader.result });
    };
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  // Derived, so a cleared or replaced choice never shows the previous picture.
  return preview?.file === file ? preview.url : null;
}
