import type { ReactNode } from "react";

/** Stands for a value in a translated sentence, so that the value can be drawn apart (in bold). */
export const VALUE_MARK = "\u0000";

/**
 * A sentence translated whole with VALUE_MARK for one of its values, drawn with `value` in that
 * place: the emphasis follows the value wherever the language puts it.
 */
export function sentenceWithValue(sentence: string, value: ReactNode): ReactNode {
  const at = sentence.indexOf(VALUE_MARK);
  if (at < 0) return sentence;
  return (
    <>
      {sentence.slice(0, at)}
      {value}
      {sentence.slice(at + VALUE_MARK.length)}
    </>
  );
}
