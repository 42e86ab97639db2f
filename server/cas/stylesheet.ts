/**
 * The CAS pages' stylesheet, served as a file (STYLESHEET_PATH) rather than inline, so the pages
 * keep working if the CSP ever drops 'unsafe-inline' for styles. Mobile first, system fonts,
 * light and dark from prefers-color-scheme, 44 px touch targets (DESIGN.md §8).
 */
export const CAS_STYLESHEET = `
:root { color-scheme: light dark; --bg: #f4f5f7; --card: #fff; --text: #1b1d21; --muted: #5c6370;
  --line: #c9ced6; --accent: #1f5eff; --accent-text: #fff; --error: #c62828; }
@media (prefers-color-scheme: dark) {
  :root { --bg: #121417; --card: #1c1f24; --text: #eceff3; --muted: #a3aab5; --line: #3a4049;
    --accent: #6d9bff; --accent-text: #0b0d10; --error: #ff8a80; }
}
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; background: var(--bg); color: var(--text);
  font: 16px/1.5 system-ui, -apple-system, "Apple SD Gothic Neo", "Malgun Gothic", "Noto Sans KR",
    "PingFang SC", "Hiragino Sans", sans-serif;
  padding: max(24px, env(safe-area-inset-top)) 16px max(24px, env(safe-area-inset-bottom)); }
.card { max-width: 420px; margin: 0 auto; background: var(--card); border-radius: 16px; padding: 24px; }
.languages { display: flex; flex-wrap: wrap; gap: 4px; justify-content: flex-end; margin-bottom: 8px; }
.languages a { min-height: 44px; min-width: 44px; padding: 10px 8px; color: var(--muted);
  text-decoration: none; font-size: 14px; }
.languages a[aria-current="true"] { color: var(--text); font-weight: 600; }
h1 { font-size: 22px; margin: 8px 0; }
.intro { color: var(--muted); margin-top: 0; }
.error { color: var(--error); font-weight: 600; }
form { display: flex; flex-direction: column; gap: 8px; }
label { font-weight: 600; margin-top: 8px; }
input { min-height: 44px; padding: 10px 12px; font: inherit; color: inherit; background: transparent;
  border: 1px solid var(--line); border-radius: 8px; }
input[aria-invalid="true"] { border-color: var(--error); }
button, .button { display: inline-block; min-height: 44px; margin-top: 16px; padding: 10px 16px;
  border: 0; border-radius: 8px; background: var(--accent); color: var(--accent-text);
  font: inherit; font-weight: 600; text-align: center; text-decoration: none; cursor: pointer; }
:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
@media (prefers-reduced-motion: reduce) { * { transition: none !important; } }
`;
