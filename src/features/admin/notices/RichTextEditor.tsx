import { useLingui } from "@lingui/react/macro";
import { useEffect, useId, useRef, useState } from "react";
import { isHttpsUrl } from "../validate";
import styles from "./RichTextEditor.module.css";

export interface RichTextEditorProps {
  label: string;
  /** The starting HTML; later changes come from the editor itself. */
  initialHtml: string;
  onChange: (html: string) => void;
  error?: string;
}

type Command = "bold" | "italic" | "insertUnorderedList" | "insertOrderedList";

/**
 * A small rich-text editor: a contentEditable area and a toolbar for bold, italic, lists and
 * https links (document.execCommand, still supported by every browser for editable content).
 * The server sanitizes what is sent; the toolbar only offers what it keeps.
 */
export function RichTextEditor({ label, initialHtml, onChange, error }: RichTextEditorProps) {
  const { t } = useLingui();
  const id = useId();
  const area = useRef<HTMLDivElement>(null);
  const [linkError, setLinkError] = useState("");

  useEffect(() => {
    if (area.current) area.current.innerHTML = initialHtml;
    // Only the first value: afterwards the DOM is the source, React must not reset the caret.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const changed = () => onChange(area.current?.innerHTML ?? "");
  const run = (command: Command | "createLink", value?: string) => {
    area.current?.focus();
    document.execCommand(command, false, value);
    changed();
  };
  const addLink = () => {
    const url = window.prompt(t`링크 주소 (https://)`, "https://")?.trim();
    if (!url) return;
    if (!isHttpsUrl(url)) {
      setLinkError(t`https://로 시작하는 주소를 입력하세요.`);
      return;
    }
    setLinkError("");
    run("createLink", url);
  };
  const onTool = (command: Command | "link") => (command === "link" ? addLink() : run(command));

  const tools: { command: Command | "link"; label: string; text: string }[] = [
    { command: "bold", label: t`굵게`, text: "B" },
    { command: "italic", label: t`기울임`, text: "I" },
    { command: "insertUnorderedList", label: t`글머리 기호 목록`, text: "•" },
    { command: "insertOrderedList", label: t`번호 목록`, text: "1." },
    { command: "link", label: t`링크`, text: "🔗" },
  ];
  const message = error ?? linkError;
  return (
    <div className={styles.editor}>
      <span id={`${id}-label`} className={styles.label}>
        {label}
      </span>
      <div role="toolbar" aria-label={t`서식`} aria-controls={id} className={styles.toolbar}>
        {tools.map((tool) => (
          <button
            key={tool.command}
            type="button"
            className={styles.tool}
            aria-label={tool.label}
            // Keeps the selection in the editing area while the button is pressed.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onTool(tool.command)}
          >
            <span aria-hidden="true">{tool.text}</span>
          </button>
        ))}
      </div>
      <div
        ref={area}
        id={id}
        role="textbox"
        aria-multiline="true"
        aria-labelledby={`${id}-label`}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
        contentEditable
        suppressContentEditableWarning
        tabIndex={0}
        className={styles.area}
        onInput={changed}
        onBlur={changed}
      />
      {message ? (
        <p id={`${id}-error`} className={styles.error}>
          {message}
        </p>
      ) : null}
    </div>
  );
}
