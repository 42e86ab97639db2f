import { useState, type ImgHTMLAttributes } from "react";

export interface FallbackImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, "src"> {
  src: string;
  /** Shown instead when `src` fails to load; swapped once (a failing fallback is not retried). */
  fallback: string;
}

/** An <img> that swaps to `fallback` on a load error (spec 8: company logo, user thumbnail). */
export function FallbackImage({ src, fallback, ...rest }: FallbackImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const current = failed === src ? fallback : src;
  return (
    <img
      {...rest}
      src={current}
      onError={() => {
        if (current !== fallback) setFailed(src);
      }}
    />
  );
}
