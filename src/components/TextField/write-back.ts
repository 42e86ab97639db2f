/**
 * For a handler that cuts or filters what was typed (a 17-character name, digits only). Preact
 * (vite/renderer.ts) re-renders only when the state changes: when the kept text equals the state
 * already there, the input would go on showing the rejected character. Returns the kept text.
 */
export function writeBack(input: HTMLInputElement, kept: string): string {
  if (input.value !== kept) input.value = kept;
  return kept;
}
