import { useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { newIdempotencyKey } from "../../lib/idempotency-key";
import { serverFieldErrors, useAdminErrorText, type FieldErrors } from "./form-errors";
import type { Problems } from "./validate";

export interface AdminFormOptions<D, R> {
  initial: D;
  validate: (draft: D) => Problems;
  send: (draft: D, idempotencyKey: string) => Promise<R>;
  onSaved: (result: R) => void;
  /** The form's own text for a status (409 on billboards), instead of the server's message. */
  statusText?: Partial<Record<number, string>>;
}

/**
 * A form's draft, its per-field errors (the client's checks first, then the server's
 * VALIDATION_ERROR) and its submit. Nothing typed is lost on an error; the first invalid field
 * takes focus and the summary is announced. One Idempotency-Key per draft: a resend of the
 * same draft after a lost answer is applied once.
 */
export function useAdminForm<D, R>(options: AdminFormOptions<D, R>) {
  const { i18n, t } = useLingui();
  const errorText = useAdminErrorText();
  const [draft, setDraft] = useState(options.initial);
  const [problems, setProblems] = useState<Problems>({});
  const [fromServer, setFromServer] = useState<FieldErrors>({});
  const [formError, setFormError] = useState("");
  const [attempt, setAttempt] = useState(0);
  const key = useRef(newIdempotencyKey());
  const formRef = useRef<HTMLFormElement>(null);

  const mutation = useMutation({
    mutationFn: (value: D) => options.send(value, key.current),
    meta: { errorHandling: "local" },
    onSuccess: (result) => {
      key.current = newIdempotencyKey();
      options.onSaved(result);
    },
    onError: (error) => {
      const fields = serverFieldErrors(error);
      setFromServer(fields);
      const status = (error as { status?: number }).status ?? 0;
      setFormError(options.statusText?.[status] ?? errorText(error));
      setAttempt((n) => n + 1);
    },
  });

  // After a refused submit, focus goes to the first field in error (WCAG 3.3.1).
  useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const update = (patch: Partial<D>) => {
    setDraft((current) => ({ ...current, ...patch }));
    key.current = newIdempotencyKey(); // another draft is another change
  };

  const errorOf = (field: string): string | undefined => {
    const own = problems[field];
    return own ? i18n._(own) : fromServer[field];
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const found = options.validate(draft);
    setProblems(found);
    setFromServer({});
    const count = Object.keys(found).length;
    if (count > 0) {
      setFormError(t`입력 내용을 확인하세요. 고칠 항목: ${count}개`);
      setAttempt((n) => n + 1);
      return;
    }
    setFormError("");
    mutation.mutate(draft);
  };

  return { draft, update, errorOf, submit, formError, saving: mutation.isPending, formRef };
}
