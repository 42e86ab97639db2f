import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { OrganizationNode } from "../api";
import styles from "./Organization.module.css";

export interface DepartmentTreeProps {
  nodes: readonly OrganizationNode[];
  selected: number | undefined;
  /** Departments above the selection: kept open so the selection is visible. */
  openPath: readonly number[];
  onSelect: (node: OrganizationNode) => void;
}

/** The company tree: each department selects on tap; a separate toggle expands or collapses it. */
export function DepartmentTree({ nodes, selected, openPath, onSelect }: DepartmentTreeProps) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`부서`}>
      <ul className={styles.tree}>
        {nodes.map((node) => (
          <Branch
            key={node.id}
            node={node}
            selected={selected}
            openPath={openPath}
            onSelect={onSelect}
          />
        ))}
      </ul>
    </nav>
  );
}

function Branch({
  node,
  selected,
  openPath,
  onSelect,
}: { node: OrganizationNode } & Omit<DepartmentTreeProps, "nodes">) {
  const { t } = useLingui();
  const [open, setOpen] = useState(node.parentId === null || openPath.includes(node.id));
  const hasChildren = node.children.length > 0;
  const name = node.name;
  return (
    <li>
      <div className={styles.node}>
        {hasChildren ? (
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-label={open ? t`${name} 접기` : t`${name} 펼치기`}
            onClick={() => setOpen(!open)}
          >
            {open ? "▾" : "▸"}
          </button>
        ) : (
          <span className={styles.toggle} aria-hidden="true" />
        )}
        <button
          type="button"
          className={styles.option}
          aria-current={node.id === selected ? "true" : undefined}
          onClick={() => {
            setOpen(true); // choosing a department also shows what is below it
            onSelect(node);
          }}
        >
          {node.name} <span className={styles.muted}>({node.memberCount})</span>
        </button>
      </div>
      {hasChildren && open ? (
        <ul>
          {node.children.map((child) => (
            <Branch
              key={child.id}
              node={child}
              selected={selected}
              openPath={openPath}
              onSelect={onSelect}
            />
          ))}
        </ul>
      ) : null}
    </li>
  );
}
