/**
 * The CAS pages' stylesheet, served as a file (STYLESHEET_PATH) rather than inline, so the pages
 * keep working if the CSP ever drops 'unsafe-inline' for styles. Mobile first, 44 px touch
 * targets (DESIGN.md §8), and the app's own look: the colour tokens of src/styles/global.css
 * under the same names (a test keeps them equal), light and dark from prefers-color-scheme, the
 * white card of the app's surfaces, its 12 px radius and its field and button shapes.
 */
export const CAS_STYLESHEET = `
:root { color-scheme: light dark; --color-bg: #f4f6fa; --color-surface: #ffffff;
  --color-text: #111827; --color-text-muted: #4b5563; --color-border: #e2e6ee;
  --color-primary: #1f4aa8; --color-on-primary: #ffffff; --color-focus: #2563eb;
  --color-danger: #b42318; --radius-md: 12px; --tap-size: 44px; }
@media (prefers-color-scheme: dark) {
  :root { --color-bg: #0b1120; --color-surface: #111827; --color-text: #f3f4f6;
    --color-text-muted: #9ca3af; --color-border: #1f2937; --color-primary: #7aa2ff;
    --color-on-primary: #0b1120; --color-focus: #93b4ff; --color-danger: #fda29b; }
}
* { box-sizing: border-box; }
body { margin: 0; min-height: 100dvh; background: var(--color-bg); color: var(--color-text);
  font: 16px/1.5 system-ui, -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto,
    "Apple SD Gothic Neo", "Noto Sans KR", "Malgun Gothic", "Hiragino Sans", "PingFang SC",
    "Microsoft YaHei", "Helvetica Neue", Arial, sans-serif;
  padding: max(24px, env(safe-area-inset-top)) 16px max(24px, env(safe-area-inset-bottom)); }
.card { max-width: 420px; margin: 0 auto; background: var(--color-surface);
  border: 1px solid var(--color-border); border-radius: var(--radius-md); padding: 24px; }
a { color: var(--color-primary); }
.languages { display: flex; flex-wrap: wrap; gap: 4px; justify-content: flex-end; margin-bottom: 8px; }
.languages a { min-height: var(--tap-size); min-width: var(--tap-size); padding: 10px 8px;
  color: var(--color-text-muted); text-decoration: none; font-size: 14px; }
.languages a[aria-current="true"] { color: var(--color-text); font-weight: 600; }
h1 { font-size: 22px; margin: 8px 0; }
.intro { color: var(--color-text-muted); margin-top: 0; }
.error { color: var(--color-danger); font-weight: 600; }
form { display: flex; flex-direction: column; gap: 8px; }
label { font-size: 14px; font-weight: 600; margin-top: 8px; }
input { min-height: var(--tap-size); padding: 8px 12px; font: inherit; color: var(--color-text);
  background: var(--color-surface); border: 1px solid var(--color-border);
  border-radius: var(--radius-md); }
input[aria-invalid="true"] { border-color: var(--color-danger); }
button, .button { display: inline-block; min-height: var(--tap-size); margin-top: 16px;
  padding: 8px 16px; border: 0; border-radius: var(--radius-md); background: var(--color-primary);
  color: var(--color-on-primary); font: inherit; font-weight: 700; text-align: center;
  text-decoration: none; cursor: pointer; }
.links { display: flex; flex-direction: column; align-items: center; margin: 16px 0 0; }
.links a { display: inline-flex; align-items: center; min-height: var(--tap-size);
  padding: 0 8px; font-weight: 600; text-decoration: none; }
:focus-visible { outline: 2px solid var(--color-focus); outline-offset: 2px; }
@media (prefers-reduced-motion: reduce) { * { transition: none !important; } }
`;
