import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useState, type FormEvent, type KeyboardEvent } from "react";
import {
  ORGANIZATION_SEARCH_TYPES,
  type OrganizationSearchType,
} from "../../../../shared/organization-search";
import { searchQuery, type OrganizationMember } from "../api";
import styles from "./Organization.module.css";

const DEBOUNCE_MS = 250;
const MAX_SUGGESTIONS = 8;

export interface MemberSearchProps {
  companyId: number;
  initialWord: string;
  type: OrganizationSearchType;
  onTypeChange: (type: OrganizationSearchType) => void;
  /** Enter or the search button: the full result list. */
  onSubmit: (word: string) => void;
  /** A suggestion was chosen: straight to the person. */
  onPick: (member: OrganizationMember) => void;
}

function useDebounced(value: string): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return debounced;
}

/** Member search with suggestions while typing (a combobox: arrow keys, Enter, Escape). */
export function MemberSearch(props: MemberSearchProps) {
  const { companyId, type, onTypeChange, onSubmit, onPick } = props;
  const { t } = useLingui();
  const ids = { input: useId(), list: useId(), type: useId() };
  const [word, setWord] = useState(props.initialWord);
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const debounced = useDebounced(word.trim());
  const query = useQuery({
    ...searchQuery(companyId, debounced, type),
    enabled: open && debounced !== "",
  });
  const suggestions = open && debounced !== "" ? (query.data ?? []).slice(0, MAX_SUGGESTIONS) : [];
  const labels: Record<OrganizationSearchType, string> = {
    all: t`전체`,
    name: t`이름`,
    department: t`부서`,
    position: t`직위`,
    phone: t`전화번호`,
    mail: t`메일`,
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const picked = suggestions[active];
    setOpen(false);
    if (picked) onPick(picked);
    else if (word.trim()) onSubmit(word.trim());
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((i) => Math.max(-1, Math.min(suggestions.length - 1, i + step)));
    } else if (event.key === "Escape") {
      setOpen(false);
    }
  };

  return (
    <form role="search" onSubmit={submit}>
      <div className={styles.row}>
        <select
          id={ids.type}
          aria-label={t`검색 항목`}
          className={styles.control}
          value={type}
          onChange={(event) => onTypeChange(event.target.value as OrganizationSearchType)}
        >
          {ORGANIZATION_SEARCH_TYPES.map((value) => (
            <option key={value} value={value}>
              {labels[value]}
            </option>
          ))}
        </select>
        <input
          id={ids.input}
          className={`${styles.control} ${styles.grow}`}
          type="search"
          role="combobox"
          aria-label={t`이름, 초성, 부서, 전화번호, 메일 검색`}
          aria-expanded={suggestions.length > 0}
          aria-controls={ids.list}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 ? `${ids.list}-${active}` : undefined}
          placeholder={t`이름, 초성(ㅎㄱㄷ), 전화번호 뒤 4자리`}
          value={word}
          enterKeyHint="search"
          onChange={(event) => {
            setWord(event.target.value);
            setActive(-1);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className={styles.button}>
          <Trans>검색</Trans>
        </button>
      </div>
      <ul
        id={ids.list}
        role="listbox"
        aria-label={t`추천 검색 결과`}
        className={suggestions.length ? styles.suggestions : undefined}
      >
        {suggestions.map((m, i) => (
          <li
            key={`${m.companyId}-${m.employeeNo}`}
            id={`${ids.list}-${i}`}
            role="option"
            aria-selected={i === active}
            className={styles.option}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              setOpen(false);
              onPick(m);
            }}
          >
            <strong>{m.name}</strong> <span className={styles.muted}>{m.departmentName}</span>
          </li>
        ))}
      </ul>
    </form>
  );
}
